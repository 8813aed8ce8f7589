import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

// Consulting's download in Chromium against the reference server: a delivered balance's document saved as a PDF. The
// consulting page itself (the menu, services, statuses, filters, opening a document, the upsell) is the @ui scenarios of
// features/content/consulting.feature.

test('a subscriber saves a delivered consulting document as a PDF', async ({ page }) => {
  await signIn(page, 'assinante@example.com', { at: '/consulting' });
  const balances = page.getByRole('region', { name: /^Balanço de oferta e demanda/ });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    balances
      .getByRole('button', { name: /^Baixar / })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
