import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { latestCode } from './mailbox';

const PASSWORD = 'Celeiro#2026';
/** The performance budgets (the DOM size of a long list among them). */
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as { listDom: { maxElements: number } };

/** Signs in a seeded account from this (new) browser with the mailed code. */
async function signIn(page: Page, email: string): Promise<void> {
  const since = Date.now();
  await page.goto('/pages/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByLabel('Código de verificação').fill(await latestCode(page.request, email, since));
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page).toHaveURL(/\/informative\/\d+$/);
}

const list = (page: Page) => page.getByRole('list', { name: 'Conteúdos' });

test('the subscriber reads the lists in every display type, and a news detail with its read mark', async ({ page }) => {
  await signIn(page, 'assinante@example.com');
  await expect(page).toHaveURL(/\/informative\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Açúcar e Etanol' })).toBeVisible();
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Destaques' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Últimas notícias' }).getByRole('link')).toHaveCount(10);

  for (const [name, file] of [
    ['Lista', 'list'],
    ['Lista detalhada', 'detailed-list'],
    ['Cartões', 'card'],
    ['Mosaico', 'mosaic'],
    ['Etiquetas', 'tag'],
  ] as const) {
    await page.getByRole('radio', { name, exact: true }).check({ force: true });
    await expect(page.locator(`.content-list-viewport.display-${file}`)).toBeVisible();
    // Nothing on the page is wider than the window (no sideways scrolling).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      file,
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `artifacts/e2e/content-${file}.png`, fullPage: true });
  }
  await page.getByRole('radio', { name: 'Lista', exact: true }).check({ force: true });
  for (const entry of (await list(page).getByRole('listitem').allInnerTexts()).slice(0, 5))
    expect(entry).toContain('Açúcar e Etanol');

  await page.getByRole('button', { name: 'Filtros' }).click();
  await page
    .getByRole('region', { name: 'Filtros de relatórios' })
    .getByLabel('Tipo de publicação')
    .selectOption('analysis');
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const first = list(page).getByRole('link').first();
  const title = (await first.getAttribute('aria-label')) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.news-body')).toContainText('Resumo do mercado');
  await page.screenshot({ path: 'artifacts/e2e/content-news-detail.png', fullPage: true });
  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await expect(list(page).getByRole('link', { name: title })).toContainText('Lido');
});

test('the free user sees what is kept for subscribers, the invitation, and the plans page', async ({ page }) => {
  await signIn(page, 'gratuito@example.com');
  await expect(page).toHaveURL(/\/informative\/0$/);
  await expect(page.getByRole('navigation', { name: /navega/i }).getByRole('link', { name: /Café/ })).toBeVisible();
  const kept = list(page).getByRole('button').first();
  await kept.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Conteúdo exclusivo para assinantes' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/e2e/content-no-rights-free.png' });
  await dialog.getByRole('link', { name: 'Solicitar demonstração' }).click();
  await expect(page).toHaveURL(/\/pages\/plans$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Plano Grãos e Açúcar' })).toBeVisible();
});

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
