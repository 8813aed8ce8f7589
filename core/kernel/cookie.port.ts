/** Browser cookies (the cookie-consent choice lives here). */
export interface CookiePort {
  /** The cookie's value, or null when absent. */
  get(name: string): string | null;
  /** Sets a cookie for `days` days. */
  set(name: string, value: string, days: number): void;
}
/** Injection token of the CookiePort. */
export const CookiePort = Symbol('CookiePort');
