import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pressRadio } from './controls';
import { signInWithCode } from './mailbox';

// The layout kept in the account, in Chromium against the reference server: a theme, zoom, alignment and ticker
// change made on a phone shows on a desk after it signs in, and the desk's layout history lists it with its dates,
// restores the version before, and gives the focus back to the user menu when it closes. The demo account is used,
// so the other suites' subscriber keeps the default layout.

const EMAIL = 'demo@example.com';

async function signedIn(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size, locale: 'pt-BR' })).newPage();
  await signInWithCode(page, EMAIL);
  return page;
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  const menu = page.getByRole('dialog', { name: 'Menu do usuário' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Makes a change in the user menu and waits until the account has saved it. */
async function saved(page: Page, change: () => Promise<void>): Promise<void> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/layout') && r.request().method() === 'POST');
  await change();
  expect((await response).status()).toBe(200);
}

const display = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    alignment: document.documentElement.dataset.alignDetail,
    zoom: document.documentElement.style.getPropertyValue('--zoom'),
    tickerAtTheTop: document.querySelector('header + .news-ticker') !== null,
  }));

test('a layout chosen on the phone follows the account to the desk, whose history lists and restores it', async ({
  browser,
}) => {
  mkdirSync('test-results/e2e', { recursive: true });
  const phone = await signedIn(browser, { width: 390, height: 844 });
  const menu = await openUserMenu(phone);
  await saved(phone, () => pressRadio(menu, 'Escuro'));
  await saved(phone, () => pressRadio(menu, 'À direita'));
  // The switch's own input is hidden; its label is what is pressed (it is scrolled to inside the menu).
  await saved(phone, () => menu.locator('.switch', { hasText: 'Ticker no topo' }).click());
  await saved(phone, async () => {
    await menu.getByRole('button', { name: /Tamanho da fonte/ }).click();
    await phone.getByRole('option', { name: '110%' }).click();
  });
  await phone.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const chosen = { theme: 'dark', alignment: 'right', zoom: '1.1', tickerAtTheTop: true };
  expect(await display(phone)).toEqual(chosen);

  const desk = await signedIn(browser, { width: 1366, height: 800 });
  await expect.poll(() => display(desk)).toEqual(chosen);

  const deskMenu = await openUserMenu(desk);
  await deskMenu.getByRole('button', { name: 'Histórico do layout' }).click();
  const history = desk.getByRole('dialog', { name: 'Histórico do layout' });
  const versions = history.getByRole('list', { name: 'Versões do layout' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Em uso');
  await expect(versions.first()).toContainText('Escuro');
  await expect(versions.first()).toContainText(/Versão de \d{2}\/\d{2}\/\d{4}/);
  await expect(versions.first()).toContainText(/Atualizada em \d{2}\/\d{2}\/\d{4}/);
  await desk.screenshot({ path: 'test-results/e2e/layout-history-desk.png' });

  await versions
    .nth(1)
    .getByRole('button', { name: /^Restaurar a versão/ })
    .click();
  await expect
    .poll(() => display(desk))
    .toEqual({ theme: 'light', alignment: 'center', zoom: '1', tickerAtTheTop: false });
  await expect(versions).toHaveCount(3);
  await desk.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(desk.getByRole('button', { name: /Menu do usuário/ })).toBeFocused();

  // The phone shows the restored layout at its next user-info check; its history fits a phone's screen.
  const phoneMenu = await openUserMenu(phone);
  await phoneMenu.getByRole('button', { name: 'Histórico do layout' }).click();
  await expect(phone.getByRole('dialog', { name: 'Histórico do layout' })).toBeVisible();
  expect(
    await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: 'test-results/e2e/layout-history-phone.png' });
});
