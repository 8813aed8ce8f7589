import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInWithCode } from './mailbox';

// The notification centre in Chromium against the reference server: the bell counts the news sent to the subscriber,
// the panel lists them (a popover on a desk, a sheet on a phone) without any sideways scrolling, each opens its
// content, and opening the panel marks them seen.

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1366, height: 800 },
] as const;

async function signIn(page: Page): Promise<void> {
  await signInWithCode(page, 'assinante@example.com');
  await expect(page).toHaveURL(/\/informative\/1$/);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const size of SIZES) {
  test(`the notification centre on a ${size.name} (${size.width}x${size.height})`, async ({ page }) => {
    mkdirSync('test-results/e2e', { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page);

    const bell = page.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ });
    await expect(bell).toBeVisible();
    await expect(bell.locator('.bell-badge')).toHaveText(/^\d+\+?$/);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await expect(panel).toBeVisible();
    const items = panel.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    await expect(items.first().locator('time')).toHaveText(/\d{2} \S+ \d{4}, \d{2}:\d{2}/);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
    if (size.name === 'phone') expect(box!.width).toBeGreaterThanOrEqual(size.width - 1);
    await page.screenshot({ path: `test-results/e2e/notification-centre-${size.name}.png` });

    // Escape closes it, the focus is back on the bell, which now shows nothing unread.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const seen = page.getByRole('button', { name: 'Notificações', exact: true });
    await expect(seen).toBeFocused();

    // Each notification opens its content.
    await seen.click();
    const first = panel.getByRole('link').first();
    const title = (await first.locator('.notification-title').textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/informative\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(panel).toBeHidden();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}
