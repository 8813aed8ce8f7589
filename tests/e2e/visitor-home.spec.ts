import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// The visitor's home on a phone and on a desk (issue 11, item 7): the public sections from the cache service, the
// calls to action, the public detail of a news item and the landing page, without any sideways scroll.

mkdirSync('test-results/e2e', { recursive: true });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
] as const;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const size of SIZES) {
  const name = `${size.width}x${size.height}`;

  test(`a visitor reads the home, a news summary and the landing page at ${name}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.setViewportSize(size);
    await page.goto('/home');
    const heading = page.getByRole('heading', { level: 1, name: 'O mercado do agronegócio hoje' });
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/\/home$/);
    const calls = page.getByRole('navigation', { name: 'Acesso' });
    await expect(calls.getByRole('link', { name: 'Entrar' })).toBeInViewport();
    await expect(calls.getByRole('link', { name: 'Ver planos' })).toBeVisible();

    for (const region of ['Destaques', 'Últimas notícias', 'Assuntos'])
      await expect(page.getByRole('region', { name: region }).getByRole('listitem').first()).toBeVisible();
    const quotes = page.getByRole('region', { name: 'Cotações' });
    await expect(quotes.locator('tbody tr').first()).toBeVisible();
    expect(await quotes.locator('tbody tr').count()).toBeGreaterThan(0);
    await expect(quotes.locator('tbody td').first()).toHaveText(/\d,\d{2}/);
    await expect(quotes.getByRole('table')).toHaveCSS('font-variant-numeric', 'tabular-nums');
    await expect(page.getByRole('region', { name: 'Assuntos' })).toContainText('Açúcar e Etanol');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/e2e/visitor-home-${name}.png`, fullPage: true });

    // The first news item opens its public summary: no body, the ways in.
    const first = page.getByRole('region', { name: 'Últimas notícias' }).getByRole('link').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/details\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.public-detail-summary')).not.toBeEmpty();
    await expect(page.locator('.news-body')).toHaveCount(0);
    await expect(page.getByRole('article').getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      /^\/pages\/login\?to=%2Finformative%2F\d+%2F\d+$/,
    );
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/e2e/visitor-detail-${name}.png`, fullPage: true });

    // "Ver planos" leads to the plans.
    await page.getByRole('article').getByRole('link', { name: 'Ver planos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Planos e pacotes' })).toBeVisible();

    await page.goto('/landing-page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Informação de mercado para o agronegócio' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mercados acompanhados' })).toContainText('Açúcar e Etanol');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/e2e/visitor-landing-${name}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
}

test.describe('in Argentine Spanish', () => {
  test.use({ locale: 'es-AR' });

  test('the home speaks the visitor’s language, its numbers written as there', async ({ page }) => {
    await page.setViewportSize(SIZES[0]);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'El mercado del agronegocio hoy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ingresar' })).toBeVisible();
    const quotes = page.getByRole('region', { name: 'Cotizaciones' });
    await expect(quotes.locator('tbody td').first()).toHaveText(/\d,\d{2}/);
    await expect(page.getByRole('region', { name: 'Temas' })).toContainText('Azúcar y Etanol');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/e2e/visitor-home-es-ar-390x844.png', fullPage: true });
  });
});
