import { expect, test, type Browser, type Page } from '@playwright/test';
import { latestCode } from './mailbox';

const SUBSCRIBER = 'demo@example.com';
const PASSWORD = 'Celeiro#2026';
/** The reference server's default limit of simultaneous sessions per account. */
const MAX_SESSIONS = 3;

/** Signs in on a new browser (a new context, so a new device confirmed with the mailed code). */
async function signInOnNewBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const page = await context.newPage();
  const since = Date.now();
  await page.goto('/pages/login');
  await page.getByLabel('E-mail').fill(SUBSCRIBER);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código de verificação').fill(await latestCode(context.request, SUBSCRIBER, since));
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page).toHaveURL(/\/informative\//);
  return page;
}

test('signing in on one browser beyond the limit shows the simultaneous-access message in the oldest one, whose OK logs out', async ({
  browser,
  baseURL,
}) => {
  const first = await signInOnNewBrowser(browser, baseURL!);
  const others: Page[] = [];
  for (let i = 0; i < MAX_SESSIONS; i++) others.push(await signInOnNewBrowser(browser, baseURL!));

  // The first browser learns it at its next check (done at once on a fresh load).
  await first.reload();
  const dialog = first.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Sessão encerrada' })).toBeVisible();
  await expect(dialog.getByText('Sessão encerrada devido a acesso simultâneo.')).toBeVisible();
  await first.screenshot({ path: 'artifacts/e2e/simultaneous-access.png' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(first).toHaveURL(/\/pages\/login/);

  // The newer browsers are still signed in.
  for (const page of others) {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
});

test('signing in again in a second tab blanks the first tab', async ({ browser, baseURL }) => {
  const first = await signInOnNewBrowser(browser, baseURL!);
  const second = await first.context().newPage();
  await second.goto('/pages/login');
  await second.getByLabel('E-mail').fill(SUBSCRIBER);
  await second.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await second.getByRole('button', { name: 'Entrar' }).click();
  await expect(second).toHaveURL(/\/informative\//);
  await expect(first.getByRole('heading', { level: 1, name: 'Sessão aberta em outra aba' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Sair' })).toHaveCount(0);
});
