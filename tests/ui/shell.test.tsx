// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { reaction } from 'mobx';
import {
  Profile,
  SESSION_KEYS,
  SessionRepository,
  TICKER_KEY,
  TransportFailurePort,
  UserInfoPoller,
  type ActiveUser,
  type TransportFailurePort as TransportFailures,
} from '../../core';
import { type RequestContext } from '../../adapters/http/request-context';
import { RequestContextToken } from '../../ui/di/tokens';
import { PreferencesStore } from '../../ui/shell/preferences.store';
import { ShellStore } from '../../ui/shell/shell.store';
import { activeUser } from '../fakes/builders';
import { SonnerNotifier } from '../../ui/kit/toasts';
import './support/jsdom-polyfills';
import { ACCOUNT, createTestKit, currentAddress, renderApp, signInBefore } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
  document.documentElement.removeAttribute('data-theme');
});

async function signedInAt(path: string, options: Parameters<typeof createTestKit>[0] = {}) {
  const kit = createTestKit(options);
  signInBefore(kit);
  const app = renderApp(kit, path);
  await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
  return { kit, ...app };
}

describe('the session-ended dialog', () => {
  it('appears once for several 401s and logs out when accepted', async () => {
    const { kit, user } = await signedInAt('/informative/1');
    const failures = kit.container.get<TransportFailures>(TransportFailurePort);
    act(() => {
      for (let i = 0; i < 3; i++) failures.report({ status: 401, body: {}, authenticated: true });
    });

    const dialogs = await screen.findAllByRole('alertdialog');
    expect(dialogs).toHaveLength(1);
    const dialog = dialogs[0]!;
    expect(within(dialog).getByRole('heading', { name: 'Sessão encerrada' })).toBeTruthy();
    expect(within(dialog).getByText('Sua sessão foi encerrada. Entre novamente para continuar.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(kit.auth.logouts.map((l) => l.email)).toEqual([ACCOUNT.email]);
    expect(kit.container.get(SessionRepository).isAuthenticated()).toBe(false);
    expect(kit.timeCounter.stops).toBe(1);
    kit.clock.advance(400);
    expect(kit.navigation.reloads).toEqual(['/pages/login']);

    // Accepted: a later 401 may show it again.
    act(() => failures.report({ status: 401, body: {}, authenticated: true }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });
});

describe('the signed-in header', () => {
  it('logs out with the Sair button', async () => {
    const { kit, user } = await signedInAt('/informative/1');
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(kit.auth.logouts).toHaveLength(1));
    expect(kit.local.getItem(SESSION_KEYS.user)).toBeNull();
    kit.clock.advance(399);
    expect(kit.navigation.reloads).toEqual([]);
    kit.clock.advance(1);
    expect(kit.navigation.reloads).toEqual(['/pages/login']);
  });

  it('shows the consultancy brand and its Subjects menu', async () => {
    await signedInAt('/informative/1', { brand: 'consultancy' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Celeiro Consultoria' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByText('Assuntos')).toBeTruthy();
    expect(document.documentElement.dataset.brand).toBe('consultancy');
  });

  it('shows the market-news brand and its Commodities menu', async () => {
    await signedInAt('/informative/1', { brand: 'market-news' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Celeiro Notícias' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByText('Commodities'),
    ).toBeTruthy();
    expect(document.documentElement.dataset.brand).toBe('market-news');
  });

  it('lists the home menu items as links, All first, the disabled item locked', async () => {
    const { user, router } = await signedInAt('/informative/1');
    const menu = screen.getByRole('navigation', { name: 'Navegação principal' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      ['Todos', '/informative/0'],
      ['Açúcar e Etanol', '/informative/1'],
      ['Algodão', '/informative/3'],
      ['Hedge solutions', '/pages/plans'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Hedge solutions (bloqueado — assine para acessar)' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Açúcar e Etanol' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(menu).getByRole('link', { name: 'Todos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Todos' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/informative/0');
    expect(await screen.findByText('Nenhum conteúdo encontrado')).toBeTruthy();
  });

  it('opens the user menu with account links, language, theme and font size', async () => {
    const { user } = await signedInAt('/informative/1');
    await user.click(screen.getByRole('button', { name: 'Maria Souza – Menu do usuário' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu do usuário' });
    expect(within(menu).getByRole('link', { name: 'Minha conta' }).getAttribute('href')).toBe('/my-account');
    expect(within(menu).getByRole('link', { name: 'Alterar senha' }).getAttribute('href')).toBe('/change-password');
    expect(within(menu).getByRole('link', { name: 'Pergunte ao analista' }).getAttribute('href')).toBe(
      '/ask-to-analyst',
    );
    expect(within(menu).getByRole('link', { name: 'Notificações' }).getAttribute('href')).toBe('/account/notification');
    expect(within(menu).getByRole('link', { name: 'Assinaturas' }).getAttribute('href')).toBe('/account/signature');
    expect(within(menu).getByRole('link', { name: 'Pacotes e dados da conta' }).getAttribute('href')).toBe(
      '/account/packages',
    );
    // The media section, named by the media area's texts once they are read.
    expect((await within(menu).findByRole('link', { name: 'Mídia' })).getAttribute('href')).toBe('/media');
    // So are the quotes and the services.
    expect((await within(menu).findByRole('link', { name: 'Cotações' })).getAttribute('href')).toBe('/quotes');
    expect((await within(menu).findByRole('link', { name: 'Clima' })).getAttribute('href')).toBe('/services/weather');
    expect(within(menu).getByRole('link', { name: 'Calculadora de frete' }).getAttribute('href')).toBe(
      '/services/freight-calculator',
    );
    expect(within(menu).getByRole('link', { name: 'Line-up de navios' }).getAttribute('href')).toBe(
      '/services/ship-line-up',
    );
    expect(within(menu).getByText('Idioma')).toBeTruthy();

    await user.click(within(menu).getByRole('radio', { name: 'Escuro' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(within(menu).getByRole('radio', { name: 'Semiescuro' }));
    expect(document.documentElement.dataset.theme).toBe('semi-dark');
  });

  it('aligns the images of details, hides or moves the ticker, and logs out from the user menu', async () => {
    const { kit, user } = await signedInAt('/informative/1');
    await user.click(screen.getByRole('button', { name: 'Maria Souza – Menu do usuário' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu do usuário' });

    await user.click(within(menu).getByRole('radio', { name: 'À esquerda' }));
    expect(document.documentElement.dataset.alignDetail).toBe('left');
    expect(kit.container.get(SessionRepository).current()?.formatAlignDetail).toBe('left');

    const atTheTop = within(menu).getByRole('switch', { name: 'Ticker no topo' });
    await user.click(atTheTop);
    await waitFor(() => expect(document.querySelector('header + .news-ticker')).not.toBeNull());
    await user.click(within(menu).getByRole('switch', { name: 'Mostrar o ticker' }));
    expect(kit.container.get(PreferencesStore).ticker.canDisplayTicker).toBe(false);
    expect((atTheTop as HTMLInputElement).disabled).toBe(true);

    await user.click(within(menu).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(kit.auth.logouts).toHaveLength(1));
  });

  it('closes the user menu on navigation (rule 1)', async () => {
    const { user } = await signedInAt('/informative/1');
    await user.click(screen.getByRole('button', { name: 'Maria Souza – Menu do usuário' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu do usuário' });
    await user.click(within(menu).getByRole('link', { name: 'Minha conta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu do usuário' })).toBeNull());
  });
});

describe('language', () => {
  it('starts in the stored choice', async () => {
    const kit = createTestKit({ language: 'en-GB' });
    kit.local.setItem('locale', 'EsAr');
    renderApp(kit, '/pages/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresar' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es-AR');
  });

  it.each([
    ['pt-BR', 'Entrar'],
    ['pt-PT', 'Iniciar sessão'],
    ['es-AR', 'Ingresar'],
    ['es-MX', 'Iniciar sesión'],
    ['fr-FR', 'Sign in'],
  ])('starts in the browser language %s when nothing is stored', async (language, heading) => {
    renderApp(createTestKit({ language }), '/pages/login');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('changes with the language picker and is remembered', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    await user.click(screen.getByRole('button', { name: /Idioma/ }));
    await user.click(await screen.findByRole('option', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(kit.local.getItem('locale')).toBe('EnEu');
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('says a field error already on screen again in the language picked', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/register');
    await screen.findByRole('heading', { level: 1, name: 'Cadastro' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /Idioma/ }));
    await user.click(await screen.findByRole('option', { name: 'English' }));

    await screen.findByRole('heading', { level: 1, name: 'Registration' });
    expect((await screen.findAllByText('Required field')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
  });

  it("follows the language of the user's account after signing in", async () => {
    const kit = createTestKit();
    kit.auth.accounts.get(ACCOUNT.email)!.fields.language = 'EsEs';
    kit.auth.accounts.get(ACCOUNT.email)!.trustedDevices.add('id-1');
    const { user } = renderApp(kit, '/pages/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    await user.type(screen.getByLabelText('E-mail'), ACCOUNT.email);
    await user.type(screen.getByLabelText('Senha'), `${ACCOUNT.password}{Enter}`);
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });
});

describe('display preferences', () => {
  it("applies the theme and zoom of the user's account", async () => {
    const kit = createTestKit();
    Object.assign(kit.auth.accounts.get(ACCOUNT.email)!.fields, { theme: 'semi-dark', zoom: 120 });
    kit.auth.accounts.get(ACCOUNT.email)!.trustedDevices.add('id-1');
    const { user } = renderApp(kit, '/pages/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    await user.type(screen.getByLabelText('E-mail'), ACCOUNT.email);
    await user.type(screen.getByLabelText('Senha'), `${ACCOUNT.password}{Enter}`);
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    expect(document.documentElement.dataset.theme).toBe('semi-dark');
    expect(document.documentElement.style.getPropertyValue('--zoom')).toBe('1.2');
  });
});

describe('the signed-in user of the shell', () => {
  /** The users the shell showed, as a screen observing it would see them. */
  function watchUser(shell: ShellStore): (ActiveUser | null)[] {
    const seen: (ActiveUser | null)[] = [];
    reaction(
      () => shell.user,
      (user) => seen.push(user),
    );
    return seen;
  }

  it('is the stored user from the start, without any login event', () => {
    const kit = createTestKit();
    signInBefore(kit);
    expect(kit.container.get(ShellStore).user?.email).toBe(ACCOUNT.email);
  });

  it('follows a refresh of the user-info check at once', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const shell = kit.container.get(ShellStore);
    const seen = watchUser(shell);
    kit.auth.userInfo = {
      userDisabled: false,
      profile: Profile.FREE,
      signature: 'Gratuito',
      hasQuotesRights: true,
      rights: [{ id: 13, nome: 'Milho', habilitado: true }],
    };
    expect(await kit.container.get(UserInfoPoller).check()).toBe('refreshed');
    expect(shell.user).toMatchObject({
      profile: Profile.FREE,
      signature: 'Gratuito',
      hasQuotesRights: true,
      rights: [{ id: 13, nome: 'Milho', habilitado: true }],
    });
    expect(seen.map((user) => user?.profile)).toEqual([Profile.FREE]);
  });

  it('follows the tokens of a token refresh at once', () => {
    const kit = createTestKit();
    signInBefore(kit);
    const shell = kit.container.get(ShellStore);
    const seen = watchUser(shell);
    kit.container.get<RequestContext>(RequestContextToken).storeTokens!({
      token: 'token-2',
      refresh_token: 'refresh-2',
    });
    expect(shell.user).toMatchObject({ email: ACCOUNT.email, token: 'token-2', refresh_token: 'refresh-2' });
    expect(seen.map((user) => user?.token)).toEqual(['token-2']);
  });

  it('is gone once the stored session is cleared', () => {
    const kit = createTestKit();
    signInBefore(kit);
    const shell = kit.container.get(ShellStore);
    kit.container.get(SessionRepository).clear();
    expect(shell.user).toBeNull();
    expect(shell.authenticated).toBe(false);
  });
});

describe('display preferences after a reload', () => {
  /** A signed-in user with nothing left at its default display. */
  const styled = activeUser({
    email: ACCOUNT.email,
    theme: 'dark',
    viewstyle: 'list',
    zoom: 110,
    zoomDetail: 120,
    formatAlignDetail: 'right',
    viewImportantTickers: true,
    viewHighlightsTickers: true,
    skipTour: true,
  });

  /** A test kit whose session storage already holds the user, as after a reload. */
  function reloadedKit(user: ActiveUser = styled) {
    const kit = createTestKit();
    kit.session.setItem(SESSION_KEYS.user, JSON.stringify(user));
    kit.session.setItem(SESSION_KEYS.authenticated, 'true');
    return kit;
  }

  it('come back from the stored user without any login', () => {
    const preferences = reloadedKit().container.get(PreferencesStore);
    expect(preferences).toMatchObject({
      theme: 'dark',
      viewstyle: 'list',
      zoom: 110,
      zoomDetail: 120,
      formatAlignDetail: 'right',
      skipTour: true,
    });
    expect(preferences.ticker).toMatchObject({ viewImportantTickers: true, viewHighlightsTickers: true });
  });

  it('dress the document after a reload', async () => {
    const kit = reloadedKit();
    renderApp(kit, '/informative/1');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    const root = document.documentElement;
    expect(root.dataset).toMatchObject({ theme: 'dark', viewStyle: 'list', alignDetail: 'right' });
    expect(root.style.getPropertyValue('--zoom')).toBe('1.1');
    expect(root.style.getPropertyValue('--zoom-detail')).toBe('1.2');
  });

  it('follow the stored user when it changes', () => {
    const kit = reloadedKit();
    const preferences = kit.container.get(PreferencesStore);
    const session = kit.container.get(SessionRepository);
    session.update({
      ...session.current()!,
      theme: 'semi-dark',
      zoomDetail: 90,
      formatAlignDetail: 'left',
      viewImportantTickers: false,
    });
    expect(preferences).toMatchObject({ theme: 'semi-dark', zoomDetail: 90, formatAlignDetail: 'left' });
    expect(preferences.ticker.viewImportantTickers).toBe(false);
  });

  it('keep a change made while signed in in the stored user, so a reload keeps it', () => {
    const kit = reloadedKit();
    const preferences = kit.container.get(PreferencesStore);
    preferences.setTheme('light');
    preferences.setZoom(90);
    preferences.setViewStyle('mosaic');
    preferences.setTicker('viewHighlightsTickers', false);
    preferences.setTicker('tickerViewAtTheTop', true);
    expect(kit.container.get(SessionRepository).current()).toMatchObject({
      theme: 'light',
      zoom: 90,
      viewstyle: 'mosaic',
      viewHighlightsTickers: false,
    });
    expect(JSON.parse(kit.local.getItem(TICKER_KEY) ?? '{}')).toMatchObject({ tickerViewAtTheTop: true });
    expect(reloadedKit(kit.container.get(SessionRepository).current()!).container.get(PreferencesStore)).toMatchObject({
      theme: 'light',
      zoom: 90,
      viewstyle: 'mosaic',
    });
  });

  it("fall back to this device's theme and zoom once signed out", () => {
    const kit = reloadedKit();
    kit.local.setItem('theme', 'semi-dark');
    kit.local.setItem('zoom', '80');
    const preferences = kit.container.get(PreferencesStore);
    kit.container.get(SessionRepository).clear();
    expect(preferences).toMatchObject({ theme: 'semi-dark', zoom: 80 });
  });
});

describe('toasts', () => {
  it('shows each level with its title and message', async () => {
    render(<Toaster />);
    const notifier = new SonnerNotifier();
    act(() => {
      notifier.notify({ level: 'success', title: 'Sucesso', message: 'Registro criado.' });
      notifier.notify({ level: 'danger', title: 'Erro', message: 'Falhou.' });
      notifier.notify({ level: 'warning', title: 'Aviso', message: 'Cuidado.' });
      notifier.notify({ level: 'info', title: 'Info', message: 'Saiba mais.' });
    });
    for (const [type, title, message] of [
      ['success', 'Sucesso', 'Registro criado.'],
      ['error', 'Erro', 'Falhou.'],
      ['warning', 'Aviso', 'Cuidado.'],
      ['info', 'Info', 'Saiba mais.'],
    ]) {
      const toastElement = (await screen.findByText(title!)).closest('[data-sonner-toast]')!;
      expect(toastElement.getAttribute('data-type')).toBe(type);
      expect(within(toastElement as HTMLElement).getByText(message!)).toBeTruthy();
    }
  });

  it('shows a notice repeated while it is still on screen once, and a different one beside it', async () => {
    render(<Toaster />);
    const notifier = new SonnerNotifier();
    act(() => {
      for (let i = 0; i < 3; i++) notifier.notify({ level: 'danger', title: 'Falha', message: 'Sem conexão.' });
      notifier.notify({ level: 'danger', title: 'Falha', message: 'Outra coisa.' });
    });
    await screen.findByText('Outra coisa.');
    expect(screen.getAllByText('Sem conexão.')).toHaveLength(1);
  });
});
