import { type Browser, expect, type Page } from '@playwright/test';
import { signInWithCode } from './mailbox';

/** The sizes every screen is judged at: a phone, a tablet and a desk. */
export const SCREENS = {
  phone: { name: 'phone', width: 390, height: 844 },
  tablet: { name: 'tablet', width: 768, height: 1024 },
  desk: { name: 'desk', width: 1366, height: 800 },
} as const;

export type Screen = (typeof SCREENS)[keyof typeof SCREENS];

/** A browser of its own at a screen's size, signed in as `email` (with its code), the cookie notice answered. */
export async function signedInAt(browser: Browser, email: string, screen: Screen) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  await signInWithCode(page, email);
  // The cookie notice answered, so the screenshots show the page.
  await page.getByRole('button', { name: 'Aceitar cookies' }).click();
  return { context, page };
}

/** Nothing on the page is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}
