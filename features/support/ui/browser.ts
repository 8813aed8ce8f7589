import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../../../tests/support/chromium';
import { REFERENCE_SERVER_ENV, referenceServerCommand } from '../../../tests/support/reference-server';

/**
 * The app under test and Chromium, shared by the @ui scenarios of a run: the deployment at BASE_URL when it is set,
 * else the reference server (serving the built SPA) started on UI_PORT on a fresh embedded database.
 */
export class BrowserStage {
  private constructor(
    readonly baseUrl: string,
    readonly browser: Browser,
    private readonly server?: { process: ChildProcess; dataDir: string },
  ) {}

  /** Reaches the deployment at BASE_URL, or starts the reference server; then launches Chromium. */
  static async start(): Promise<BrowserStage> {
    const given = process.env.BASE_URL?.replace(/\/+$/, '');
    const server = given ? undefined : startReferenceServer();
    const baseUrl = given ?? `http://127.0.0.1:${server?.port}`;
    try {
      await waitFor(`${baseUrl}/appversion.json`, server?.process);
    } catch (error) {
      // A server that did not come up is not left running, nor its database.
      server?.process.kill('SIGKILL');
      if (server) rmSync(server.dataDir, { recursive: true, force: true });
      throw error;
    }
    const browser = await chromium.launch({
      executablePath: TEST_CHROMIUM,
      args: CHROMIUM_ARGS,
    });
    return new BrowserStage(baseUrl, browser, server);
  }

  /** Closes Chromium and stops the reference server if this run started it. */
  async stop(): Promise<void> {
    await this.browser.close();
    if (!this.server) return;
    const { process: server, dataDir } = this.server;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts the reference server on UI_PORT (default 8182) and a fresh embedded database, with its dev mailbox; a parallel
 * run's workers each start their own, on the ports after it.
 */
function startReferenceServer(): { process: ChildProcess; dataDir: string; port: number } {
  const port = Number(process.env.UI_PORT ?? 8182) + Number(process.env.CUCUMBER_WORKER_ID ?? 0);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'celeiro-ui-'));
  const [command, ...args] = referenceServerCommand();
  const server = spawn(command!, args, {
    env: {
      ...process.env,
      ...REFERENCE_SERVER_ENV,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { process: server, dataDir, port };
}

/** Waits for `url` to answer, up to 150 s (the server may have been built first). */
async function waitFor(url: string, server?: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 1500; attempt++) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 150 s`);
}
