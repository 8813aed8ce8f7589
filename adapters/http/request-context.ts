import { type Locale } from '../../core';

/** The tokens auth/getAccessTokenFromRefreshToken answers: a new access token and a new refresh token. */
export interface RefreshedTokens {
  token: string;
  refresh_token: string;
}

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
  /** The stored correlation id, if any. */
  correlationId(): string | undefined;
  /** The refresh token when signed in; without it an expired access token is not refreshed. */
  refreshToken?(): string | undefined;
  /** Stores the tokens a refresh gave (kept where the session is stored). */
  storeTokens?(tokens: RefreshedTokens): void;
}
