// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_NAME, CookiePort, type CookiePort as Cookies } from '../../core';
import './support/jsdom-polyfills';
import { createTestKit, renderApp, signInBefore } from './support/test-app';

// The cookie notice (SPEC §4): on every page, visitor or signed in, until a choice is made; the choice is a cookie
// (which the API client then sends as X-Cookies-Accepted, tests/adapters/api-client.test.ts).

afterEach(() => {
  toast.dismiss();
  cleanup();
});

const notice = () => screen.queryByRole('region', { name: 'Aviso de cookies' });

describe('the cookie notice', () => {
  it('shows a visitor the choice and the privacy policy, and goes away for good once cookies are accepted', async () => {
    const kit = createTestKit();
    const cookies = kit.container.get<Cookies>(CookiePort);
    const { user } = renderApp(kit, '/pages/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    const shown = notice();
    expect(shown).not.toBeNull();
    expect(within(shown!).getByRole('button', { name: 'Política de privacidade' })).toBeTruthy();
    expect(within(shown!).getByRole('button', { name: 'Recusar' })).toBeTruthy();

    await user.click(within(shown!).getByRole('button', { name: 'Aceitar cookies' }));
    await waitFor(() => expect(notice()).toBeNull());
    expect(cookies.get(COOKIE_CONSENT_NAME)).toBe('true');
    cleanup();

    // The next visit, with the cookie: no notice.
    const later = createTestKit();
    later.container.get<Cookies>(CookiePort).set(COOKIE_CONSENT_NAME, 'true', 365);
    renderApp(later, '/pages/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(notice()).toBeNull();
  });

  it('keeps a refusal as the choice too', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const { user } = renderApp(kit, '/informative/1');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    await user.click(within(notice()!).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(notice()).toBeNull());
    expect(kit.container.get<Cookies>(CookiePort).get(COOKIE_CONSENT_NAME)).toBe('false');
  });
});
