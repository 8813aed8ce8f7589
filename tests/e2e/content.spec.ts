import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn } from '../support/sign-in';

/** The performance budgets (the DOM size of a long list among them). */
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as { listDom: { maxElements: number } };

const list = (page: Page) => page.getByRole('list', { name: 'Conteúdos' });

test(`a list of 10,000 items keeps the page under ${budgets.listDom.maxElements} DOM elements`, async ({ page }) => {
  await signIn(page, 'demo@example.com');
  // The real first entry, repeated 10,000 times: the page draws what the server would send for such a list.
  await page.route('**/api/elastic/listall**', async (route) => {
    const {
      items: [item],
    } = (await (await route.fetch()).json()) as { items: Record<string, unknown>[] };
    const items = Array.from({ length: 10_000 }, (_, index) => ({
      ...item,
      id: index + 1,
      title: `Item ${index + 1}`,
    }));
    await route.fulfill({ json: { items, total: items.length, page: 1, pageSize: items.length } });
  });
  await page.goto('/informative/0');
  // 10,000 entries are checked against the contract before they are drawn: seconds on a busy machine, not a race.
  await expect(list(page).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  console.log(`DOM elements with a list of 10,000 items: ${elements}`);
  expect(elements).toBeLessThan(budgets.listDom.maxElements);
});
