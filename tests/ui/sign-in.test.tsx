// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, SESSION_KEYS, type SignInRequest, type SignInResponse } from '../../core';
import './support/jsdom-polyfills';
import { ACCOUNT, createTestKit, currentAddress, renderApp, type TestKit } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

/** Trusts the device the app will sign in from (the first id the fake hands out). */
const trustThisDevice = (kit: TestKit) => kit.auth.accounts.get(ACCOUNT.email)!.trustedDevices.add('id-1');

/** The texts of the toasts on screen, once the ones of the last action have had time to show. */
async function toastsShown(): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return [...document.querySelectorAll('[data-sonner-toast]')].map((item) => item.textContent ?? '');
}

async function fillLogin(
  user: ReturnType<typeof renderApp>['user'],
  email: string = ACCOUNT.email,
  password: string = ACCOUNT.password,
) {
  await screen.findByRole('heading', { level: 1, name: 'Entrar' });
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
}

describe('the login page', () => {
  it('has the heading, fields, checkbox, button and links the users know', async () => {
    renderApp(createTestKit(), '/pages/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Senha').getAttribute('type')).toBe('password');
    expect(screen.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/pages/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Perdi meu acesso' }).getAttribute('href')).toBe('/pages/lost-access');
    expect(screen.getByRole('link', { name: 'Sou novo aqui' }).getAttribute('href')).toBe('/pages/register');
  });

  it('lands on the first informative item after signing in from a trusted device', async () => {
    const kit = createTestKit();
    trustThisDevice(kit);
    const { user, router } = renderApp(kit, '/pages/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/informative/1');
  });

  it('signs in with Enter', async () => {
    const kit = createTestKit();
    trustThisDevice(kit);
    const { user, router } = renderApp(kit, '/pages/login');
    await fillLogin(user);
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    expect(currentAddress(router)).toBe('/informative/1');
  });

  it('keeps the session in this tab only, unless "remember me" is checked', async () => {
    const tabOnly = createTestKit();
    trustThisDevice(tabOnly);
    const first = renderApp(tabOnly, '/pages/login');
    await fillLogin(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    expect(tabOnly.session.getItem(SESSION_KEYS.user)).not.toBeNull();
    expect(tabOnly.local.getItem(SESSION_KEYS.user)).toBeNull();
    cleanup();

    const remembered = createTestKit();
    trustThisDevice(remembered);
    const second = renderApp(remembered, '/pages/login');
    await fillLogin(second.user);
    await second.user.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
    await second.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    expect(remembered.local.getItem(SESSION_KEYS.user)).not.toBeNull();
  });

  it('refuses a wrong password with the catalogue message and keeps what the user typed', async () => {
    const kit = createTestKit();
    const { user, router } = renderApp(kit, '/pages/login');
    await fillLogin(user, ACCOUNT.email, 'senha-errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('E-mail ou senha inválidos.')).toBeTruthy();
    expect(await toastsShown()).toEqual([expect.stringContaining('E-mail ou senha inválidos.')]);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(ACCOUNT.email);
    expect((screen.getByLabelText('Senha') as HTMLInputElement).value).toBe('senha-errada');
    expect(screen.getByRole('button', { name: 'Entrar' }).matches(':disabled')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Senha')));
    expect(currentAddress(router)).toBe('/pages/login');
    expect(kit.session.getItem(SESSION_KEYS.user)).toBeNull();
  });

  it("says the catalogue message in the user's language, whose messages load with the page", async () => {
    const kit = createTestKit();
    kit.local.setItem('locale', 'EnEu');
    const { user } = renderApp(kit, '/pages/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText('E-mail'), ACCOUNT.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid e-mail or password.')).toBeTruthy();
  });

  it('flags empty fields instead of calling the server', async () => {
    const kit = createTestKit();
    let calls = 0;
    const signIn = kit.auth.signIn.bind(kit.auth);
    kit.auth.signIn = (request) => {
      calls++;
      return signIn(request);
    };
    const { user } = renderApp(kit, '/pages/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Preencha este campo.',
      'Preencha este campo.',
    ]);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(calls).toBe(0);
  });

  it('disables the form while signing in', async () => {
    const kit = createTestKit();
    let answer!: (response: SignInResponse) => void;
    kit.auth.signIn = (_request: SignInRequest) => new Promise<SignInResponse>((resolve) => (answer = resolve));
    const { user } = renderApp(kit, '/pages/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' }).matches(':disabled')).toBe(true));
    expect(screen.getByLabelText('E-mail').matches(':disabled')).toBe(true);
    answer({ kind: 'two-factor', challenge: 'c-1', email: ACCOUNT.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' })).toBeTruthy();
  });

  it('tells the user when the server does not answer', async () => {
    const kit = createTestKit();
    kit.auth.signIn = async () => {
      throw new ApiError(undefined, undefined);
    };
    const { user } = renderApp(kit, '/pages/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(/Falha ao carregar o sistema/)).toBeTruthy();
    expect(await toastsShown()).toEqual([expect.stringContaining('Falha ao carregar o sistema')]);
    expect(kit.logger.entries.filter((entry) => entry.message === 'request without response')).toHaveLength(1);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(ACCOUNT.email);
  });
});

describe('returning to the page asked for', () => {
  it('sends a visitor to login and back to the page after signing in', async () => {
    const kit = createTestKit();
    trustThisDevice(kit);
    const { user, router } = renderApp(kit, '/informative/3');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(currentAddress(router)).toBe('/pages/login?to=%2Finformative%2F3');

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Algodão' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/informative/3');
  });

  it('ignores a `to` that leaves the app', async () => {
    const kit = createTestKit();
    trustThisDevice(kit);
    const { user, router } = renderApp(kit, '/pages/login?to=%2F%2Fevil.example%2Fphish');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' });
    expect(currentAddress(router)).toBe('/informative/1');
  });
});

describe('two-factor confirmation of a new device', () => {
  it('asks for the mailed code, then lands on the first informative item', async () => {
    const kit = createTestKit();
    const { user, router } = renderApp(kit, '/pages/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages/two-factor');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('challenge')).toBe('challenge-1');
    expect(query.get('email')).toBe(ACCOUNT.email);
    expect(screen.getByText(/Enviamos um código de 6 dígitos para assinante@example.com/)).toBeTruthy();

    const code = await screen.findByLabelText('Código de verificação');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBe('6');
    await user.type(code, kit.auth.mailedCodes[0]!.code);
    await user.click(screen.getByRole('button', { name: 'Validar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/informative/1');
    expect(kit.session.getItem(SESSION_KEYS.user)).not.toBeNull();
  });

  it('keeps `to` and "remember me" through the code', async () => {
    const kit = createTestKit();
    const { user, router } = renderApp(kit, '/pages/login?to=%2Finformative%2F3');
    await fillLogin(user);
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('to')).toBe('/informative/3');
    expect(query.get('remember')).toBe('true');

    await user.type(await screen.findByLabelText('Código de verificação'), `${kit.auth.mailedCodes[0]!.code}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Algodão' })).toBeTruthy();
    expect(kit.local.getItem(SESSION_KEYS.user)).not.toBeNull();
  });

  it('refuses a wrong code with the catalogue message and keeps it', async () => {
    const kit = createTestKit();
    const { user, router } = renderApp(kit, '/pages/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' });
    await user.type(await screen.findByLabelText('Código de verificação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Validar' }));

    expect(await screen.findByText('Código inválido.')).toBeTruthy();
    expect((screen.getByLabelText('Código de verificação') as HTMLInputElement).value).toBe('000000');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Código de verificação')));
    expect(router.state.location.pathname).toBe('/pages/two-factor');
  });

  it('accepts digits only, and asks for all six', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/two-factor?challenge=c-9&email=x%40example.com');
    const code = await screen.findByLabelText('Código de verificação');
    await user.type(code, '12a3');
    expect((code as HTMLInputElement).value).toBe('123');
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(screen.getByRole('alert').textContent).toBe('O código tem 6 dígitos.');
  });

  it('resends the code and confirms it', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/login');
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' });
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));

    expect(await screen.findByText(`Enviamos um novo código para ${ACCOUNT.email}.`)).toBeTruthy();
    expect(kit.auth.mailedCodes).toHaveLength(2);
    await user.type(await screen.findByLabelText('Código de verificação'), kit.auth.mailedCodes[1]!.code);
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Açúcar e Etanol' })).toBeTruthy();
  });

  it('explains a page opened without a challenge', async () => {
    renderApp(createTestKit(), '/pages/two-factor');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' });
    const page = heading.closest('section')!;
    expect(within(page).getByText(/não é válido/)).toBeTruthy();
    expect(within(page).queryByLabelText('Código de verificação')).toBeNull();
    expect(within(page).getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe('/pages/login');
  });
});
