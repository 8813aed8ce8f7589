import { expect, test } from '@playwright/test';
import { cpfCheckDigits } from '../../core';

const PASSWORD = 'Segredo#2026';

/** A CPF no one has: nine random base digits and their check digits. */
function freshCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  return `${base}${cpfCheckDigits(base)}`;
}

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
