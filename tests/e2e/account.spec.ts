import { expect, test } from '@playwright/test';
import { cpfCheckDigits } from '../../core';
import { latestCode, latestMatch } from './mailbox';

const PASSWORD = 'Segredo#2026';

/** A CPF no one has: nine random base digits and their check digits. */
function freshCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  return `${base}${cpfCheckDigits(base)}`;
}

test('a person registers, confirms the e-mail with the mailed code, resets the password by the mailed link and signs in', async ({
  page,
  request,
}) => {
  const email = `e2e.${Date.now().toString(36)}@example.com`;
  const since = Date.now();
  await page.goto('/pages/login');
  await page.getByRole('link', { name: 'Sou novo aqui' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro' })).toBeVisible();
  await page.getByLabel('CPF').fill(freshCpf());
  await page.getByLabel('Nome').fill('Pessoa de Ponta a Ponta');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Repita o e-mail').fill(email);
  await page.getByLabel('Telefone').fill('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('11 98765-4321');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }).check();
  await page.screenshot({ path: 'artifacts/e2e/account-registration.png', fullPage: true });
  await page.getByRole('button', { name: 'Cadastrar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirmação de e-mail' })).toBeVisible();
  await page.getByLabel('Código de confirmação').fill(await latestCode(request, email, since));
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await expect(page).toHaveURL(/\/pages\/login/);

  // The forgotten password comes back through the mailed link.
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').fill(email);
  const resetAsked = Date.now();
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText(`Enviamos um link de redefinição para ${email}`);
  const link = new URL(
    await latestMatch(request, email, resetAsked, /https?:\/\/\S+\/pages\/reset-password\?token=\S+/),
  );
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha2026');
  await page.getByLabel('Repita a nova senha').fill('Nova#Senha2026');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/pages\/login$/);

  // The confirming browser is a trusted device: no two-factor code.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Nova#Senha2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/informative\//);

  await page.goto('/my-account');
  await expect(page.getByRole('heading', { level: 2, name: 'Dados da conta', exact: true })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await page.screenshot({ path: 'artifacts/e2e/account-my-account.png', fullPage: true });
});

test('a refused registration keeps what was typed and shows the catalogue message', async ({ page }) => {
  await page.goto('/pages/register');
  await page.getByLabel('CPF').fill(freshCpf());
  await page.getByLabel('Nome').fill('Alguém');
  await page.getByLabel('E-mail', { exact: true }).fill('assinante@example.com');
  await page.getByLabel('Repita o e-mail').fill('assinante@example.com');
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }).check();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.locator('#register-email-error')).toHaveText(
    'E-mail já cadastrado. Tente acessar ou entre em contato com o suporte.',
  );
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('assinante@example.com');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(PASSWORD);
});
