import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// The help dialog on a phone and on a desk (issue 11, item 4): opened from the public footer, its eight tabs reachable
// without any sideways scroll, the diagnostic sent; and the /version page with the version and its build date.

mkdirSync('test-results/e2e', { recursive: true });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
] as const;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const size of SIZES) {
  test(`a visitor opens the help at ${size.width}x${size.height} and goes through its tabs`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/pages/login');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Ajuda' }).click();
    const help = page.getByRole('dialog', { name: 'Ajuda' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('tab')).toHaveCount(8);
    await expect(help.getByRole('heading', { level: 3, name: 'Celeiro Consultoria' })).toBeVisible();
    await page.screenshot({ path: `test-results/e2e/help-${size.width}x${size.height}.png` });

    // Every tab is on screen (they wrap rather than scroll), and the keyboard moves through them.
    for (const tab of await help.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
    }
    await help.getByRole('tab', { name: 'Sobre' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(help.getByRole('tab', { name: 'Atendimento' })).toHaveAttribute('aria-selected', 'true');
    await expect(help.getByRole('list', { name: 'Atendimento' }).getByRole('listitem')).toHaveCount(2);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/e2e/help-attendance-${size.width}x${size.height}.png` });

    await help.getByRole('tab', { name: 'Ferramentas de suporte' }).click();
    const sent = page.waitForResponse((response) => response.url().includes('/api/logger/applogger'));
    await help.getByRole('button', { name: 'Enviar diagnóstico' }).click();
    expect((await sent).status()).toBe(204);
    await expect(page.getByText('Diagnóstico enviado ao atendimento.')).toBeVisible();
    await page.screenshot({ path: `test-results/e2e/help-support-${size.width}x${size.height}.png` });

    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Ajuda' })).toBeFocused();
  });
}

test('the /version page gives the version hash and the build date', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const version = (await (await page.request.get('/appversion.json')).json()) as { hash: string; builtAt: string };
  await page.goto('/version');
  await expect(page.getByRole('heading', { level: 1, name: 'Versão' })).toBeVisible();
  await expect(page.getByText(version.hash, { exact: true })).toBeVisible();
  await expect(page.locator('.version-info time')).toHaveAttribute('datetime', version.builtAt);
  await page.screenshot({ path: 'test-results/e2e/version-390x844.png' });
});
