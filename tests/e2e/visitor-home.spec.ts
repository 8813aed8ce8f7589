import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// The visitor's home in another language, on a phone. The home, the public detail and the landing page themselves are
// in features/content/visitor-home.feature.

mkdirSync('test-results/e2e', { recursive: true });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
] as const;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

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
