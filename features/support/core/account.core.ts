import {
  CATALOGUES,
  ApiError,
  AppEvents,
  ChangePasswordUseCase,
  CheckDemoRequestUseCase,
  classifyTransportFailure,
  ConfirmEmailUseCase,
  cpfCheckDigits,
  DeleteAccountUseCase,
  DeviceIdentity,
  ForgotPasswordUseCase,
  FormIssuesError,
  issueText,
  LoadSignatureUseCase,
  LostAccessUseCase,
  NewClientUseCase,
  otherMessage,
  Profile,
  RegisterUseCase,
  RequestDemoUseCase,
  ResetPasswordUseCase,
  SaveNotificationsUseCase,
  SessionRepository,
  UpdatePhoneUseCase,
  type DemoEligibility,
} from '../../../core';
import { activeUser } from '../../../tests/fakes/builders';
import { FakeAccountApi } from '../../../tests/fakes/fake-account-api';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { MemoryStorage } from '../../../tests/fakes/memory-storage';
import { SequentialIds } from '../../../tests/fakes/recorders';
import { type AccountTasks } from '../account.tasks';

const PASSWORD = 'Segredo#2026';

/** The account tasks on the core: the real use cases over the fake account API. */
export class CoreAccount implements AccountTasks {
  private readonly api = new FakeAccountApi();
  private readonly local = new MemoryStorage();
  private readonly session = new SessionRepository(this.local, new MemoryStorage());
  private readonly device = new DeviceIdentity(this.local, new SequentialIds());
  private readonly events = new AppEvents();
  private readonly shown: string[] = [];
  private email = '';
  private currentPassword = PASSWORD;
  private registrationToken = '';
  private demo: DemoEligibility | null = null;
  private registrations = 0;

  constructor() {
    this.api.addAccount('assinante@example.com', 'Celeiro#2026', { profile: Profile.SUBSCRIBER });
    this.api.addAccount('gratuito@example.com', 'Celeiro#2026', {
      profile: Profile.FREE,
      signature: 'Gratuito',
      document: '',
    });
  }

  async register(person: { userType: 'individual' | 'company'; document?: string; email?: string }): Promise<void> {
    this.email = person.email ?? `pessoa${++this.registrations}@example.com`;
    const base = String(100000000 + this.registrations * 7919).slice(0, 9);
    const document = person.document ?? `${base}${cpfCheckDigits(base)}`;
    await this.attempt(async () => {
      const form = {
        email: this.email,
        emailRepeat: this.email,
        name: 'Pessoa Nova',
        userType: person.userType,
        document,
        phone: '11987654321',
        password: PASSWORD,
        acceptedTerms: true,
      };
      this.registrationToken = (await new RegisterUseCase(this.api).execute(form, 'PtBr')).token;
    });
  }

  async confirmEmail(code?: string): Promise<void> {
    const typed = code ?? this.api.mailedCodes.filter((m) => m.email === this.email).at(-1)?.code ?? '';
    await this.attempt(async () => {
      await new ConfirmEmailUseCase(this.api, this.device).execute(this.registrationToken, typed);
      this.shown.push('Seu cadastro está pronto. Entre com o seu e-mail e a sua senha.');
    });
  }

  async haveRegisteredAccount(signedIn: boolean): Promise<void> {
    await this.register({ userType: 'individual' });
    await this.confirmEmail();
    if (signedIn) this.startSession(this.email);
  }

  async signInAs(email: string): Promise<void> {
    this.email = email;
    this.currentPassword = this.api.accounts.get(email)?.password ?? '';
    this.startSession(email);
  }

  async canSignIn(password?: string): Promise<boolean> {
    const account = this.api.accounts.get(this.email);
    return account !== undefined && !account.disabled && account.password === (password ?? this.currentPassword);
  }

  async forgotPassword(email?: string): Promise<void> {
    await this.attempt(() => new ForgotPasswordUseCase(this.api).execute(email ?? this.email));
  }

  async resetWithMailedLink(password: string): Promise<void> {
    const token = this.api.mailedResetTokens.filter((m) => m.email === this.email).at(-1)?.token ?? '';
    await this.attempt(async () => {
      await new ResetPasswordUseCase(this.api).execute(token, password, password);
      this.currentPassword = password;
      this.shown.push('Sua senha foi alterada. Entre com a nova senha.');
    });
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.attempt(async () => {
      await new ChangePasswordUseCase(this.api).execute({ current, next, repeat: next });
      this.currentPassword = next;
      this.shown.push('Sua senha foi alterada.');
    });
  }

  password(): string {
    return this.currentPassword;
  }

  async sendLostAccess(): Promise<void> {
    await this.attempt(async () => {
      await new LostAccessUseCase(this.api).execute({
        email: 'perdido@example.com',
        phone: '11 98765-4321',
        message: 'Troquei de celular.',
      });
      this.shown.push('Recebemos o seu pedido. Nossa equipe de atendimento entrará em contato.');
    });
  }

  async sendNewClient(): Promise<void> {
    await this.attempt(async () => {
      await new NewClientUseCase(this.api).execute({
        email: 'cliente@example.com',
        phone: '11 98765-4321',
        nome: 'Cliente Novo',
      });
      this.shown.push('Obrigado! Nossa equipe comercial entrará em contato em breve.');
    });
  }

  async teamRequests(): Promise<number> {
    return this.api.teamRequests.length;
  }

  async askForDemo(): Promise<void> {
    await this.attempt(async () => {
      this.demo = await new CheckDemoRequestUseCase(this.api).execute();
    });
  }

  async demoPhoneMessage(): Promise<string> {
    const issue = this.demo?.issues[0];
    return issue ? issueText(issue, CATALOGUES.PtBr) : '';
  }

  async confirmDemo(phone: string): Promise<void> {
    await this.attempt(async () => {
      await new UpdatePhoneUseCase(this.api).execute(phone);
      await new RequestDemoUseCase(this.api, this.session).execute();
    });
  }

  async signature(): Promise<string> {
    return (await new LoadSignatureUseCase(this.api, new FakeClock()).execute()).current.signature;
  }

  async demoOffered(): Promise<boolean> {
    return (await new LoadSignatureUseCase(this.api, new FakeClock()).execute()).canRequestDemo;
  }

  async turnOffEmailNotifications(commodity: string): Promise<void> {
    const settings = await this.api.notifications();
    const items = settings.items.map((item) => (item.nome === commodity ? { ...item, email: false } : item));
    await this.attempt(async () => {
      await new SaveNotificationsUseCase(this.api).execute({ ...settings, items });
      this.shown.push('Suas notificações foram salvas.');
    });
  }

  async deleteData(): Promise<void> {
    await this.attempt(async () => {
      const outcome = await new DeleteAccountUseCase(this.api, this.session, this.events).execute();
      this.shown.push(otherMessage(outcome.message, CATALOGUES.PtBr));
    });
  }

  async isSignedIn(): Promise<boolean> {
    return this.session.isAuthenticated();
  }

  async messages(): Promise<string[]> {
    return this.shown;
  }

  private startSession(email: string): void {
    this.api.signedIn = email;
    const { profile } = this.api.accounts.get(email)!.data;
    this.session.save(activeUser({ email, profile }), false);
  }

  /** Runs a step; refusals are shown as the interface shows them (field messages, then the transport toasts). */
  private async attempt(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (error instanceof FormIssuesError) {
        this.shown.push(...error.issues.map((issue) => issueText(issue, CATALOGUES.PtBr)));
        return;
      }
      if (!(error instanceof ApiError)) throw error;
      const outcome = classifyTransportFailure(
        { status: error.status, body: error.body, authenticated: this.session.isAuthenticated() },
        CATALOGUES.PtBr,
      );
      if (outcome.kind === 'toasts') this.shown.push(...outcome.toasts.map((t) => t.message));
    }
  }
}
