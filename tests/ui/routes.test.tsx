// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { type RouteObject } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellStore } from '../../ui/shell/shell.store';
import { classifyPath } from '../../ui/shell/navigation-guard';
import { createRoutes } from '../../ui/app/routes';
import './support/jsdom-polyfills';
import { createTestKit, currentAddress, renderApp, signInBefore } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

/** The public pages and their PtBr headings. */
const PUBLIC_PAGES: [string, string][] = [
  ['/pages/login', 'Entrar'],
  ['/pages/s4login', 'Acesso alternativo'],
  ['/pages/register', 'Cadastro'],
  ['/pages/plans', 'Planos e pacotes'],
  ['/pages/forgot-password', 'Esqueci minha senha'],
  ['/pages/reset-password', 'Redefinir senha'],
  ['/pages/new-client', 'Quero ser cliente'],
  ['/pages/lost-access', 'Perdi meu acesso'],
  ['/pages/error-404', 'Página não encontrada'],
  ['/pages/error-500', 'Erro no servidor'],
  ['/pages/callback', 'Conectando…'],
  ['/pages/comingsoon', 'Em breve'],
  ['/pages/browser-not-support', 'Navegador não suportado'],
  ['/pages/download-file', 'Download de arquivo'],
  ['/pages/maintenance', 'Em manutenção'],
  ['/pages/not-authorized', 'Acesso não autorizado'],
  ['/pages/two-factor', 'Verificação em duas etapas'],
  ['/pages/confirm-email', 'Confirmação de e-mail'],
  ['/version', 'Versão'],
  ['/landing-page', 'Informação de mercado para o agronegócio'],
  ['/details', 'Detalhes'],
];

/** The signed-in pages and their PtBr headings. */
const SIGNED_IN_PAGES: [string, string][] = [
  ['/informative/1', 'Açúcar e Etanol'],
  ['/informative/0', 'Todos'],
  ['/informative/3/0', 'Algodão'],
  ['/informative/99', 'Item não encontrado'],
  ['/info/content', 'Conteúdo'],
  ['/tmnquotes', 'Cotações'],
  ['/quotes', 'Cotações'],
  ['/my-account', 'Minha conta'],
  ['/change-password', 'Alterar senha'],
  ['/ask-to-analyst', 'Pergunte ao analista'],
  ['/services/freight-calculator', 'Calculadora de frete'],
  ['/services/ship-line-up', 'Line-up de navios'],
  ['/services/weather', 'Clima'],
  ['/services/open-line', 'Linha aberta'],
  ['/services/teleconference', 'Teleconferência mensal'],
  ['/consulting', 'Consultoria'],
  ['/account/signature', 'Conta'],
  ['/account/notification', 'Conta'],
  ['/account/change-password', 'Conta'],
  ['/account/privacy-policy', 'Conta'],
  ['/account/packages', 'Conta'],
  ['/admin/subjects', 'Assuntos'],
  ['/admin/subjects/register', 'Cadastro de assunto'],
  ['/admin/users', 'Usuários'],
  ['/admin/users/register', 'Cadastro de usuário'],
  ['/admin/tags', 'Tags'],
  ['/admin/tags/register', 'Cadastro de tag'],
];

describe('public pages', () => {
  it.each(PUBLIC_PAGES)('%s renders its heading and what it is for', async (path, heading) => {
    const { router } = renderApp(createTestKit(), path);
    const h1 = await screen.findByRole('heading', { level: 1, name: heading });
    expect(h1.parentElement!.querySelector('p')?.textContent?.length).toBeGreaterThan(10);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(router.state.location.pathname).toBe(path);
    expect(document.title).toBe(`${heading} · Celeiro`);
  });

  it('explains an s4 session closed by another station', async () => {
    renderApp(createTestKit(), '/pages/s4login?error=ERROR_S4_OTHER_LOGIN');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Sua sessão foi encerrada porque outra estação se conectou com o seu usuário.',
    );
  });
});

describe('signed-in pages', () => {
  it.each(SIGNED_IN_PAGES)('%s renders its heading', async (path, heading) => {
    const kit = createTestKit();
    // The admin pages open to staff whose roles pass their rule (the admin passes them all).
    signInBefore(kit, path.startsWith('/admin/') ? { roles: ['admin'] } : {});
    const { router } = renderApp(kit, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/admin/users', []],
    ['/admin/users/register', ['editor']],
    ['/admin/tags', ['publisher']],
  ] as const)('%s sends a user whose roles fail its rule to not-authorized', async (path, roles) => {
    const kit = createTestKit();
    signInBefore(kit, { roles: [...roles] });
    const { router } = renderApp(kit, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/not-authorized'));
  });

  it("shows the item's content list, with a clear empty state when there is nothing, not fake data", async () => {
    const kit = createTestKit();
    signInBefore(kit);
    renderApp(kit, '/informative/1');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nenhum conteúdo encontrado' })).toBeTruthy();
    expect(screen.getByText('Nenhum conteúdo corresponde aos filtros escolhidos.')).toBeTruthy();
  });

  it('shows the account tabs as links, the current one marked', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const { user, router } = renderApp(kit, '/account/signature');
    await screen.findByRole('heading', { level: 1, name: 'Conta' });
    const tabs = screen.getByRole('navigation', { name: 'Seções da conta' });
    expect(tabs.querySelector('[aria-current="page"]')?.textContent).toBe('Assinatura');
    await user.click(screen.getByRole('link', { name: 'Pacotes' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pacotes' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/account/packages');
  });

  it.each([
    ['/', '/informative/1'],
    ['/home?utm=mail', '/informative/1?utm=mail'],
    ['/informative', '/informative/1'],
    ['/account', '/account/notification'],
  ])('%s redirects to %s', async (from, to) => {
    const kit = createTestKit();
    signInBefore(kit);
    const { router } = renderApp(kit, from);
    await waitFor(() => expect(currentAddress(router)).toBe(to));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('sends to All when no menu item is enabled', async () => {
    const kit = createTestKit();
    kit.content.menu = kit.content.menu.map((item) => ({ ...item, habilitado: false }));
    signInBefore(kit);
    const { router } = renderApp(kit, '/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Todos' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/informative/0');
  });
});

describe('the navigation guard through the router', () => {
  it('rule 7: an unknown path shows the not-found page', async () => {
    const { router } = renderApp(createTestKit(), '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/pages/error-404');
  });

  it('rule 7: also for a signed-in user', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const { router } = renderApp(kit, '/account/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/pages/error-404');
  });

  it('rule 7: also for a service that is none (the services area, loaded with its page, says so)', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const { router } = renderApp(kit, '/services/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/pages/error-404');
  });

  it('rule 3: a visitor asking for a signed-in page is sent to login with to and token', async () => {
    const { router } = renderApp(createTestKit(), '/quotes?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(currentAddress(router)).toBe('/pages/login?to=%2Fquotes%3Ftoken%3Dabc&token=abc');
  });

  it('rule 3: the public file download stays open to visitors', async () => {
    const { router } = renderApp(createTestKit(), '/pages/download-file?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Download de arquivo' });
    expect(currentAddress(router)).toBe('/pages/download-file?token=abc');
  });

  it('rule 2: a signed-in user opening register goes to the first informative item', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const { router } = renderApp(kit, '/pages/register');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    expect(currentAddress(router)).toBe('/informative/1');
  });

  it('rule 2: also when following a link to login', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const { router } = renderApp(kit, '/pages/plans');
    await screen.findByRole('heading', { level: 1, name: 'Planos e pacotes' });
    await act(() => router.navigate('/pages/login'));
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    expect(currentAddress(router)).toBe('/informative/1');
  });

  it('rule 4: an old Internet Explorer sees the browser-not-supported page', async () => {
    const { router } = renderApp(createTestKit({ userAgent: IE11 }), '/pages/login');
    await screen.findByRole('heading', { level: 1, name: 'Navegador não suportado' });
    expect(currentAddress(router)).toBe('/pages/browser-not-support');
  });

  it('rule 5: the isApp flag is carried to the next page', async () => {
    const kit = createTestKit();
    const { user, router } = renderApp(kit, '/pages/login?isApp=true');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    await user.click(screen.getByRole('link', { name: 'Sou novo aqui' }));
    await screen.findByRole('heading', { level: 1, name: 'Cadastro' });
    expect(currentAddress(router)).toBe('/pages/register?isApp=true');
  });

  it('rule 8: inside the native app the login address says isApp=true', async () => {
    const kit = createTestKit();
    kit.session.setItem('isApp', 'true');
    const { router } = renderApp(kit, '/informative/3');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(currentAddress(router)).toBe('/pages/login?to=%2Finformative%2F3&isApp=true');
  });

  it('rule 6: after each navigation the loading background is hidden and the page scrolls to the top', async () => {
    const kit = createTestKit();
    const shell = kit.container.get(ShellStore);
    expect(shell.loadingBackground).toBe(true);
    const { router } = renderApp(kit, '/pages/plans');
    await screen.findByRole('heading', { level: 1, name: 'Planos e pacotes' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    const scrolls = kit.browser.scrolls;

    act(() => shell.showLoadingBackground());
    await act(() => router.navigate('/pages/register'));
    await screen.findByRole('heading', { level: 1, name: 'Cadastro' });
    await waitFor(() => expect(shell.loadingBackground).toBe(false));
    expect(kit.browser.scrolls).toBe(scrolls + 1);
  });

  it('rule 1: an open popup closes on navigation', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const { router } = renderApp(kit, '/informative/1');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    const shell = kit.container.get(ShellStore);
    act(() => shell.setPopupOpen('user-menu', true));
    expect(await screen.findByRole('dialog', { name: 'Menu do usuário' })).toBeTruthy();
    await act(() => router.navigate('/quotes'));
    await screen.findByRole('heading', { level: 1, name: 'Cotações' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu do usuário' })).toBeNull());
    expect(shell.openPopups.size).toBe(0);
  });
});

describe('the route table', () => {
  /** Every concrete path of the route table, parameters filled in. */
  function paths(routes: RouteObject[], parent = ''): string[] {
    return routes.flatMap((route) => {
      const own =
        route.path === undefined
          ? parent
          : route.path.startsWith('/')
            ? route.path
            : `${parent.replace(/\/$/, '')}/${route.path}`;
      const here = route.path !== undefined || route.index ? [own || '/'] : [];
      return [...here, ...paths(route.children ?? [], own)];
    });
  }

  it('matches what the guard knows: every route is known, and only the catch-all is not', () => {
    const all = paths(createRoutes(createTestKit().container)).map((path) =>
      path
        .replace(':commodity', '1')
        .replace(':id', '0')
        .replace(':tab', 'signature')
        .replace(':name', 'freight-calculator'),
    );
    const unknown = all.filter((path) => classifyPath(path) === 'unknown');
    expect(unknown).toEqual(['/*']);
    const expected = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES].map(([path]) => path);
    for (const path of expected)
      expect(
        all.some(
          (route) =>
            route === path ||
            (route.startsWith('/informative/') && path.startsWith('/informative/')) ||
            (route.startsWith('/account/') && path.startsWith('/account/')) ||
            (route.startsWith('/services/') && path.startsWith('/services/')),
        ),
        path,
      ).toBe(true);
  });
});
