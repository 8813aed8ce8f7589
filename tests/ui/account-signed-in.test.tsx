// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_TRIAL_DAYS, ErrorCode, Profile, SessionRepository } from '../../core';
import { ShellStore } from '../../ui/shell/shell.store';
import './support/jsdom-polyfills';
import { ACCOUNT, createTestKit, currentAddress, renderApp, signInBefore, type TestKit } from './support/test-app';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function signedInKit(profile: Profile = Profile.SUBSCRIBER, phone = ''): TestKit {
  const kit = createTestKit();
  const record = kit.account.accounts.get(ACCOUNT.email)!;
  record.data.profile = profile;
  record.data.signature = profile === Profile.FREE ? 'Gratuito' : 'Plano Completo';
  record.phoneDigits = phone;
  signInBefore(kit);
  return kit;
}

describe('my account', () => {
  it('shows the account data, saves the phone and sends a change request to customer service', async () => {
    const kit = signedInKit();
    const { user } = renderApp(kit, '/my-account');
    await screen.findByRole('heading', { level: 2, name: 'Dados da conta' });
    const data = screen.getByText('CPF ou CNPJ').closest('dl')!;
    expect(within(data).getByText('529.982.247-25')).toBeTruthy();
    expect(within(data).getByText('Assinante')).toBeTruthy();
    expect(within(data).getByText('Português (Brasil)')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Salvar telefone' }));
    expect(await screen.findByText('Telefone salvo.')).toBeTruthy();
    expect(within(data).getByText('11 98765-4321')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enviar ao atendimento' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    await user.type(input('O que deve ser alterado?'), 'Mudei de empresa.');
    await user.click(screen.getByRole('button', { name: 'Enviar ao atendimento' }));
    expect(await screen.findByText('Nosso atendimento recebeu o seu pedido de alteração.')).toBeTruthy();
    expect(kit.account.teamRequests).toEqual([
      { kind: 'account-change', body: { email: ACCOUNT.email, message: 'Mudei de empresa.' } },
    ]);
  });

  it('says when the data could not be loaded, and tries again', async () => {
    const kit = signedInKit();
    kit.account.failNext('myAccount', ErrorCode.USER_NOT_FOUND);
    const { user } = renderApp(kit, '/my-account');
    expect(await screen.findByText('Não foi possível carregar estas informações.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dados da conta' })).toBeTruthy();
  });

  it.each([
    [
      'with an active contract: the request is registered (5501)',
      Profile.SUBSCRIBER,
      [
        'Não é possível excluir uma conta com assinatura ativa.',
        'Sua solicitação de exclusão foi registrada. Nossa equipe comercial entrará em contato.',
      ],
    ],
    [
      'without a contract: the data is deleted',
      Profile.FREE,
      ['Seus dados foram excluídos. Para voltar a acessar, faça um novo cadastro.'],
    ],
  ])('data deletion %s; the session ends and login shows', async (_case, profile, messages) => {
    const kit = signedInKit(profile);
    const { user, router } = renderApp(kit, '/my-account');
    await user.click(await screen.findByRole('button', { name: 'Solicitar exclusão dos meus dados' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir meus dados?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, excluir meus dados' }));
    for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(currentAddress(router)).toBe('/pages/login'));
    expect(kit.container.get(SessionRepository).isAuthenticated()).toBe(false);
  });

  it('cancelling the deletion keeps everything', async () => {
    const kit = signedInKit();
    const { user } = renderApp(kit, '/my-account');
    await user.click(await screen.findByRole('button', { name: 'Solicitar exclusão dos meus dados' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(kit.account.deletions).toEqual([]);
  });
});

describe('change password', () => {
  async function change(kit: TestKit, path: string, values: [string, string, string]) {
    const rendered = renderApp(kit, path);
    await screen.findByLabelText('Senha atual');
    await rendered.user.type(input('Senha atual'), values[0]);
    await rendered.user.type(input('Nova senha'), values[1]);
    await rendered.user.type(input('Repita a nova senha'), values[2]);
    await rendered.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    return rendered;
  }

  it('shows the password rule under the new password before the user types', async () => {
    const kit = signedInKit();
    renderApp(kit, '/change-password');
    const next = (await screen.findByLabelText('Nova senha')) as HTMLInputElement;
    const hint = document.getElementById((next.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '');
    expect(hint?.textContent).toBe('Use pelo menos 10 caracteres. Senhas muito comuns não são aceitas.');
  });

  it('changes the password at /change-password and empties the form', async () => {
    const kit = signedInKit();
    await change(kit, '/change-password', [ACCOUNT.password, 'Nova#Senha2026', 'Nova#Senha2026']);
    expect(await screen.findByText('Sua senha foi alterada.')).toBeTruthy();
    await waitFor(() => expect(input('Senha atual').value).toBe(''));
    expect(kit.account.accounts.get(ACCOUNT.email)?.password).toBe('Nova#Senha2026');
  });

  it("checks the core's rules in the browser: new equal to current (5350), repeat different (5351); nothing sent", async () => {
    const kit = signedInKit();
    await change(kit, '/account/change-password', [ACCOUNT.password, ACCOUNT.password, 'outra']);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        'A nova senha deve ser diferente da atual.',
        'A nova senha e a confirmação não conferem.',
      ]),
    );
    expect(kit.account.accounts.get(ACCOUNT.email)?.password).toBe(ACCOUNT.password);
  });

  it.each([
    [ErrorCode.INVALID_CURRENT_PASSWORD, 'Senha atual inválida.', 'Senha atual'],
    [ErrorCode.NEW_PASSWORD_SAME_AS_CURRENT, 'A nova senha deve ser diferente da atual.', 'Nova senha'],
    [ErrorCode.PASSWORD_CONFIRMATION_MISMATCH, 'A nova senha e a confirmação não conferem.', 'Repita a nova senha'],
    [ErrorCode.INVALID_CONFIRMATION_PASSWORD, 'Confirmação de senha inválida.', 'Repita a nova senha'],
  ])('shows the refusal %s on its field and keeps what was typed', async (code, message, field) => {
    const kit = signedInKit();
    kit.account.failNext('changePassword', code);
    await change(kit, '/account/change-password', ['Atual#1', 'Nova#Senha2026', 'Nova#Senha2026']);
    expect((await screen.findAllByText(message)).length).toBe(2);
    expect(input(field).getAttribute('aria-invalid')).toBe('true');
    expect(input('Senha atual').value).toBe('Atual#1');
    expect(input('Repita a nova senha').value).toBe('Nova#Senha2026');
  });
});

describe('the account tabs', () => {
  it('notifications: block all and per commodity, saved', async () => {
    const kit = signedInKit();
    const { user } = renderApp(kit, '/account/notification');
    const coffeeByEmail = await screen.findByRole('checkbox', { name: 'Notificações de Café por e-mail' });
    await user.click(coffeeByEmail);
    await user.click(screen.getByRole('button', { name: 'Salvar notificações' }));
    expect(await screen.findByText('Suas notificações foram salvas.')).toBeTruthy();
    expect(kit.account.notificationSettings.items.find((i) => i.commodity === 7)).toMatchObject({
      email: false,
      app: true,
    });

    await user.click(screen.getByRole('checkbox', { name: 'Bloquear todas as notificações' }));
    expect(screen.getByRole('checkbox', { name: 'Notificações de Café no aplicativo' }).matches(':disabled')).toBe(
      true,
    );
  });

  it('signature and packages of a subscriber; no demo to ask for', async () => {
    const kit = signedInKit();
    const { user } = renderApp(kit, '/account/signature');
    expect(await screen.findByText('Plano Completo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar demonstração' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Pacotes' }));
    expect(await screen.findByText('Café: Incluído')).toBeTruthy();
  });

  it('a Free user asks for a demo: the phone is not found, then typed, and the user becomes Demo', async () => {
    const kit = signedInKit(Profile.FREE);
    const { user } = renderApp(kit, '/account/signature');
    // The trial's length comes from the core's constant, in the heading and the text alike.
    expect(await screen.findByRole('heading', { name: `Demonstração de ${DEMO_TRIAL_DAYS} dias` })).toBeTruthy();
    expect(screen.getByText(new RegExp(`plataforma por ${DEMO_TRIAL_DAYS} dias\\.`))).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Solicitar demonstração' }));
    expect(await screen.findByText('Campo não encontrado.')).toBeTruthy();
    await user.type(input('Telefone'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar solicitação' }));
    expect(await screen.findByText('Sua demonstração está ativa até 28/11/2026.')).toBeTruthy();
    expect(await screen.findByText('Demonstração (7 dias)')).toBeTruthy();
    expect(kit.container.get(SessionRepository).current()?.profile).toBe(Profile.DEMO);
    expect(kit.container.get(ShellStore).user?.profile).toBe(Profile.DEMO);
  });

  it('shows a phone in an invalid format on the check-info step', async () => {
    const kit = signedInKit(Profile.FREE, '123');
    const { user } = renderApp(kit, '/account/signature');
    await user.click(await screen.findByRole('button', { name: 'Solicitar demonstração' }));
    expect(await screen.findByText('Campo em formato inválido.')).toBeTruthy();
  });

  it.each([
    [
      '5007',
      () => ({ method: 'requestDemo' as const, code: ErrorCode.PHONE_NOT_FOUND }),
      'Telefone do usuário não encontrado.',
    ],
  ])('shows the demo refusal %s', async (_code, failure, message) => {
    const kit = signedInKit(Profile.FREE, '11987654321');
    const { method, code } = failure();
    kit.account.failNext(method, code);
    const { user } = renderApp(kit, '/account/signature');
    await user.click(await screen.findByRole('button', { name: 'Solicitar demonstração' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar solicitação' }));
    expect((await screen.findAllByText(message)).length).toBe(2);
    expect(input('Telefone').value).toBe('11 98765-4321');
  });

  it.each([
    ['an active contract', 'DemoActiveContractError', 'Já existe um contrato ativo para este usuário.'],
    ['an active demo', 'DemoActiveDemoError', 'Já existe uma demonstração ativa para este usuário.'],
  ])('shows the refusal of a demo for %s', async (_case, errorType, message) => {
    const kit = signedInKit(Profile.FREE);
    kit.account.failNext('checkDemoRequest', 400, errorType, message);
    const { user } = renderApp(kit, '/account/signature');
    await user.click(await screen.findByRole('button', { name: 'Solicitar demonstração' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('privacy policy in the interface language, version 2 of 2023-09-21', async () => {
    const kit = signedInKit();
    renderApp(kit, '/account/privacy-policy');
    expect(await screen.findByRole('heading', { level: 3, name: 'Política de Privacidade' })).toBeTruthy();
    expect(screen.getByText('Versão 2, de 2023-09-21')).toBeTruthy();
  });
});
