// The cookie notice (SPEC §2, §4): shown until accepted or rejected; the choice is a cookie.
import { type CookiePort } from '../kernel/cookie.port';

/** Name of the consent cookie. */
export const COOKIE_CONSENT_NAME = 'cookiesAccepted';
/** How long the choice is kept, in days. */
export const COOKIE_CONSENT_DAYS = 365;

/** The user's cookie choice. */
export type CookieChoice = 'accepted' | 'rejected';

/** The cookie-consent rule over the cookie port. */
export class CookieConsent {
  constructor(private readonly cookies: CookiePort) {}

  /** The stored choice, or null when the user has not chosen. */
  choice(): CookieChoice | null {
    const value = this.cookies.get(COOKIE_CONSENT_NAME);
    if (value === 'true') return 'accepted';
    if (value === 'false') return 'rejected';
    return null;
  }

  /** Whether the notice is shown: until the user accepts or rejects. */
  shouldShowNotice(): boolean {
    return this.choice() === null;
  }

  /** The user accepts cookies. */
  accept(): void {
    this.cookies.set(COOKIE_CONSENT_NAME, 'true', COOKIE_CONSENT_DAYS);
  }

  /** The user rejects cookies. */
  reject(): void {
    this.cookies.set(COOKIE_CONSENT_NAME, 'false', COOKIE_CONSENT_DAYS);
  }

  /** The X-Cookies-Accepted header value ('true'/'false'), or null when no consent cookie exists. */
  headerValue(): 'true' | 'false' | null {
    const choice = this.choice();
    return choice === null ? null : choice === 'accepted' ? 'true' : 'false';
  }
}
