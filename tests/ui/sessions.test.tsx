// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLOSE_SESSIONS_KEY,
  Profile,
  SessionRepository,
  TIME_SPENT_KEY,
  TransportFailurePort,
  type TransportFailurePort as TransportFailures,
} from '../../core';
import { createMemoryRouter } from 'react-router-dom';
import { startApp } from '../../ui/app/bootstrap';
import { SessionWatch } from '../../ui/session/session-watch';
import './support/jsdom-polyfills';
import { ACCOUNT, createTestKit, currentAddress, renderApp, signInBefore } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

async function signedInAt(path = '/informative/1') {
  const kit = createTestKit();
  signInBefore(kit);
  const app = renderApp(kit, path);
  await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
  return { kit, ...app };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the session watch', () => {
  afterEach(() => setVisibility('visible'));

  it('counts the time spent from load while signed in, and pauses while the page is hidden', async () => {
    const { kit } = await signedInAt();
    act(() => kit.clock.advance(5_000));
    expect(kit.session.getItem(TIME_SPENT_KEY)).toBe('5');
    act(() => setVisibility('hidden'));
    act(() => kit.clock.advance(10_000));
    expect(kit.session.getItem(TIME_SPENT_KEY)).toBe('5');
    act(() => setVisibility('visible'));
    act(() => kit.clock.advance(2_000));
    expect(kit.session.getItem(TIME_SPENT_KEY)).toBe('7');
  });

  it('checks the user at once and then on the configured interval', async () => {
    const { kit } = await signedInAt();
    await waitFor(() => expect(kit.auth.infoChecks).toBe(1));
    await act(async () => kit.clock.advance(kit.config.checkUserInfoPoolingTime));
    expect(kit.auth.infoChecks).toBe(2);
  });

  it('tells a disabled user with a titled notice and logs out', async () => {
    const { kit } = await signedInAt();
    await waitFor(() => expect(kit.auth.infoChecks).toBe(1));
    kit.auth.userInfo = { userDisabled: true, profile: Profile.SUBSCRIBER, signature: '', hasQuotesRights: false };
    await act(async () => kit.clock.advance(kit.config.checkUserInfoPoolingTime));
    expect(await screen.findByText('Usuário desabilitado. Entre em contato com o atendimento.')).toBeTruthy();
    expect(screen.getByText('Usuário desabilitado')).toBeTruthy();
    await waitFor(() => expect(kit.auth.logouts.map((l) => l.email)).toEqual([ACCOUNT.email]));
    expect(kit.container.get(SessionRepository).isAuthenticated()).toBe(false);
  });

  it('reloads when a new version is published, within 120 seconds', async () => {
    const { kit } = await signedInAt();
    await waitFor(() => expect(kit.appVersion.reads).toBe(1));
    kit.appVersion.current = 'hash-2';
    await act(async () => kit.clock.advance(120_000));
    expect(kit.navigation.reloads).toEqual(['(current page)']);
  });

  it('sets the close-sessions flag when signed in, and blanks this tab when another tab sets it', async () => {
    const { kit, user } = await signedInAt();
    expect(kit.local.getItem(CLOSE_SESSIONS_KEY)).toBe('true');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CLOSE_SESSIONS_KEY, newValue: 'true' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessão aberta em outra aba' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Açúcar e Etanol' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Usar nesta aba' }));
    expect(kit.navigation.reloads).toEqual(['(current page)']);
  });

  it('ignores other storage changes', async () => {
    await signedInAt();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CLOSE_SESSIONS_KEY, newValue: null }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'true' }));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Açúcar e Etanol' })).toBeTruthy();
  });
});

describe('the session watch at bootstrap', () => {
  it('is started by the bootstrap, before any route has loaded', () => {
    const kit = createTestKit();
    signInBefore(kit);
    const router = startApp(kit.container, (routes) =>
      createMemoryRouter(routes, { initialEntries: ['/informative/1'] }),
    );
    // Signed in and watched: the close-sessions flag is set at once.
    expect(kit.local.getItem(CLOSE_SESSIONS_KEY)).toBe('true');
    kit.container.get(SessionWatch).stop();
    router.dispose();
  });

  it('is not started again by navigating', async () => {
    const { kit, user } = await signedInAt();
    await waitFor(() => expect(kit.appVersion.reads).toBe(1));
    kit.container.get(SessionWatch).stop();
    const menu = screen.getByRole('navigation', { name: 'Navegação principal' });
    for (const name of ['Todos', 'Algodão', 'Açúcar e Etanol']) {
      await user.click(within(menu).getByRole('link', { name }));
      expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    }
    // A started watch would blank this tab when another tab signs in, and read the version file again.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CLOSE_SESSIONS_KEY, newValue: 'true' }));
    });
    expect(screen.queryByRole('heading', { level: 1, name: 'Sessão aberta em outra aba' })).toBeNull();
    expect(kit.appVersion.reads).toBe(1);
  });
});

describe('the session-ended dialog after a sign-in elsewhere', () => {
  it('says the session closed because of a simultaneous access, and logs out when accepted', async () => {
    const { kit, user } = await signedInAt();
    const failures = kit.container.get<TransportFailures>(TransportFailurePort);
    act(() =>
      failures.report({ status: 401, body: { errorType: 'ConcurrentAccessError', code: 5500 }, authenticated: true }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Sessão encerrada devido a acesso simultâneo.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(kit.auth.logouts).toHaveLength(1));
  });
});

describe('a disabled user', () => {
  it('whose request is refused as disabled is told so in the dialog, and lands on a login page that says it again', async () => {
    const { kit, user } = await signedInAt();
    const failures = kit.container.get<TransportFailures>(TransportFailurePort);
    act(() => failures.report({ status: 401, body: { errorType: 'Unauthorized', code: 5300 }, authenticated: true }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Usuário desabilitado' })).toBeTruthy();
    expect(within(dialog).getByText('Usuário desabilitado. Entre em contato com o atendimento.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(kit.auth.logouts).toHaveLength(1));
    act(() => kit.clock.advance(400));
    expect(kit.navigation.reloads).toEqual(['/pages/login?error=ERROR_USER_DISABLED']);
  });

  it.each(['/pages/login', '/pages/s4login'])('is told why on %s after the reload', async (path) => {
    renderApp(createTestKit(), `${path}?error=ERROR_USER_DISABLED`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Usuário desabilitado')).toBeTruthy();
    expect(within(alert).getByText('Usuário desabilitado. Entre em contato com o atendimento.')).toBeTruthy();
  });

  it('is not told anything on a login page opened without the reason', async () => {
    renderApp(createTestKit(), '/pages/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(screen.queryByText('Usuário desabilitado')).toBeNull();
  });
});

describe('/pages/s4login', () => {
  it('signs in through the s4 sign-in, with remember me, and lands on the first informative item', async () => {
    const kit = createTestKit();
    kit.auth.accounts.get(ACCOUNT.email)!.trustedDevices.add('id-1');
    const { user, router } = renderApp(kit, '/pages/s4login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso alternativo' })).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), ACCOUNT.email);
    await user.type(screen.getByLabelText('Senha'), ACCOUNT.password);
    await user.click(screen.getByLabelText('Lembrar de mim'));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentAddress(router)).toBe('/informative/1'));
    expect(kit.auth.requests).toEqual([{ call: 'signInS4', remember: true }]);
    expect(kit.container.get(SessionRepository).current()?.s4Login).toBe(true);
  });

  it('says why an s4 session was closed, and keeps what was typed after a refusal', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/s4login?error=ERROR_S4_OTHER_LOGIN');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Sua sessão foi encerrada porque outra estação se conectou com o seu usuário.',
    );
    await user.type(screen.getByLabelText('E-mail'), ACCOUNT.email);
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail ou senha inválidos.')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(ACCOUNT.email);
  });
});
