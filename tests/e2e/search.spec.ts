import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { browserAt, SCREENS } from './screens';

// The search's results page with the report filters, in Chromium against the reference server. The search itself
// (the header's box, its suggestions, the marked words, the free user's locked results) is in features/search.

test('the results page combines with the report filters, and keeps them in the address', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await browserAt(browser, baseURL ?? '', SCREENS.desk);
  await signIn(page, 'assinante@example.com', { at: '/search?q=geada&publicationType=flash' });
  await expect(page.locator('.search-result').first()).toBeVisible();
  for (const meta of await page.locator('.search-result-meta').allTextContents()) expect(meta).toMatch(/^Flash/);
  await expect(page.getByRole('button', { name: '1 filtro ativo' })).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/publicationType/);
  await expect(page.getByText('Café: geada atinge lavouras no Sul de Minas')).toBeVisible();
  await context.close();
});
