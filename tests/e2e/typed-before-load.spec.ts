import { expect, test, type Page } from '@playwright/test';
import { cpfCheckDigits } from '../../core';

// What a user types on a slow phone, as soon as a form shows and before the page has finished loading, stays typed
// and is what the form sends: through the lazy loading of the route, the configuration, a change of language and
// the re-renders of the page. The CPU runs six times slower, and the route's code, the configuration and the
// version file arrive late.

const SUBSCRIBER = 'assinante@example.com';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A CPF no one has: nine random base digits and their check digits. */
function freshCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  return `${base}${cpfCheckDigits(base)}`;
}

/** The page's loading, held back: whether its last file has arrived, and a way to let it arrive. */
interface Loading {
  versionArrived: () => boolean;
  finish: () => void;
}

/**
 * Slows the page down: 6× CPU throttling, the form pages' code and the configuration held back, and the version file
 * held until `finish()`, so the page has not finished loading while the test types.
 */
async function slowDown(page: Page): Promise<Loading> {
  let versionArrived = false;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.route(/\/assets\/(forgot-password-page|register-page)-[^/]*\.js$/, async (route) => {
    await pause(700);
    await route.continue();
  });
  await page.route('**/config.json', async (route) => {
    await pause(500);
    await route.continue();
  });
  await page.route('**/appversion.json', async (route) => {
    await finished;
    await route.continue();
    versionArrived = true;
  });
  return { versionArrived: () => versionArrived, finish };
}

test('the forgot-password form keeps the e-mail typed while it loads, and sends it', async ({ page }) => {
  const loading = await slowDown(page);
  await page.goto('/pages/forgot-password', { waitUntil: 'commit' });
  const email = page.getByLabel('E-mail');
  await email.fill(SUBSCRIBER);
  expect(loading.versionArrived()).toBe(false);

  loading.finish();
  await expect.poll(loading.versionArrived).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(email).toHaveValue(SUBSCRIBER);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText(`Enviamos um link de redefinição para ${SUBSCRIBER}`);
  await expect(email).toHaveValue(SUBSCRIBER);
});

test('typing at once after following the link to forgot password goes into the new form, not the page being left', async ({
  page,
}) => {
  await page.goto('/pages/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  const loading = await slowDown(page);
  loading.finish();
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').fill(SUBSCRIBER);

  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('E-mail')).toHaveValue(SUBSCRIBER);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText(`Enviamos um link de redefinição para ${SUBSCRIBER}`);
  await expect(page.getByText('Campo obrigatório')).toHaveCount(0);
});

test('the registration form keeps everything typed while it loads and through a change of language, and registers', async ({
  page,
}) => {
  const loading = await slowDown(page);
  const email = `early.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const cpf = freshCpf();
  await page.goto('/pages/register', { waitUntil: 'commit' });
  await page.locator('#register-document').fill(cpf);
  await page.locator('#register-name').fill('Pessoa Apressada');
  await page.locator('#register-email').fill(email);
  await page.locator('#register-email-repeat').fill(email);
  await page.locator('#register-phone').fill('11987654321');
  await page.locator('#register-password').fill('Segredo#2026');
  await page.locator('#register-terms').check();
  expect(loading.versionArrived()).toBe(false);

  const typed = {
    '#register-document': `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    '#register-name': 'Pessoa Apressada',
    '#register-email': email,
    '#register-email-repeat': email,
    '#register-phone': '11 98765-4321',
    '#register-password': 'Segredo#2026',
  };
  const expectTyped = async () => {
    for (const [field, value] of Object.entries(typed)) await expect(page.locator(field)).toHaveValue(value);
    await expect(page.locator('#register-terms')).toBeChecked();
  };
  loading.finish();
  await expect.poll(loading.versionArrived).toBe(true);
  await page.waitForLoadState('networkidle');
  await expectTyped();

  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await expectTyped();

  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/confirm-email\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmation' })).toBeVisible();
});
