import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInWithCode } from './mailbox';

// Media in Chromium against the reference server: an audio item plays from the media page, its time advances, and it
// keeps playing in the docked mini-player while the user reads another page (the free account: its free audio is the
// one it may play). On a phone and on a desk, with screenshots.

const EMAIL = 'gratuito@example.com';
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as {
  playlistDom: { items: number; maxElements: number };
};
const TITLE = 'Milho: fechamento comentado';

/** The current time of the docked audio player, in seconds. */
const audioTime = (page: Page) =>
  page.locator('#media-dock audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
const audioPaused = (page: Page) =>
  page.locator('#media-dock audio').evaluate((audio: HTMLAudioElement) => audio.paused);

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1366, height: 800 },
]) {
  test(`an audio plays, its time advances, and it keeps playing on another page (${size.name})`, async ({
    browser,
  }) => {
    mkdirSync('test-results/e2e', { recursive: true });
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, locale: 'pt-BR' });
    const page = await context.newPage();
    await signInWithCode(page, EMAIL);
    await page.goto('/media');
    await expect(page.getByRole('heading', { name: 'Mídia' })).toBeVisible();
    await page.getByRole('button', { name: `Tocar ${TITLE}` }).click();
    const player = page.getByRole('region', { name: 'Player de mídia' });
    await expect(player.getByRole('button', { name: 'Pausar' })).toBeVisible();
    await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(1);
    await page.screenshot({ path: `test-results/e2e/media-playing-${size.name}.png` });

    // Another page of the app, reached by the app's own navigation: the player stays and goes on playing.
    await page.evaluate(() => {
      history.pushState({}, '', '/informative/1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/informative\/1$/);
    await expect(page.getByRole('list', { name: 'Conteúdos' })).toBeVisible();
    const before = await audioTime(page);
    await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 1);
    expect(await audioPaused(page)).toBe(false);
    await expect(player).toContainText(TITLE);
    await page.screenshot({ path: `test-results/e2e/media-mini-player-${size.name}.png` });

    await player.getByRole('button', { name: 'Pausar' }).click();
    await expect.poll(() => audioPaused(page)).toBe(true);
    await context.close();
  });
}

test(`a playlist of ${budgets.playlistDom.items} items keeps the page under ${budgets.playlistDom.maxElements} DOM elements`, async ({
  page,
}) => {
  await signInWithCode(page, EMAIL);
  // A playlist of 1,000 items kept on the device, as the app keeps it (SavedPlaylist), read back when /media opens.
  await page.evaluate((count) => {
    const items = Array.from({ length: count }, (_, index) => ({
      _id: `m-${index + 1}`,
      kind: 'audio',
      title: `Mídia ${index + 1}`,
      author: 'Marina Couto',
      commodity: 13,
      duration: 20,
      thumbnail: '/api/media/thumbnail/m-audio-milho.svg',
      dt_publish: '2026-11-20T11:00:00.000Z',
      locked: false,
      variants: [],
    }));
    localStorage.setItem('playlist', JSON.stringify({ items, selected: 'm-1', current: null }));
  }, budgets.playlistDom.items);
  await page.goto('/media');
  await page.getByRole('group', { name: 'Exibição' }).getByRole('button', { name: 'Playlist', exact: true }).click();
  const rows = page.locator('.media-page .media-playlist-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.media-page .media-playlist-head')).toContainText(`${budgets.playlistDom.items} itens`);
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  console.log(
    `DOM elements with a playlist of ${budgets.playlistDom.items} items: ${elements} (${await rows.count()} rows drawn)`,
  );
  expect(elements).toBeLessThan(budgets.playlistDom.maxElements);
  // Scrolled to its end, the last item is drawn and the page stays as light.
  await page
    .locator('.media-page .media-playlist-scroll')
    .evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
  await expect(page.getByRole('button', { name: `Selecionar Mídia ${budgets.playlistDom.items}` })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(
    budgets.playlistDom.maxElements,
  );
});
