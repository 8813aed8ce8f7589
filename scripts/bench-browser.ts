// What the browser benchmarks share: the app's server on a fresh data folder, and Chromium beside it with a desk-sized
// page context (1366×800, Portuguese). Chromium failing to start stops the server, so no run leaves one behind.
import { mkdirSync, rmSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { BENCH_CHROMIUM, CHROMIUM_ARGS } from '../tests/support/chromium';
import { type RunningServer, startServer } from './bench-support';

/** A running browser benchmark; `close` ends the browser, then the server. */
export interface DeskBench {
  server: RunningServer;
  context: BrowserContext;
  close(): Promise<void>;
}

/** Starts the server (`command`) on an emptied `data` folder with the dev mailbox, then Chromium and its context. */
export async function openDeskBench(port: number, data: string, command: string[]): Promise<DeskBench> {
  rmSync(data, { recursive: true, force: true });
  mkdirSync('test-results/bench', { recursive: true });
  const server = await startServer({
    command,
    env: { DATA_DIR: data, DEV_MAILBOX: 'true', SIGNIN_RATE_LIMIT: '1000' },
    port,
    readyPath: '/appversion.json',
    timeoutMs: 120_000,
  });
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: BENCH_CHROMIUM,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1366, height: 800 },
    locale: 'pt-BR',
  });
  return {
    server,
    context,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
