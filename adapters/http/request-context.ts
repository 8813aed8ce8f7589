import {
  CookieConsent,
  DeviceType,
  detectDeviceType,
  type CookiePort,
  type Locale,
  type RefreshedTokens,
  type SessionRepository,
  type StoragePort,
} from '../../core';

/** The tokens a refresh stores: the new access token and the new refresh token. */
export type StoredTokens = Pick<RefreshedTokens, 'token' | 'refresh_token'>;

/** What the HTTP adapter needs to know about the current user and device to build a request (SPEC §7). */
export interface RequestContext {
  /** The bearer token when signed in. */
  token(): string | undefined;
  /** The interface locale, sent as `lang`. */
  locale(): Locale;
  /** Whether this is a desktop device, sent as `isDesktop`. */
  isDesktop(): boolean;
  /** The cookie-consent choice, or undefined when no consent cookie exists. */
  cookiesAccepted(): boolean | undefined;
  /** This tab's correlation id (created and stored on first use where ids can be made). */
  correlationId(): string | undefined;
  /** The refresh token when signed in; without it an expired access token is not refreshed. */
  refreshToken?(): string | undefined;
  /** Stores the tokens a refresh gave (kept where the session is stored). */
  storeTokens?(tokens: StoredTokens): void;
}

/** Session-storage key of the correlation id. */
export const CORRELATION_ID_KEY = 'correlationId';

/**
 * The request context of the running app, read from the ports at each request: the tokens of the stored
 * session (and refreshed tokens written back into it), the interface locale, the device type from the user
 * agent, the cookie choice and this tab's correlation id: a random UUID kept in session storage from the first
 * request on, so the server's log lines of one tab's requests share it.
 */
export class SessionRequestContext implements RequestContext {
  private readonly consent: CookieConsent;

  constructor(
    private readonly session: SessionRepository,
    cookies: CookiePort,
    private readonly sessionStorage: StoragePort,
    private readonly localeSource: { current(): Locale },
    private readonly userAgent: () => string | undefined = () => globalThis.navigator?.userAgent,
    private readonly newId: () => string | undefined = () => globalThis.crypto?.randomUUID?.(),
  ) {
    this.consent = new CookieConsent(cookies);
  }

  token(): string | undefined {
    return this.session.current()?.token;
  }

  locale(): Locale {
    return this.localeSource.current();
  }

  isDesktop(): boolean {
    return detectDeviceType(this.userAgent()) === DeviceType.DESKTOP;
  }

  cookiesAccepted(): boolean | undefined {
    const choice = this.consent.choice();
    return choice === null ? undefined : choice === 'accepted';
  }

  correlationId(): string | undefined {
    const stored = this.sessionStorage.getItem(CORRELATION_ID_KEY);
    if (stored) return stored;
    const id = this.newId();
    if (id) this.sessionStorage.setItem(CORRELATION_ID_KEY, id);
    return id;
  }

  refreshToken(): string | undefined {
    return this.session.current()?.refresh_token || undefined;
  }

  storeTokens(tokens: StoredTokens): void {
    const user = this.session.current();
    if (user) this.session.update({ ...user, token: tokens.token, refresh_token: tokens.refresh_token });
  }
}
