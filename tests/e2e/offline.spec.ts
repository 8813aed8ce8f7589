import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

// A saved news opens with the network off: the service worker keeps the app shell and a copy of each news in the
// schedule (with its attachments), and the page says it is showing that copy. The admin's account is used: no other
// suite touches its schedule.

const EMAIL = 'admin@example.com';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** The keys of the copies the service worker keeps. */
const keptCopies = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('celeiro-shelf')).keys()).map((request) => request.url));

test('a news saved to the schedule opens, with its copy noted, when the network is off', async ({ page, context }) => {
  mkdirSync('test-results/e2e', { recursive: true });
  await signIn(page, EMAIL);

  const entry = page.getByRole('list', { name: 'Conteúdos' }).getByRole('listitem').first();
  await entry.getByRole('link').first().click();
  await page.waitForURL(/\/informative\/\d+\/\d+$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('button', { name: 'Salvar na agenda' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const saved = page.waitForResponse((r) => r.url().includes('/saveconfig') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Salvar na agenda' }).click();
  expect((await saved).status()).toBe(200);
  // The first news saved on this device starts its service worker, which then keeps a copy of it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect
    .poll(async () => (await keptCopies(page)).some((url) => url.endsWith(`news/detail?id=${id}`)), { timeout: 30_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.goto(`/informative/1/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Chromium's offline emulation cuts the new document's network but leaves its navigator.onLine true, where a
  // browser really offline says false: applied again to the document now there, it says false and fires `offline`.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('status').filter({ hasText: 'sem conexão' })).toBeVisible();
  await expect(page.locator('.news-body')).not.toBeEmpty();
  await page.screenshot({ path: 'test-results/e2e/offline-detail-phone.png', fullPage: true });

  await page.goto('/schedule');
  await expect(page.getByRole('list', { name: 'Agenda' }).getByRole('link', { name: title })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/offline-schedule-phone.png', fullPage: true });

  // Back online, taking the news out of the schedule deletes its copies.
  await devtools.detach();
  await context.setOffline(false);
  await page.goto(`/informative/1/${id}`);
  await page.getByRole('button', { name: 'Na agenda' }).click();
  await expect
    .poll(async () => (await keptCopies(page)).filter((url) => url.includes(`id=${id}`)), { timeout: 15_000 })
    .toEqual([]);

  // Saved again, then the user signs out: the shelf of the user who left is emptied.
  await page.getByRole('button', { name: 'Salvar na agenda' }).click();
  await expect
    .poll(async () => (await keptCopies(page)).some((url) => url.endsWith(`news/detail?id=${id}`)), { timeout: 30_000 })
    .toBe(true);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL(/\/pages\/login/);
  // (The page may name an empty schedule to the service worker as it leaves: an empty index, no copy.)
  expect((await keptCopies(page)).filter((url) => url.includes('id='))).toEqual([]);
});
