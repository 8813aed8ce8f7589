import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { drawsText, pageContents } from '../support/pdf-pages';
import { signIn } from '../support/sign-in';
import { subscriberItemWithAttachment } from './seeded-documents';

// Documents that download: a signed-in subscriber downloads an attachment of a news item on a phone, and the PDF saved
// carries the user's e-mail on its first page (and every other).

mkdirSync('test-results/e2e', { recursive: true });

test('a subscriber downloads an attachment stamped with their e-mail, on a phone', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.setViewportSize({ width: 390, height: 844 });
  const item = subscriberItemWithAttachment();
  await page.goto('/pages/login');
  await signIn(page, 'assinante@example.com', { at: `/informative/0/${item.id}` });
  const download = page.getByRole('button', { name: `Baixar ${item.attachment}` });
  await download.scrollIntoViewIfNeeded();
  await expect(download).toBeVisible();
  await expect(page.getByRole('button', { name: `Visualizar ${item.attachment}` })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/e2e/documents-390x844.png', fullPage: true });

  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toBe(item.attachment);
  const bytes = new Uint8Array(await readFile(await saved.path()));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const pages = await pageContents(bytes);
  expect(drawsText(pages[0]!, 'assinante@example.com')).toBe(true);
  expect(pages.every((content) => drawsText(content, 'assinante@example.com'))).toBe(true);
  expect(problems).toEqual([]);
});
