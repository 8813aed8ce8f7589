import { expect, test } from '@playwright/test';
import { latestCode } from './mailbox';

const SUBSCRIBER = 'assinante@example.com';
const PASSWORD = 'Celeiro#2026';

test('the seeded subscriber signs in from a new device with the mailed code and lands on the first informative item', async ({
  page,
  request,
}) => {
  const since = Date.now();
  await page.goto('/');
  await expect(page).toHaveURL(/\/pages\/login/);
  await page.getByLabel('E-mail').fill(SUBSCRIBER);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código de verificação').fill(await latestCode(request, SUBSCRIBER, since));
  await page.getByRole('button', { name: 'Validar' }).click();

  await expect(page).toHaveURL(/\/informative\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Açúcar e Etanol' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/e2e/signed-in-first-informative-item.png', fullPage: true });

  // The device is now trusted: signing in again skips the code.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/pages\/login/);
  await page.getByLabel('E-mail').fill(SUBSCRIBER);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/informative\/1$/);
});

const PUBLIC_PAGES = [
  '/pages/login',
  '/pages/s4login',
  '/pages/register',
  '/pages/plans',
  '/pages/forgot-password',
  '/pages/reset-password',
  '/pages/new-client',
  '/pages/lost-access',
  '/pages/error-404',
  '/pages/error-500',
  '/pages/callback',
  '/pages/comingsoon',
  '/pages/browser-not-support',
  '/pages/download-file',
  '/pages/maintenance',
  '/pages/not-authorized',
  '/pages/two-factor',
  '/pages/confirm-email',
  '/version',
  '/landing-page',
  '/details',
];

test('every public page renders a heading without an uncaught error in the console', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  expect(problems).toEqual([]);
});
