import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, SCREENS, signedInAt } from './screens';

// Consulting in Chromium against the reference server: a subscriber reaches it from the user menu, sees the plan's
// deliverables grouped by service with their status, opens a document and downloads its stamped copy; the free user
// is offered the plans instead. On a phone and on a desk, with screenshots of each page.

const SIZES = [SCREENS.phone, SCREENS.desk] as const;

mkdirSync('test-results/e2e', { recursive: true });

/** Opens consulting from the user menu. */
async function openFromMenu(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page
    .getByRole('dialog', { name: 'Menu do usuário' })
    .getByRole('link', { name: 'Consultoria', exact: true })
    .click();
  await expect(page).toHaveURL(/\/consulting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultoria' })).toBeVisible();
}

for (const size of SIZES) {
  test(`a subscriber's consulting from the user menu, a document opened and downloaded (${size.name})`, async ({
    browser,
  }) => {
    const { context, page } = await signedInAt(browser, 'assinante@example.com', size);
    await openFromMenu(page);
    const balances = page.getByRole('region', { name: /^Balanço de oferta e demanda/ });
    await expect(balances).toBeVisible();
    await expect(page.getByRole('region', { name: /^Recomendação de hedge/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Custo de produção/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Estudo sob encomenda/ })).toBeVisible();
    await expect(balances.getByText('Agendado').first()).toBeVisible();
    await expect(balances.getByText('Entregue').first()).toBeVisible();
    // Only the plan's commodities are offered.
    const commodities = await page.getByLabel('Commodity', { exact: true }).locator('option').allTextContents();
    expect(commodities).not.toContain('Algodão');
    expect(commodities).toContain('Soja');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/e2e/consulting-${size.name}.png` });

    // A delivered balance's document: read in the browser, then saved stamped.
    const read = balances.getByRole('button', { name: /^Ler / }).first();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/read-document')),
      read.click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      balances
        .getByRole('button', { name: /^Baixar / })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Filters: one commodity's hedge recommendations.
    await page.getByLabel('Commodity', { exact: true }).selectOption({ label: 'Soja' });
    await page.getByLabel('Serviço', { exact: true }).selectOption({ label: 'Recomendação de hedge' });
    const hedge = page.getByRole('region', { name: /^Recomendação de hedge/ });
    // Soy's: one under way, one delivered.
    await expect(hedge.getByText('Em andamento')).toHaveCount(1);
    await expect(hedge.locator('.consulting-item')).toHaveCount(2);
    await expect(page.locator('.consulting-group')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await context.close();
  });

  test(`the free user is offered the plans with consulting (${size.name})`, async ({ browser }) => {
    const { context, page } = await signedInAt(browser, 'gratuito@example.com', size);
    await openFromMenu(page);
    await expect(page.getByText('Consultoria não incluída no seu plano')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver planos' })).toBeVisible();
    await expect(page.locator('.consulting-item')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/e2e/consulting-upsell-${size.name}.png` });
    await context.close();
  });
}
