import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, SCREENS, signedInAt } from './screens';

// The search in Chromium against the reference server: the header's box with its suggestions, the results page with
// the matched words marked, its address kept across a reload, the free user's locked results without a body, on a
// phone and on a desk, with screenshots of each.

mkdirSync('test-results/e2e', { recursive: true });

for (const size of [SCREENS.phone, SCREENS.desk]) {
  test(`the subscriber searches "geada cafe" from the header and finds frost in coffee, the words marked (${size.name})`, async ({
    browser,
  }) => {
    const { context, page } = await signedInAt(browser, 'assinante@example.com', size);
    const box = page
      .getByRole('search')
      .getByRole('combobox')
      .or(page.getByRole('searchbox', { name: 'Buscar publicações' }));
    await box.first().click();
    await box.first().pressSequentially('geada caf', { delay: 30 });
    const suggestions = page.getByRole('listbox', { name: 'Sugestões' });
    await expect(suggestions.getByRole('option').first()).toContainText(/geada/i);
    await expect(suggestions.locator('mark').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/e2e/search-suggestions-${size.name}.png` });

    await box.first().press('Escape');
    await box.first().fill('geada cafe');
    await box.first().press('Enter');
    await expect(page).toHaveURL(/\/search\?q=geada(\+|%20)cafe/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados de “geada cafe”' })).toBeVisible();
    const results = page.locator('.search-result');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThanOrEqual(4);
    const marked = (await page.locator('.search-result h2 mark').allTextContents()).map((t) => t.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['geada', 'café']));
    await expect(page.getByText('Café: frio intenso no Sul de Minas preocupa produtores')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/e2e/search-results-${size.name}.png`, fullPage: true });

    // A reload shows the same results.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados de “geada cafe”' })).toBeVisible();
    await expect(page.locator('.search-result').first()).toBeVisible();
    expect(await page.locator('.search-result').count()).toBe(await results.count());
    await context.close();
  });
}

test('the free user searching "geada cafe" sees locked results without any body, and not the item that names frost in its body only', async ({
  browser,
}) => {
  const { context, page } = await signedInAt(browser, 'gratuito@example.com', SCREENS.desk);
  const answers: unknown[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/elastic/search')) answers.push(await response.json());
  });
  await page.goto('/search?q=geada%20cafe');
  await expect(page.locator('.search-result').first()).toBeVisible();
  await expect(page.getByText('Café: frio intenso no Sul de Minas preocupa produtores')).toHaveCount(0);
  await expect(page.getByText('Fora do seu plano: título e resumo apenas').first()).toBeVisible();
  await expect(page.getByText('Produtores de Varginha')).toHaveCount(0);
  expect(answers.length).toBeGreaterThan(0);
  const body = JSON.stringify(answers);
  expect(body).not.toContain('"body"');
  expect(body).not.toContain('Varginha');
  await page.screenshot({ path: 'test-results/e2e/search-results-free-desk.png', fullPage: true });
  await context.close();
});

test('the results page combines with the report filters, and keeps them in the address', async ({ browser }) => {
  const { context, page } = await signedInAt(browser, 'assinante@example.com', SCREENS.desk);
  await page.goto('/search?q=geada&publicationType=flash');
  await expect(page.locator('.search-result').first()).toBeVisible();
  for (const meta of await page.locator('.search-result-meta').allTextContents()) expect(meta).toMatch(/^Flash/);
  await expect(page.getByRole('button', { name: '1 filtro ativo' })).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/publicationType/);
  await expect(page.getByText('Café: geada atinge lavouras no Sul de Minas')).toBeVisible();
  await context.close();
});
