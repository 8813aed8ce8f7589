import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInWithCode } from './mailbox';

// Favourites in Chromium against the reference server: a content starred on a phone is kept in the account, so a
// desk of the same user shows it in the favourites view once it has signed in. The publisher's account is used: no
// other suite signs it in, so its favourites and its sessions are this test's own.

const EMAIL = 'publicador@example.com';

async function signedIn(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size, locale: 'pt-BR' })).newPage();
  await signInWithCode(page, EMAIL);
  return page;
}

/** The favourites view's titles, once every favourite shows its own. */
async function favoriteTitles(page: Page): Promise<string[]> {
  const view = page.locator('.favorites-page');
  await expect(view).toHaveAttribute('aria-busy', 'false');
  const items = page.getByRole('list', { name: 'Favoritos' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(items.locator('.content-title')).toHaveCount(await items.count());
  return items.locator('.content-title').allInnerTexts();
}

test('a favourite starred on the phone shows in the favourites view of the desk after it signs in', async ({
  browser,
}) => {
  mkdirSync('test-results/e2e', { recursive: true });
  const phone = await signedIn(browser, { width: 390, height: 844 });
  await phone.goto('/informative/1');
  const entry = phone.getByRole('list', { name: 'Conteúdos' }).getByRole('listitem').first();
  const title = (await entry.getByRole('link').first().getAttribute('aria-label')) ?? '';
  expect(title).not.toBe('');
  const saved = phone.waitForResponse(
    (r) => r.url().includes('/layoutwdma/saveconfig') && r.request().method() === 'POST',
  );
  await entry.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
  expect((await saved).status()).toBe(200);
  await expect(entry.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true');

  await phone.goto('/favorites?commodity=1');
  expect(await favoriteTitles(phone)).toEqual([title]);
  expect(
    await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: 'test-results/e2e/favorites-phone.png', fullPage: true });
  await phone.getByRole('button', { name: /Menu do usuário/ }).click();
  const phoneMenu = phone.getByRole('dialog', { name: 'Menu do usuário' });
  await expect(phoneMenu.getByRole('link', { name: 'Favoritos' })).toBeVisible();
  await phone.screenshot({ path: 'test-results/e2e/favorites-user-menu-phone.png' });
  await phone.keyboard.press('Escape');
  await expect(phoneMenu).toBeHidden();

  const desk = await signedIn(browser, { width: 1366, height: 800 });
  await desk.goto('/favorites');
  expect(await favoriteTitles(desk)).toEqual([title]);
  await expect(desk.getByRole('button', { name: 'Todas as commodities' })).toHaveAttribute('aria-pressed', 'true');
  await desk.screenshot({ path: 'test-results/e2e/favorites-desk.png', fullPage: true });

  // The desk's user menu leads to the favourites and stars the page shown; its starred pages list it.
  await desk.getByRole('button', { name: /Menu do usuário/ }).click();
  const menu = desk.getByRole('dialog', { name: 'Menu do usuário' });
  await menu.getByRole('button', { name: 'Marcar esta página' }).click();
  await expect(menu.getByRole('button', { name: 'Desmarcar esta página' })).toHaveAttribute('aria-pressed', 'true');
  await desk.screenshot({ path: 'test-results/e2e/favorites-user-menu-desk.png' });
  await menu.getByRole('button', { name: 'Páginas marcadas', exact: true }).click();
  const starred = desk.getByRole('dialog', { name: /^Páginas marcadas/ });
  await expect(starred.getByRole('list', { name: 'Páginas marcadas' }).getByRole('link')).toHaveAttribute(
    'href',
    '/favorites',
  );
  await desk.screenshot({ path: 'test-results/e2e/favorites-starred-pages-desk.png' });

  // Taken out on the desk, the favourite leaves its view.
  await starred.getByRole('button', { name: 'Fechar' }).click();
  await desk.getByRole('list', { name: 'Favoritos' }).getByRole('button', { name: 'Remover dos favoritos' }).click();
  await expect(desk.getByText('Nenhum favorito')).toBeVisible();
});
