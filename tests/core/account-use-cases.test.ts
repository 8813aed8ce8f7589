import { describe, expect, it } from 'vitest';
import {
  AppEvents,
  ChangePasswordUseCase,
  CheckDemoRequestUseCase,
  ConfirmEmailUseCase,
  DeleteAccountUseCase,
  DeviceIdentity,
  ForgotPasswordUseCase,
  FormIssuesError,
  LoadPrivacyPolicyUseCase,
  LoadSignatureUseCase,
  LostAccessUseCase,
  NewClientUseCase,
  Profile,
  RegisterUseCase,
  RequestAccountChangeUseCase,
  RequestDemoUseCase,
  ResendConfirmationUseCase,
  ResetPasswordUseCase,
  SaveNotificationsUseCase,
  SessionRepository,
  UpdatePhoneUseCase,
  type RegistrationInput,
} from '../../core';
import { activeUser } from '../fakes/builders';
import { FakeContentCache } from '../fakes/fake-content-cache';
import { FakeAccountApi } from '../fakes/fake-account-api';
import { FakeClock } from '../fakes/fake-clock';
import { MemoryStorage } from '../fakes/memory-storage';
import { SequentialIds } from '../fakes/recorders';

const form: RegistrationInput = {
  email: ' nova@example.com ',
  emailRepeat: 'nova@example.com',
  name: ' Nova Pessoa ',
  userType: 'individual',
  document: '529.982.247-25',
  phone: '11 98765-4321',
  password: 'Segredo#2026',
  acceptedTerms: true,
};

/** The issues a use case refused with, as `field:message-or-code`. */
async function refusal(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FormIssuesError);
  return (error as FormIssuesError).issues.map(
    (issue) => `${issue.field}:${'code' in issue ? issue.code : issue.message}`,
  );
}

function signedIn(api: FakeAccountApi, email = 'maria@example.com', profile: Profile = Profile.SUBSCRIBER) {
  api.addAccount(email, 'Senha#1', { profile });
  api.signedIn = email;
  const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
  session.save(activeUser({ email, profile }), false);
  return session;
}

describe('registration and e-mail confirmation', () => {
  it('registers with trimmed fields in the interface language, then confirms from this device', async () => {
    const api = new FakeAccountApi();
    const pending = await new RegisterUseCase(api).execute(form, 'EsAr');
    expect(api.pending.get(pending.token)?.request).toMatchObject({
      email: 'nova@example.com',
      nome: 'Nova Pessoa',
      emailConfirmation: 'nova@example.com',
      language: 'EsAr',
    });
    const local = new MemoryStorage();
    const confirm = new ConfirmEmailUseCase(api, new DeviceIdentity(local, new SequentialIds()));
    await confirm.execute(pending.token, ` ${api.mailedCodes.at(-1)!.code} `);
    expect(api.accounts.get('nova@example.com')?.data.profile).toBe(Profile.FREE);
    expect(api.trustedDevices).toEqual(['id-1']);
  });

  it('refuses the form before calling the API: repeat, CPF, terms', async () => {
    const api = new FakeAccountApi();
    const issues = await refusal(
      new RegisterUseCase(api).execute(
        { ...form, emailRepeat: 'x@example.com', document: '111.111.111-11', acceptedTerms: false },
        'PtBr',
      ),
    );
    expect(issues).toEqual(['emailRepeat:fieldsMustMatch', 'document:5204', 'acceptedTerms:termsRequired']);
    expect(api.pending.size).toBe(0);
  });

  it('resends a code, and the old one no longer confirms', async () => {
    const api = new FakeAccountApi();
    const { token } = await new RegisterUseCase(api).execute(form, 'PtBr');
    const confirm = new ConfirmEmailUseCase(api, new DeviceIdentity(new MemoryStorage(), new SequentialIds()));
    const first = api.mailedCodes.at(-1)!.code;
    await new ResendConfirmationUseCase(api).execute(token);
    await expect(confirm.execute(token, first)).rejects.toMatchObject({ code: 5200 });
    await expect(confirm.execute(token, api.mailedCodes.at(-1)!.code)).resolves.toBeUndefined();
  });

  it('refuses to resend for an unknown registration with 5203', async () => {
    await expect(new ResendConfirmationUseCase(new FakeAccountApi()).execute('unknown')).rejects.toMatchObject({
      code: 5203,
    });
  });
});

describe('passwords and access', () => {
  it('forgot password needs a valid e-mail', async () => {
    const api = new FakeAccountApi();
    expect(await refusal(new ForgotPasswordUseCase(api).execute('sem-arroba'))).toEqual(['email:invalidEmail']);
    await expect(new ForgotPasswordUseCase(api).execute('ninguem@example.com')).rejects.toMatchObject({ code: 5002 });
  });

  it('reset password checks both fields before sending', async () => {
    const api = new FakeAccountApi();
    expect(await refusal(new ResetPasswordUseCase(api).execute('t', 'Nova#Senha2026', 'b'))).toEqual([
      'repeat:fieldsMustMatch',
    ]);
    expect(await refusal(new ResetPasswordUseCase(api).execute('t', 'a', 'a'))).toEqual(['password:passwordTooShort']);
    expect(await refusal(new ResetPasswordUseCase(api).execute('t', 'qwertyuiop', 'qwertyuiop'))).toEqual([
      'password:passwordTooCommon',
    ]);
    await expect(
      new ResetPasswordUseCase(api).execute('unknown', 'Nova#Senha2026', 'Nova#Senha2026'),
    ).rejects.toMatchObject({ code: 5201 });
  });

  it('change password keeps the rules of the core and sends the API names', async () => {
    const api = new FakeAccountApi();
    signedIn(api);
    const useCase = new ChangePasswordUseCase(api);
    expect(await refusal(useCase.execute({ current: 'Senha#1', next: 'Senha#1', repeat: 'Senha#1' }))).toEqual([
      'next:5350',
    ]);
    expect(await refusal(useCase.execute({ current: 'Senha#1', next: 'Nova#Senha2026', repeat: 'Nova#2' }))).toEqual([
      'repeat:5351',
    ]);
    expect(await refusal(useCase.execute({ current: 'Senha#1', next: 'Nova#1', repeat: 'Nova#1' }))).toEqual([
      'next:passwordTooShort',
    ]);
    await expect(
      useCase.execute({ current: 'errada', next: 'Nova#Senha2026', repeat: 'Nova#Senha2026' }),
    ).rejects.toMatchObject({ code: 5207 });
    await useCase.execute({ current: 'Senha#1', next: 'Nova#Senha2026', repeat: 'Nova#Senha2026' });
    expect(api.accounts.get('maria@example.com')?.password).toBe('Nova#Senha2026');
  });

  it('lost access and new client check their fields, then reach the team', async () => {
    const api = new FakeAccountApi();
    expect(await refusal(new LostAccessUseCase(api).execute({ email: 'x', phone: '1', message: ' ' }))).toEqual([
      'email:invalidEmail',
      'phone:invalidPhone',
      'message:required',
    ]);
    expect(await refusal(new NewClientUseCase(api).execute({ email: 'a@example.com', phone: '', nome: '' }))).toEqual([
      'phone:required',
      'name:required',
    ]);
    await new NewClientUseCase(api).execute({ email: ' a@example.com ', phone: '11987654321', nome: ' Ana ' });
    expect(api.teamRequests).toEqual([
      { kind: 'new-client', body: { email: 'a@example.com', phone: '11987654321', nome: 'Ana' } },
    ]);
  });
});

describe('demo request', () => {
  it('the check-info step gives the phone field message: not found, then invalid format', async () => {
    const api = new FakeAccountApi();
    signedIn(api, 'livre@example.com', Profile.FREE);
    const useCase = new CheckDemoRequestUseCase(api);
    expect((await useCase.execute()).issues).toEqual([{ field: 'phone', message: 'demoFieldNotFound' }]);
    api.accounts.get('livre@example.com')!.phoneDigits = '123';
    expect((await useCase.execute()).issues).toEqual([{ field: 'phone', message: 'demoFieldInvalidFormat' }]);
  });

  it('grants the demo and makes the stored user a Demo user', async () => {
    const api = new FakeAccountApi();
    const session = signedIn(api, 'livre@example.com', Profile.FREE);
    await new UpdatePhoneUseCase(api).execute('11 98765-4321');
    const granted = await new RequestDemoUseCase(api, session).execute();
    expect(granted.profile).toBe(Profile.DEMO);
    expect(session.current()).toMatchObject({ profile: Profile.DEMO, signature: 'Demonstração (7 dias)' });
  });

  it('a phone must be well-formed before it is saved', async () => {
    expect(await refusal(new UpdatePhoneUseCase(new FakeAccountApi()).execute('12'))).toEqual(['phone:invalidPhone']);
  });
});

describe('my account', () => {
  it('a change request needs a message, and is sent trimmed', async () => {
    const api = new FakeAccountApi();
    signedIn(api);
    const useCase = new RequestAccountChangeUseCase(api);
    expect(await refusal(useCase.execute('  '))).toEqual(['message:required']);
    expect(api.teamRequests).toEqual([]);
    await useCase.execute(' Novo telefone ');
    expect(api.teamRequests.at(-1)).toEqual({
      kind: 'account-change',
      body: { email: 'maria@example.com', message: 'Novo telefone' },
    });
  });

  it('saves only the choices of the notification settings', async () => {
    const api = new FakeAccountApi();
    signedIn(api);
    const settings = await api.notifications();
    const saved = await new SaveNotificationsUseCase(api).execute({
      blockAll: true,
      items: settings.items.map((item) => ({ ...item, app: false })),
    });
    expect(saved.blockAll).toBe(true);
    expect(saved.items.every((item) => !item.app && item.email)).toBe(true);
  });

  it('tells the days left of a demo and whether a demo can be asked for', async () => {
    const api = new FakeAccountApi();
    const clock = new FakeClock('2026-11-21T12:00:00Z');
    signedIn(api, 'demo@example.com', Profile.DEMO);
    api.accounts.get('demo@example.com')!.demoEndsAt = '2026-11-24T18:00:00Z';
    expect(await new LoadSignatureUseCase(api, clock).execute()).toMatchObject({
      demoDaysLeft: 4,
      canRequestDemo: false,
    });
    signedIn(api, 'livre@example.com', Profile.FREE);
    expect(await new LoadSignatureUseCase(api, clock).execute()).toMatchObject({
      demoDaysLeft: null,
      canRequestDemo: true,
    });
  });

  it.each([
    ['PtPt', 'pt'],
    ['EnEu', 'en'],
    ['EsAr', 'es'],
  ] as const)('reads the privacy policy of a signed-in user for %s in %s from the API', async (locale, language) => {
    const api = new FakeAccountApi();
    const cache = new FakeContentCache();
    const session = signedIn(api);
    expect((await new LoadPrivacyPolicyUseCase(api, cache, session).execute(locale)).language).toBe(language);
    expect(cache.policyReads).toEqual([]);
  });

  it('reads the privacy policy of a visitor from the cache service, in the language of the locale', async () => {
    const cache = new FakeContentCache();
    const visitor = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    expect((await new LoadPrivacyPolicyUseCase(new FakeAccountApi(), cache, visitor).execute('EsEs')).language).toBe(
      'es',
    );
    expect(cache.policyReads).toEqual(['es']);
  });
});

describe('data deletion', () => {
  it('without a contract the account is deleted and this device forgets the session', async () => {
    const api = new FakeAccountApi();
    const session = signedIn(api, 'livre@example.com', Profile.FREE);
    const events = new AppEvents();
    let loggedOut = 0;
    events.on('logout', () => loggedOut++);
    expect(await new DeleteAccountUseCase(api, session, events).execute()).toEqual({
      kind: 'deleted',
      endsSession: true,
      message: 'deletionDone',
    });
    expect(session.isAuthenticated()).toBe(false);
    expect(loggedOut).toBe(1);
  });

  it('with an active contract (5501) the request is registered and the session ends all the same', async () => {
    const api = new FakeAccountApi();
    const session = signedIn(api);
    expect(await new DeleteAccountUseCase(api, session, new AppEvents()).execute()).toMatchObject({
      kind: 'registered',
      message: 'deletionRegistered',
    });
    expect(session.isAuthenticated()).toBe(false);
  });

  it('any other failure keeps the session', async () => {
    const api = new FakeAccountApi();
    const session = signedIn(api);
    api.failNext('deleteAccount', 5004);
    await expect(new DeleteAccountUseCase(api, session, new AppEvents()).execute()).rejects.toMatchObject({
      code: 5004,
    });
    expect(session.isAuthenticated()).toBe(true);
  });
});
