import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/bench-support';
import { REFERENCE_SERVER_ENV, referenceServerCommand } from '../support/reference-server';
import { signIn, signInThroughPage } from '../support/sign-in';

// The back office in Chromium: the users list and a user's register form (its account data, a CPF another account has
// refused on its field), and the admin disabling the subscriber
// while the subscriber's browser is open: that browser shows the disabled-user notice at its next user-info check and
// is logged out. The last test runs on a second server whose app checks the user every 3 s (USER_INFO_POLL_SECONDS).

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1366, height: 800 },
] as const;

test("the admin's users list filters, sorts and pages, and a user's record shows its form and change log", async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/admin/users');
    const table = page.getByRole('table', { name: 'Usuários' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `artifacts/e2e/admin-users-${size.name}.png`, fullPage: true });
  }
  // A reader of the test's own, registered in the form: the seeded accounts other suites read keep their plans.
  const email = `registro.${Date.now()}@example.com`;
  await page.goto('/admin/users/register');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Nome', { exact: true }).fill('Registro de Teste');
  await page.getByLabel('Senha inicial', { exact: true }).fill('colheita-de-cafe-2026');
  await page.getByLabel('Plano', { exact: true }).selectOption('Plano Grãos e Açúcar');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/register\?id=\d+$/);

  await page.goto('/admin/users');
  await page.getByRole('search').getByLabel('E-mail').fill(email);
  await page.getByRole('search').getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/email=registro/);
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: /Registro de Teste/ }).click();
  await expect(page).toHaveURL(/\/admin\/users\/register\?id=\d+/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  // The plan is one of the plans there are; its change goes into the log.
  await page.getByLabel('Plano', { exact: true }).selectOption('Plano Corporativo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const log = page.getByRole('region', { name: 'Histórico de alterações' });
  await expect(log.getByText('Plano Corporativo')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Histórico de alterações' })).toBeVisible();
    await page.screenshot({ path: `artifacts/e2e/admin-user-register-${size.name}.png`, fullPage: true });
  }
  // A refused form marks its field and keeps what was typed.
  await page.getByLabel('E-mail', { exact: true }).fill('editor@example.com');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('#user-email-error')).toHaveText(/E-mail já cadastrado/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('editor@example.com');
  // The account data of SPEC §3, by the registration's rules, logged like the rest; the push devices beside.
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('CPF', { exact: true }).fill('52998224725');
  await page.getByLabel('Telefone', { exact: true }).fill('11987654321');
  await page.getByLabel('Grupos', { exact: true }).fill('Cooperativa, Sul');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(log.getByText('529.982.247-25')).toBeVisible();
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('529.982.247-25');
  await expect(page.getByRole('heading', { name: 'Dispositivos registrados para notificações' })).toBeVisible();
  // A CPF another account has is refused on its field, and what was typed stays.
  await page.goto('/admin/users?email=gratuito');
  await page.getByRole('table', { name: 'Usuários' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/users\/register\?id=\d+/);
  await page.getByLabel('CPF', { exact: true }).fill('52998224725');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('#user-document-error')).toHaveText(/CPF já cadastrado/);
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('529.982.247-25');
});

test("the admin disables the subscriber: the subscriber's open browser shows the disabled-user notice and logs out", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 8181) + 8;
  const data = mkdtempSync(join(tmpdir(), 'celeiro-e2e-admin-'));
  const server = await startServer({
    command: referenceServerCommand(),
    port,
    env: { ...REFERENCE_SERVER_ENV, DATA_DIR: data, USER_INFO_POLL_SECONDS: '3' },
    timeoutMs: 180_000,
  });
  try {
    const open = async (email: string) => {
      const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR' });
      const page = await context.newPage();
      await signInThroughPage(page, email);
      return page;
    };
    const subscriber = await open('assinante@example.com');
    await expect(subscriber).toHaveURL(/\/informative\//);
    const admin = await open('admin@example.com');
    await admin.goto('/admin/users?email=assinante');
    await admin
      .getByRole('table', { name: 'Usuários' })
      .getByRole('link', { name: /Mariana/ })
      .click();
    await admin.getByLabel(/Conta desativada/).check();
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await expect(admin.getByText('Encerrada', { exact: false }).first()).toBeVisible();

    // Within one user-info check (3 s here), the subscriber's browser is logged out, and the login page it
    // reloads on says why (the notice shown before the reload goes with it).
    await expect(subscriber).toHaveURL(/\/pages\/login\?error=ERROR_USER_DISABLED$/, { timeout: 15_000 });
    const notice = subscriber.getByRole('alert').filter({ hasText: 'Usuário desabilitado' });
    await expect(notice).toContainText('Usuário desabilitado. Entre em contato com o atendimento.');
    await expect(subscriber.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  } finally {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
});
