import { expect, test, type Page } from '@playwright/test';
import { latestCode } from './mailbox';

// The signed-in frame as a subscriber sees it on a phone, a tablet and a desk: the first content item in the first
// screen of a phone, nothing wider than the window on any page, and a screenshot of each page at each size.

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 800 },
] as const;

const list = (page: Page) => page.getByRole('list', { name: 'Conteúdos' });

/** How far the page scrolls sideways (0 when nothing is wider than the window). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the list, a detail and my account fit a phone, a tablet and a desk', async ({ page }) => {
  const email = 'assinante@example.com';
  const since = Date.now();
  await page.goto('/pages/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Celeiro#2026');
  await page.getByLabel('Lembrar de mim').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByLabel('Código de verificação').fill(await latestCode(page.request, email, since));
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page).toHaveURL(/\/informative\/1$/);
  const detail = (await list(page).getByRole('link').first().getAttribute('href')) ?? '';

  for (const size of SIZES) {
    await page.setViewportSize(size);
    const name = `${size.width}x${size.height}`;

    await page.goto('/informative/1');
    const first = list(page).getByRole('listitem').first();
    await expect(first).toBeVisible();
    if (size.width === 390) {
      // On the phone the menu waits in a drawer and the first item of the list shows without scrolling.
      await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
      const box = await first.boundingBox();
      expect(box && box.y + 40 <= size.height, `first item at ${box?.y} px of ${size.height}`).toBe(true);
    }
    expect(await sideways(page), `list at ${name}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `artifacts/e2e/layout-list-${name}.png` });

    await page.goto(detail);
    await expect(page.locator('.news-body')).toBeVisible();
    expect(await sideways(page), `detail at ${name}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `artifacts/e2e/layout-detail-${name}.png` });

    await page.goto('/my-account');
    await expect(page.getByRole('heading', { level: 2, name: 'Dados da conta', exact: true })).toBeVisible();
    expect(await sideways(page), `my account at ${name}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `artifacts/e2e/layout-my-account-${name}.png` });
  }

  // On the phone the drawer holds the home menu and closes once an entry is followed.
  await page.setViewportSize(SIZES[0]);
  await page.goto('/informative/1');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Navegação principal' });
  await drawer.getByRole('link', { name: 'Café' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Café' })).toBeVisible();
  await expect(drawer).toBeHidden();
  await page.screenshot({ path: 'artifacts/e2e/layout-after-drawer-390x844.png' });
});
