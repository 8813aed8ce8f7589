import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInWithCode } from './mailbox';

// The quotes module in Chromium against the reference server: a subscriber's futures, the market's state in words,
// a price's details on a press, and, while a session trades (the seeded feed follows the real clock: ICE sugar and
// coffee trade from 07:30 to 18:30 UTC on weekdays), a price moving without a reload; a free user is offered the
// plans. On a phone and on a desk, with screenshots.

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1366, height: 800 },
]) {
  test(`a subscriber follows the futures of the plan (${size.name})`, async ({ browser }) => {
    mkdirSync('test-results/e2e', { recursive: true });
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, locale: 'pt-BR' });
    const page = await context.newPage();
    await signInWithCode(page, 'assinante@example.com');
    await page.goto('/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Cotações' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Mercado futuro' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Café arábica' })).toBeVisible();
    // Cattle (B3) is not in this plan.
    await expect(table.getByRole('row').filter({ hasText: 'Boi gordo' })).toHaveCount(0);
    const state = page.getByRole('status').filter({ hasText: /Ao vivo|Fechado/ });
    await expect(state).toBeVisible();
    await page.screenshot({ path: `test-results/e2e/market-futures-${size.name}.png` });

    const coffee = table.getByRole('row').filter({ hasText: 'Café arábica' });
    // While some instrument trades, a price moves without a reload (coffee's own session may have closed: ICE US ends
    // at 13:30 New York time, before Chicago's grains).
    if ((await state.textContent())?.includes('Ao vivo')) {
      const before = await table.textContent();
      await expect.poll(() => table.textContent(), { timeout: 15_000 }).not.toBe(before);
    }

    await coffee.getByRole('button', { name: 'Detalhes de Café arábica' }).click();
    const details = page.getByRole('tooltip').filter({ hasText: 'ICE US' });
    await expect(details).toBeVisible();
    await expect(details).toContainText('USc/lb');
    await page.screenshot({ path: `test-results/e2e/market-details-${size.name}.png` });
    await context.close();
  });
}

test('a free user is offered the plans instead of quotes', async ({ page }) => {
  await signInWithCode(page, 'gratuito@example.com');
  await page.goto('/tmnquotes');
  await expect(page.getByRole('heading', { name: 'Cotações fazem parte dos planos de assinatura' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver os planos' })).toHaveAttribute('href', '/pages/plans');
  await expect(page.getByRole('table')).toHaveCount(0);
});
