import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './tests/support/chromium';
import { REFERENCE_SERVER_ENV, referenceServerCommand } from './tests/support/reference-server';

const port = Number(process.env.E2E_PORT ?? 8181);

// End-to-end tests in the system Chromium against the built reference server, started on a fresh embedded database.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    // A trace recorded for every test and thrown away when it passed cost a quarter of the suite's CPU: a failed test
    // leaves its screenshot, and its file can be run again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker precaches the whole build: only the suite that tests offline reading lets it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `rm -rf test-results/e2e-data-${port} && ${referenceServerCommand().join(' ')}`,
    url: `http://127.0.0.1:${port}/appversion.json`,
    timeout: 90_000,
    reuseExistingServer: false,
    env: {
      ...REFERENCE_SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `test-results/e2e-data-${port}`,
    },
  },
});
