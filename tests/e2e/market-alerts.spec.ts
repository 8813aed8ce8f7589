import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

// The watch list and price alerts in Chromium against the reference server: a subscriber stars an instrument on
// /quotes, a second browser (its own sign-in) sees it in the watch list, and an alert is set from the row's form,
// after a level the rule refuses is answered beside the field.

test('a subscriber’s watch list follows the account, and an alert is set from a row', async ({ browser }) => {
  const first = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 800 } });
  const page = await first.newPage();
  await signIn(page, 'assinante@example.com', { at: '/quotes' });
  const table = page.getByRole('table', { name: 'Mercado futuro' });
  await expect(table).toBeVisible();
  const star = table.getByRole('button', { name: 'Acompanhar Café arábica' });
  // Whatever an earlier run left: starred afterwards.
  if ((await star.getAttribute('aria-pressed')) === 'true') {
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  }
  await star.focus();
  await page.keyboard.press('Enter');
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  const second = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
  const other = await second.newPage();
  await signIn(other, 'assinante@example.com', { at: '/quotes' });
  await other.getByRole('tab', { name: 'Minha lista' }).click();
  const watched = other.getByRole('table', { name: 'Minha lista' });
  await expect(watched.getByRole('row').filter({ hasText: 'Café arábica' })).toBeVisible();
  await expect(watched.getByRole('row').filter({ hasText: 'Soja' })).toHaveCount(0);
  // Nothing scrolls sideways on a phone, with the row's three actions.
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await other.screenshot({ path: 'test-results/e2e/market-alerts-watchlist-phone.png' });
  await second.close();

  await table.getByRole('button', { name: 'Criar alerta de Café arábica' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alerta de preço: Café arábica' });
  await dialog.getByRole('radio', { name: 'Variar no dia (%)' }).check();
  await dialog.getByLabel('Variação (%)').fill('80');
  await dialog.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Informe uma variação entre 0,1% e 50%');
  // The form with its error, over the page: no WCAG 2.1 AA violation.
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await dialog.getByLabel('Variação (%)').fill('3,5');
  await dialog.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(dialog).toHaveCount(0);
  const mine = page.getByRole('region', { name: 'Meus alertas' });
  await expect(mine.getByRole('listitem').filter({ hasText: 'Café arábica' }).first()).toContainText(
    'Variação de 3,5% no dia',
  );
  await expect(mine.getByRole('listitem').first()).toContainText('Ativo');
  const pageAudit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(pageAudit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: 'test-results/e2e/market-alerts-desk.png' });
  await first.close();
});
