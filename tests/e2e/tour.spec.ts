import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { latestCode } from './mailbox';

// The guided tour in Chromium against the reference server, on a phone and on a desk: it starts by itself after the
// first sign-in of an account that has not put it away, steps through the page's elements by button and by keyboard
// (focus in the popover, the highlighted element the step's), and a skip (the Skip button on the phone, Escape on the
// desk) is kept on the account, so a new sign-in on another device does not start it again. The seed's editor and
// publisher accounts are used: no other suite signs in with them, and every other account has put the tour away.

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 800 };

async function signIn(browser: Browser, email: string, size: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size, locale: 'pt-BR' })).newPage();
  const since = Date.now();
  await page.goto('/pages/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Celeiro#2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByLabel('Código de verificação').fill(await latestCode(page.request, email, since));
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page).toHaveURL(/\/informative\//);
  return page;
}

const popover = (page: Page) => page.getByRole('dialog', { name: /.+/ }).and(page.locator('.driver-popover'));

/** The step shown: its title, its progress (current and total) and the data-tour mark of what it highlights. */
async function step(page: Page) {
  const title = (await page.locator('.driver-popover-title').textContent()) ?? '';
  const progress = (await page.locator('.driver-popover-progress-text').textContent()) ?? '';
  const [current = NaN, total = NaN] = progress.split(' de ').map(Number);
  const target = await page.evaluate(
    () => document.querySelector('.driver-active-element')?.getAttribute('data-tour') ?? null,
  );
  return { title, current, total, target };
}

/** Whether the focus is inside the tour's popover. */
const focusInPopover = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('.driver-popover')));

/** Waits until the step after `title` shows and the tour has finished moving to it (its Next button enabled). */
async function nextShown(page: Page, title: string) {
  await expect(page.locator('.driver-popover-title')).not.toHaveText(title);
  await expect(popover(page).locator('.driver-popover-next-btn')).toBeEnabled();
}

function accountKeeps(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/client/update/skip-tour') && response.request().method() === 'POST',
  );
}

async function notStarted(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(page.locator('.driver-popover')).toHaveCount(0);
}

test.beforeAll(() => mkdirSync('test-results/e2e', { recursive: true }));

test('on a phone: the tour starts after the first sign-in, steps through, and Skip keeps it away from the next sign-in', async ({
  browser,
}) => {
  const email = 'editor@example.com';
  const page = await signIn(browser, email, PHONE);
  await expect(popover(page)).toBeVisible();
  const first = await step(page);
  expect(first).toMatchObject({ title: 'Boas-vindas ao Celeiro', current: 1, target: null });
  expect(first.total).toBeGreaterThanOrEqual(5);
  expect(first.total).toBeLessThanOrEqual(8);
  expect(await focusInPopover(page)).toBe(true);
  await page.screenshot({ path: 'test-results/e2e/tour-phone-welcome.png' });

  // The phone's menu is its button; the sidebar is not there.
  await popover(page).getByRole('button', { name: 'Próximo' }).click();
  await nextShown(page, first.title);
  expect(await step(page)).toMatchObject({ title: 'Menu', current: 2, target: 'menu-button' });
  // The arrow key moves on too.
  await page.keyboard.press('ArrowRight');
  await nextShown(page, 'Menu');
  const third = await step(page);
  expect(third.current).toBe(3);
  expect(third.target).not.toBeNull();
  await expect(page.locator(`[data-tour="${third.target}"]`).first()).toBeInViewport();
  await page.screenshot({ path: 'test-results/e2e/tour-phone-step.png' });

  const kept = accountKeeps(page);
  await popover(page).getByRole('button', { name: 'Pular o tour' }).click();
  const response = await kept;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ skipTour: true });
  await expect(page.locator('.driver-popover')).toHaveCount(0);
  // The highlighted buttons keep their own ARIA attributes.
  await expect(page.locator('[data-tour="menu-button"]')).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(page.locator('[data-tour="menu-button"]')).toHaveAttribute('aria-expanded', 'false');

  await page.context().close();
  await notStarted(await signIn(browser, email, PHONE));
});

test('on a desk: the tour starts after the first sign-in, goes through every step, and Escape keeps it away from the next sign-in', async ({
  browser,
}) => {
  const email = 'publicador@example.com';
  const page = await signIn(browser, email, DESK);
  await expect(popover(page)).toBeVisible();
  const seen: (string | null)[] = [];
  let shown = await step(page);
  seen.push(shown.target);
  while (shown.current < shown.total) {
    await popover(page).getByRole('button', { name: 'Próximo' }).click();
    await nextShown(page, shown.title);
    shown = await step(page);
    seen.push(shown.target);
    expect(await focusInPopover(page)).toBe(true);
    if (shown.target === 'filters') await page.screenshot({ path: 'test-results/e2e/tour-desk-filters.png' });
  }
  // The desk's menu is the sidebar; every step the issue names, in order.
  expect(seen).toEqual([null, 'menu', 'filters', 'view-style', 'ticker', 'notifications', 'user-menu']);
  await expect(popover(page).getByRole('button', { name: 'Concluir' })).toBeVisible();
  await expect(popover(page).getByRole('button', { name: 'Pular o tour' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/tour-desk-last.png' });

  // Tab stays in the tour: the popover's buttons and the highlighted element (which can be used meanwhile).
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('.driver-popover, .driver-active-element'))),
    ).toBe(true);
  }

  const kept = accountKeeps(page);
  await page.keyboard.press('Escape');
  expect((await kept).status()).toBe(200);
  await expect(page.locator('.driver-popover')).toHaveCount(0);
  // The focus goes back to the page (the sign-in's button is gone: the page's main region).
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  expect(await page.evaluate(() => localStorage.getItem('tourSkipped'))).toBe('true');

  await page.context().close();
  await notStarted(await signIn(browser, email, DESK));
});
