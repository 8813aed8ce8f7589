import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Flags for Debian's Chromium on a closed network, as root, without a display. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The reference server (serving the built SPA) and Chromium, shared by the @ui scenarios of a run. */
export class BrowserStage {
  private constructor(
    readonly baseUrl: string,
    readonly browser: Browser,
    private readonly server: ChildProcess,
    private readonly dataDir: string,
  ) {}

  /** Starts the server on a fresh embedded database and launches Chromium. */
  static async start(): Promise<BrowserStage> {
    const port = Number(process.env.UI_PORT ?? 8182);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'celeiro-ui-'));
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // The scenarios read codes and links from the dev mailbox.
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SIGNIN_RATE_LIMIT: '1000',
        DEV_MAILBOX: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/appversion.json`, server);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    return new BrowserStage(baseUrl, browser, server, dataDir);
  }

  /** Closes Chromium and stops the server. */
  async stop(): Promise<void> {
    await this.browser.close();
    this.server.kill('SIGTERM');
    await new Promise((resolve) => this.server.once('exit', resolve));
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}
