// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ErrorCode } from '../../core';
import './support/jsdom-polyfills';
import { createTestKit, currentAddress, renderApp, type TestKit } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

type User = ReturnType<typeof renderApp>['user'];
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillRegistration(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    cpf: '52998224725',
    name: 'Nova Pessoa',
    email: 'nova@example.com',
    repeat: 'nova@example.com',
    phone: '11987654321',
    password: 'Segredo#2026',
    ...overrides,
  };
  await screen.findByRole('heading', { level: 1, name: 'Cadastro' });
  await user.type(input('CPF'), values.cpf);
  await user.type(input('Nome'), values.name);
  await user.type(input('E-mail'), values.email);
  await user.type(input('Repita o e-mail'), values.repeat);
  await user.type(input('Telefone'), values.phone);
  await user.type(input('Senha'), values.password);
  await user.click(screen.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }));
}

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
/** The text of what describes a field (its hint, its error). */
const description = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const PASSWORD_RULE = 'Use pelo menos 10 caracteres. Senhas muito comuns não são aceitas.';

/** The texts of the toasts on screen, once the ones of the last action have had time to show. */
async function toastsShown(): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return [...document.querySelectorAll('[data-sonner-toast]')].map((item) => item.textContent ?? '');
}

describe('registration', () => {
  it('masks CPF and phone, registers, and goes to the e-mail confirmation', async () => {
    const kit = createTestKit();
    const { user, router } = renderApp(kit, '/pages/register');
    await fillRegistration(user);
    expect(input('CPF').value).toBe('529.982.247-25');
    expect(input('Telefone').value).toBe('11 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmação de e-mail' })).toBeTruthy();
    expect(currentAddress(router)).toBe('/pages/confirm-email?token=registration-1&email=nova%40example.com');
    expect(kit.account.pending.get('registration-1')?.request).toMatchObject({
      userType: 'individual',
      document: '529.982.247-25',
      language: 'PtBr',
    });
  });

  it('shows the password rule under the password before the user types', async () => {
    renderApp(createTestKit(), '/pages/register');
    await screen.findByRole('heading', { level: 1, name: 'Cadastro' });
    expect(description('Senha')).toBe(PASSWORD_RULE);
  });

  it('takes an alphanumeric CNPJ for a company', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/register');
    await screen.findByRole('heading', { level: 1, name: 'Cadastro' });
    await user.click(screen.getByRole('radio', { name: 'Pessoa jurídica' }));
    await user.type(input('CNPJ'), '12abc34501de35');
    expect(input('CNPJ').value).toBe('12.ABC.345/01DE-35');
  });

  it('checks a typed document again at once when the person type changes', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/register');
    await screen.findByRole('heading', { level: 1, name: 'Cadastro' });
    await user.type(input('CPF'), '52998224725');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Pessoa jurídica' }));
    await waitFor(() => expect(alerts()).toEqual(['CNPJ inválido.']));
    await user.click(screen.getByRole('radio', { name: 'Pessoa física' }));
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
    expect(input('CPF').value).toBe('529.982.247-25');
  });

  it('checks the form in the browser: required fields, e-mail repeat, CPF, terms — nothing sent', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/register');
    await screen.findByRole('heading', { level: 1, name: 'Cadastro' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(alerts()).toContain('É necessário aceitar os Termos de Uso'));
    expect(alerts().filter((text) => text === 'Campo obrigatório')).toHaveLength(6);

    await fillRegistration(user, { cpf: '11111111111', repeat: 'outra@example.com' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(alerts()).toEqual(['CPF inválido.', 'Os campos devem ser iguais']));
    expect(kit.account.pending.size).toBe(0);
  });

  it.each([
    ['CPF already registered', (kit: TestKit) => kit.account.documents.add('52998224725'), 'CPF já cadastrado.'],
    [
      'e-mail of an account',
      (kit: TestKit) => kit.account.addAccount('nova@example.com', 'x'),
      'E-mail já cadastrado. Tente acessar ou entre em contato com o suporte.',
    ],
    [
      'e-mail of a blocked account',
      (kit: TestKit) => (kit.account.addAccount('nova@example.com', 'x').disabled = true),
      'E-mail já cadastrado no sistema.',
    ],
  ])('shows the refusal for a %s beside its field and keeps what was typed', async (_case, arrange, message) => {
    const kit = createTestKit();
    arrange(kit);
    const { user } = renderApp(kit, '/pages/register');
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect((await screen.findAllByText(message)).length).toBe(2);
    expect(input('CPF').value).toBe('529.982.247-25');
    expect(input('E-mail').value).toBe('nova@example.com');
    expect(input('Senha').value).toBe('Segredo#2026');
    expect(screen.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' })).toHaveProperty('checked', true);
  });

  it.each([
    [ErrorCode.INVALID_CPF, 'CPF inválido.'],
    [ErrorCode.INVALID_CNPJ, 'CNPJ inválido.'],
    [ErrorCode.CNPJ_ALREADY_REGISTERED, 'CNPJ já cadastrado.'],
  ])('shows the server refusal %s', async (code, message) => {
    const kit = createTestKit();
    kit.account.failNext('register', code);
    const { user } = renderApp(kit, '/pages/register');
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect((await screen.findAllByText(message)).length).toBe(2);
  });
});

describe('e-mail confirmation', () => {
  async function openConfirmation(kit: TestKit) {
    const { token } = await kit.account.register({
      email: 'nova@example.com',
      emailConfirmation: 'nova@example.com',
      nome: 'Nova',
      userType: 'individual',
      document: '52998224725',
      phone: '11987654321',
      password: 'x',
      acceptedTerms: true,
      language: 'PtBr',
    });
    const rendered = renderApp(kit, `/pages/confirm-email?token=${token}&email=nova%40example.com`);
    await screen.findByText(/Enviamos um código de 6 dígitos para nova@example.com/);
    return rendered;
  }

  it('confirms with the mailed code and goes to login', async () => {
    const kit = createTestKit();
    const { user, router } = await openConfirmation(kit);
    await user.type(input('Código de confirmação'), kit.account.mailedCodes.at(-1)!.code);
    await user.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByText('Seu cadastro está pronto. Entre com o seu e-mail e a sua senha.')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/pages/login'));
    expect(kit.account.accounts.has('nova@example.com')).toBe(true);
  });

  it.each([
    ['a wrong code', (_kit: TestKit) => undefined, '000000', 'Código inválido.'],
    [
      'an expired code',
      (kit: TestKit) => [...kit.account.pending.values()].forEach((p) => (p.expired = true)),
      null,
      'Código expirado.',
    ],
  ])('refuses %s and keeps it typed', async (_case, arrange, typed, message) => {
    const kit = createTestKit();
    const { user } = await openConfirmation(kit);
    arrange(kit);
    const code = typed ?? kit.account.mailedCodes.at(-1)!.code;
    await user.type(input('Código de confirmação'), code);
    await user.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect((await screen.findAllByText(message)).length).toBe(2);
    expect(input('Código de confirmação').value).toBe(code);
  });

  it('resends the code', async () => {
    const kit = createTestKit();
    const { user } = await openConfirmation(kit);
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Enviamos um novo código para o seu e-mail.')).toBeTruthy();
    expect(kit.account.mailedCodes).toHaveLength(2);
  });

  it('explains an address without a registration', async () => {
    renderApp(createTestKit(), '/pages/confirm-email');
    expect(await screen.findByText(/Este endereço de confirmação não é válido/)).toBeTruthy();
  });
});

describe('forgot and reset password', () => {
  it('sends the link and says where; refuses an unknown e-mail (5002) keeping it typed', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Esqueci minha senha' });
    await user.type(input('E-mail'), 'ninguem@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findAllByText('E-mail não existe.')).length).toBe(2);
    expect(input('E-mail').value).toBe('ninguem@example.com');

    await user.clear(input('E-mail'));
    await user.type(input('E-mail'), 'assinante@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText('Enviamos um link de redefinição para assinante@example.com. Ele vale por 1 hora.'),
    ).toBeTruthy();
    expect(kit.account.mailedResetTokens).toHaveLength(1);
  });

  it('shows the refusal of a disabled account (5300) once, as a toast, keeping the e-mail typed', async () => {
    const kit = createTestKit();
    kit.account.failNext('forgotPassword', ErrorCode.USER_DISABLED);
    const { user } = renderApp(kit, '/pages/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Esqueci minha senha' });
    await user.type(input('E-mail'), 'assinante@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Usuário desabilitado. Entre em contato com o atendimento.')).toBeTruthy();
    expect(await toastsShown()).toEqual([expect.stringContaining('Usuário desabilitado.')]);
    expect(input('E-mail').value).toBe('assinante@example.com');
  });

  it('says once that the server did not answer, keeping the e-mail typed; sending again then goes through', async () => {
    const kit = createTestKit();
    const { forgotPassword } = kit.account;
    kit.account.forgotPassword = async () => {
      throw new ApiError(undefined, undefined);
    };
    const { user } = renderApp(kit, '/pages/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Esqueci minha senha' });
    await user.type(input('E-mail'), 'assinante@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(/Falha ao carregar o sistema/)).toBeTruthy();
    expect(await toastsShown()).toEqual([expect.stringContaining('Falha ao carregar o sistema')]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input('E-mail').value).toBe('assinante@example.com');

    kit.account.forgotPassword = forgotPassword.bind(kit.account);
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText('Enviamos um link de redefinição para assinante@example.com. Ele vale por 1 hora.'),
    ).toBeTruthy();
  });

  it('needs a valid e-mail', async () => {
    const { user } = renderApp(createTestKit(), '/pages/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Esqueci minha senha' });
    await user.type(input('E-mail'), 'sem-arroba');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
  });

  it('resets with the link token and goes to login', async () => {
    const kit = createTestKit();
    await kit.account.forgotPassword('assinante@example.com');
    const { token } = kit.account.mailedResetTokens[0]!;
    const { user, router } = renderApp(kit, `/pages/reset-password?token=${token}`);
    await screen.findByRole('heading', { level: 1, name: 'Redefinir senha' });
    expect(description('Nova senha')).toBe(PASSWORD_RULE);
    await user.type(input('Nova senha'), 'Nova#Senha2026');
    await user.type(input('Repita a nova senha'), 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Sua senha foi alterada. Entre com a nova senha.')).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/pages/login'));
    expect(kit.account.accounts.get('assinante@example.com')?.password).toBe('Nova#Senha2026');
  });

  it.each([
    [ErrorCode.INVALID_RESET_TOKEN, 'Link de redefinição de senha inválido.', 1],
    [ErrorCode.EXPIRED_RESET_TOKEN, 'Link de redefinição de senha expirado.', 1],
    [ErrorCode.PASSWORD_CONFIRMATION_MISMATCH, 'A nova senha e a confirmação não conferem.', 2],
    [ErrorCode.INVALID_CONFIRMATION_PASSWORD, 'Confirmação de senha inválida.', 2],
  ])('shows the reset refusal %s and keeps the passwords typed', async (code, message, times) => {
    const kit = createTestKit();
    kit.account.failNext('resetPassword', code);
    const { user } = renderApp(kit, '/pages/reset-password?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Redefinir senha' });
    await user.type(input('Nova senha'), 'Nova#Senha2026');
    await user.type(input('Repita a nova senha'), 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect((await screen.findAllByText(message)).length).toBe(times);
    expect(input('Repita a nova senha').value).toBe('Nova#Senha2026');
  });
});

describe('lost access and new client', () => {
  it('sends a lost-access request to the team and confirms it', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/lost-access');
    await screen.findByRole('heading', { level: 1, name: 'Perdi meu acesso' });
    await user.type(input('E-mail'), 'perdido@example.com');
    await user.type(input('Telefone'), '11987654321');
    await user.type(input('Mensagem'), 'Troquei de celular.');
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await screen.findByText('Recebemos o seu pedido. Nossa equipe de atendimento entrará em contato.'),
    ).toBeTruthy();
    expect(kit.account.teamRequests).toEqual([
      {
        kind: 'lost-access',
        body: { email: 'perdido@example.com', phone: '11 98765-4321', message: 'Troquei de celular.' },
      },
    ]);
  });

  it('sends a new client and checks the phone first', async () => {
    const kit = createTestKit();
    const { user } = renderApp(kit, '/pages/new-client');
    await screen.findByRole('heading', { level: 1, name: 'Quero ser cliente' });
    await user.type(input('Nome'), 'Cliente Novo');
    await user.type(input('E-mail'), 'cliente@example.com');
    await user.type(input('Telefone'), '1198');
    await user.click(screen.getByRole('button', { name: 'Enviar contato' }));
    expect(await screen.findByText('Telefone inválido')).toBeTruthy();
    await user.type(input('Telefone'), '7654321');
    await user.click(screen.getByRole('button', { name: 'Enviar contato' }));
    expect(await screen.findByText('Obrigado! Nossa equipe comercial entrará em contato em breve.')).toBeTruthy();
    expect(input('Nome').value).toBe('Cliente Novo');
  });

  it("marks the fields the API's erros[] name, by the API's names, with the API's words", async () => {
    const kit = createTestKit();
    kit.account.newClient = async () => {
      throw new ApiError(400, {
        errorType: 'ValidationError',
        code: 400,
        message: 'Requisição inválida',
        erros: [{ field: 'nome', message: 'Nome recusado pelo servidor' }],
      });
    };
    const { user } = renderApp(kit, '/pages/new-client');
    await screen.findByRole('heading', { level: 1, name: 'Quero ser cliente' });
    await user.type(input('Nome'), 'Cliente Novo');
    await user.type(input('E-mail'), 'cliente@example.com');
    await user.type(input('Telefone'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Enviar contato' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Nome recusado pelo servidor');
    expect(input('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(input('Nome').value).toBe('Cliente Novo');
  });

  it('speaks the interface language', async () => {
    const kit = createTestKit({ language: 'es-AR' });
    const { user } = renderApp(kit, '/pages/lost-access');
    await screen.findByRole('heading', { level: 1, name: 'Perdí mi acceso' });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(alerts()).toEqual(['Campo obligatorio', 'Campo obligatorio', 'Campo obligatorio']));
    await user.type(input('Correo electrónico'), 'x');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Email inválido')).toBeTruthy();
  });
});
