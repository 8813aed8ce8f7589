import { type Browser, expect, type Page } from '@playwright/test';
import { COOKIE_CONSENT_NAME } from '../../core/shell/cookie-consent';

/** The sizes every screen is judged at: a phone and a desk. */
export const SCREENS = {
  phone: { name: 'phone', width: 390, height: 844 },
  desk: { name: 'desk', width: 1366, height: 800 },
} as const;

export type Screen = (typeof SCREENS)[keyof typeof SCREENS];

/** A browser of its own at a screen's size, its cookie notice already answered (so screenshots show the page). */
export async function browserAt(browser: Browser, baseURL: string, screen: Screen) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    locale: 'pt-BR',
  });
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL }]);
  return { context, page: await context.newPage() };
}

/** Nothing on the page is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}
