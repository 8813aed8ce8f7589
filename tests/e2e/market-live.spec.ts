import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { shiftToNoon, startServer } from '../../scripts/bench-support';
import { REFERENCE_SERVER_ENV, referenceServerCommand } from '../support/reference-server';
import { signIn } from '../support/sign-in';

// A price moving live, whatever the hour of the run: a second reference server, its clock moved to the next weekday
// noon in São Paulo (CLOCK_SHIFT_MS, development only), where every futures session trades. The subscriber opens
// /quotes on a phone and sees the futures live and a price change without a reload.

const PORT = Number(process.env.E2E_PORT ?? 8181) + 9;

test('a subscriber sees a price move live at a trading hour, without a reload', async ({ browser }) => {
  test.setTimeout(180_000);
  const data = mkdtempSync(join(tmpdir(), 'celeiro-e2e-live-'));
  const server = await startServer({
    command: referenceServerCommand(),
    port: PORT,
    env: { ...REFERENCE_SERVER_ENV, DATA_DIR: data, CLOCK_SHIFT_MS: String(shiftToNoon()) },
    timeoutMs: 150_000,
  });
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    await signIn(page, 'assinante@example.com', { at: '/quotes' });
    const table = page.getByRole('table', { name: 'Mercado futuro' });
    await expect(table.getByRole('row').filter({ hasText: 'Soja' }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible();
    const before = await table.textContent();
    await expect.poll(() => table.textContent(), { timeout: 15_000 }).not.toBe(before);
    await context.close();
  } finally {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
});
