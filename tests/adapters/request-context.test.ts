import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_NAME, SessionRepository, type Locale } from '../../core';
import { CORRELATION_ID_KEY, SessionRequestContext } from '../../adapters/http/request-context';
import { activeUser } from '../fakes/builders';
import { MemoryCookies } from '../fakes/fake-apis';
import { MemoryStorage } from '../fakes/memory-storage';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function setup(options: { agent?: string; locale?: Locale; ids?: () => string | undefined } = {}) {
  const sessionStorage = new MemoryStorage();
  const session = new SessionRepository(new MemoryStorage(), sessionStorage);
  const cookies = new MemoryCookies();
  let locale: Locale = options.locale ?? 'PtBr';
  const context = new SessionRequestContext(
    session,
    cookies,
    sessionStorage,
    { current: () => locale },
    () => options.agent ?? DESKTOP,
    options.ids,
  );
  return { session, cookies, sessionStorage, context, setLocale: (next: Locale) => (locale = next) };
}

describe('SessionRequestContext', () => {
  it('reads the tokens of the stored user, and none when signed out', () => {
    const { session, context } = setup();
    expect(context.token()).toBeUndefined();
    expect(context.refreshToken()).toBeUndefined();
    session.save(activeUser({ token: 'access-1', refresh_token: 'refresh-1' }), true);
    expect(context.token()).toBe('access-1');
    expect(context.refreshToken()).toBe('refresh-1');
  });

  it('has no refresh token when the stored user has an empty one', () => {
    const { session, context } = setup();
    session.save(activeUser({ refresh_token: '' }), false);
    expect(context.refreshToken()).toBeUndefined();
  });

  it('stores refreshed tokens in the stored user, keeping the rest of it and the remember choice', () => {
    const { session, sessionStorage, context } = setup();
    session.save(activeUser({ nome: 'Ana', token: 'access-1', refresh_token: 'refresh-1' }), true);
    context.storeTokens({ token: 'access-2', refresh_token: 'refresh-2' });
    expect(session.current()).toMatchObject({ nome: 'Ana', token: 'access-2', refresh_token: 'refresh-2' });
    expect(sessionStorage.items.size).toBe(0);
  });

  it('does not bring a session back when tokens arrive after logout', () => {
    const { session, context } = setup();
    context.storeTokens({ token: 'access-2', refresh_token: 'refresh-2' });
    expect(session.current()).toBeNull();
  });

  it('follows the interface locale', () => {
    const { context, setLocale } = setup();
    expect(context.locale()).toBe('PtBr');
    setLocale('EsAr');
    expect(context.locale()).toBe('EsAr');
  });

  it('tells a desktop from a phone by the user agent', () => {
    expect(setup({ agent: DESKTOP }).context.isDesktop()).toBe(true);
    expect(setup({ agent: PHONE }).context.isDesktop()).toBe(false);
  });

  it('reads the cookie choice: none, accepted or rejected', () => {
    const { cookies, context } = setup();
    expect(context.cookiesAccepted()).toBeUndefined();
    cookies.set(COOKIE_CONSENT_NAME, 'true', 365);
    expect(context.cookiesAccepted()).toBe(true);
    cookies.set(COOKIE_CONSENT_NAME, 'false', 365);
    expect(context.cookiesAccepted()).toBe(false);
  });

  it('reads the correlation id kept for this tab', () => {
    const { sessionStorage, context } = setup({ ids: () => 'never-made' });
    sessionStorage.setItem(CORRELATION_ID_KEY, 'corr-1');
    expect(context.correlationId()).toBe('corr-1');
  });

  it("creates this tab's correlation id once, on the first request, and keeps it in session storage", () => {
    let made = 0;
    const { sessionStorage, context } = setup({ ids: () => `corr-${++made}` });
    expect(sessionStorage.getItem(CORRELATION_ID_KEY)).toBeNull();
    expect(context.correlationId()).toBe('corr-1');
    expect(context.correlationId()).toBe('corr-1');
    expect(sessionStorage.getItem(CORRELATION_ID_KEY)).toBe('corr-1');
    expect(made).toBe(1);
  });

  it('makes a random UUID by default, and sends none where the browser cannot make one', () => {
    const { context } = setup();
    expect(context.correlationId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { sessionStorage, context: withoutIds } = setup({ ids: () => undefined });
    expect(withoutIds.correlationId()).toBeUndefined();
    expect(sessionStorage.getItem(CORRELATION_ID_KEY)).toBeNull();
  });
});
