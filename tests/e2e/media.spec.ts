import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

// Media in Chromium against the reference server: the DOM budget of a long playlist (bench/budgets.json). Playing and
// the docked player are the @ui scenarios of features/media/media.feature.

const EMAIL = 'gratuito@example.com';
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as {
  playlistDom: { items: number; maxElements: number };
};

test(`a playlist of ${budgets.playlistDom.items} items keeps the page under ${budgets.playlistDom.maxElements} DOM elements`, async ({
  page,
}) => {
  await signIn(page, EMAIL);
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
