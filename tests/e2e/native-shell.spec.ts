import { mkdirSync } from 'node:fs';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { signInThroughPage } from '../support/sign-in';

// Inside the native shell, through the development shell simulator (/dev/shell), with the app in its phone-sized
// frame (issue 15): a subscriber turns biometry on after a password sign-in and then signs in with it without typing
// the password; with the shell silent, the app says SPEC's timeout message after 8 s and the password still signs in.
// BENCH_CPU_THROTTLE=4 runs it with the CPU slowed four times.

const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
const EMAIL = 'assinante@example.com';

/** The app's frame in the simulator (its only frame). */
function app(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('the simulator shows no app');
  return frame;
}

/** The password sign-in in the app's frame, with the mailed code when the device is new. */
const signInWithPassword = (page: Page) => signInThroughPage(page, EMAIL, { from: null, within: app(page) });

async function signOut(page: Page): Promise<void> {
  const frame = app(page);
  await frame.getByRole('button', { name: /Menu do usuário/ }).click();
  await frame.getByRole('button', { name: 'Sair', exact: true }).click();
  await frame.waitForURL(/\/pages\/login\?.*isApp=true/);
}

test('a subscriber turns biometry on in the app, then signs in with Face ID without typing the password; a silent shell times out after 8 s and the password still signs in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync('test-results/e2e', { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  if (THROTTLE > 1)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto('/dev/shell?reset=true&type=FaceID&start=/pages/login');
  await expect(app(page).getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();

  // The offer after the password sign-in; the shell keeps the server's secret, never the password.
  await signInWithPassword(page);
  const offer = app(page).getByRole('dialog', { name: 'Entre mais rápido neste aparelho' });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/e2e/native-shell-offer.png' });
  await offer.getByRole('button', { name: 'Ativar Face ID' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByTestId('kept-secret')).not.toHaveText('none');
  await expect(page.getByTestId('kept-secret')).not.toContainText('Celeiro');

  // Signed out, the login page offers Face ID; the password field stays empty.
  await signOut(page);
  const faceId = app(page).getByRole('button', { name: 'Entrar com Face ID' });
  await expect(faceId).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/e2e/native-shell-quick-sign-in.png' });
  await faceId.click();
  await app(page).waitForURL(/\/informative\//, { timeout: 20_000 });
  await expect(page.getByTestId('log').locator('li[data-type="getBiometrySecret"]')).toHaveCount(1);

  // A shell that does not answer: SPEC's message after 8 s, then the password.
  await signOut(page);
  await expect(app(page).getByRole('button', { name: 'Entrar com Face ID' })).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('silent').check();
  const started = Date.now();
  await app(page).getByRole('button', { name: 'Entrar com Face ID' }).click();
  const notice = app(page).getByTestId('quick-sign-in-notice');
  await expect(notice).toHaveText('Timeout: Nenhuma resposta recebida do postMessage.', { timeout: 20_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(7_900);
  await page.screenshot({ path: 'test-results/e2e/native-shell-timeout.png' });
  await signInWithPassword(page);
  await context.close();
});
