import {
  CATALOGUES,
  ApiError,
  AppEvents,
  classifyTransportFailure,
  DeviceIdentity,
  firstInformativePath,
  landingPath,
  LogoutUseCase,
  SessionRepository,
  SessionStarter,
  SignInUseCase,
  ValidateTwoFactorUseCase,
  LOGIN_PATH,
  type NavigationPort,
} from '../../../core';
import { FakeAuthApi } from '../../../tests/fakes/fake-auth-api';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakeContentApi } from '../../../tests/fakes/fake-content-api';
import { MemoryStorage } from '../../../tests/fakes/memory-storage';
import {
  RecordingLogger,
  RecordingPreferences,
  RecordingTimeCounter,
  SequentialIds,
} from '../../../tests/fakes/recorders';
import { type SignInTasks } from '../sign-in.tasks';

/** The sign-in tasks on the core: the real use cases over fakes of every port. */
export class CoreSignIn implements SignInTasks {
  private readonly api = new FakeAuthApi();
  private readonly content = new FakeContentApi();
  private readonly clock = new FakeClock();
  private readonly local = new MemoryStorage();
  private readonly session = new SessionRepository(this.local, new MemoryStorage());
  private readonly device = new DeviceIdentity(this.local, new SequentialIds());
  private readonly navigation: NavigationPort = { reloadAt: (path) => (this.path = path), reload: () => undefined };
  private readonly starter = new SessionStarter(this.session, new RecordingPreferences(), new AppEvents());
  private readonly signInUseCase = new SignInUseCase(this.api, this.device, this.starter);
  private readonly twoFactor = new ValidateTwoFactorUseCase(this.api, this.device, this.starter);
  private readonly logout = new LogoutUseCase(
    this.api,
    this.session,
    new RecordingTimeCounter(),
    this.device,
    this.navigation,
    this.clock,
    new AppEvents(),
    new RecordingLogger(),
  );
  private path = '/';
  private returnTo: string | null = null;
  private challenge: string | null = null;
  private readonly shown: string[] = [];

  async haveAccount(email: string, password: string): Promise<void> {
    this.api.addAccount(email, password);
  }

  async trustThisDevice(email: string): Promise<void> {
    this.api.accounts.get(email)?.trustedDevices.add(this.device.id());
  }

  async disableAccount(email: string): Promise<void> {
    const account = this.api.accounts.get(email);
    if (account) account.disabled = true;
  }

  async visit(path: string): Promise<void> {
    if (this.session.isAuthenticated()) {
      this.path = path;
      return;
    }
    this.returnTo = path;
    this.path = LOGIN_PATH;
  }

  async signIn(email: string, password: string): Promise<void> {
    this.path = LOGIN_PATH;
    await this.attempt(async () => {
      const outcome = await this.signInUseCase.execute({ email, password, remember: false });
      if (outcome.kind === 'two-factor') {
        this.challenge = outcome.challenge;
        this.path = '/pages/two-factor';
      } else await this.land();
    });
  }

  async confirmCode(email: string, code?: string): Promise<void> {
    const typed = code ?? this.api.mailedCodes.filter((m) => m.email === email).at(-1)?.code ?? '';
    await this.attempt(async () => {
      await this.twoFactor.execute(this.challenge ?? '', typed, false);
      await this.land();
    });
  }

  async signOut(): Promise<void> {
    await this.logout.execute();
  }

  async wait(ms: number): Promise<void> {
    this.clock.advance(ms);
  }

  async currentPath(): Promise<string> {
    return this.path;
  }

  async firstInformativePath(): Promise<string> {
    return firstInformativePath(await this.content.mainMenu());
  }

  async isAskingForCode(): Promise<boolean> {
    return this.path === '/pages/two-factor' && this.challenge !== null;
  }

  async isAtSignIn(): Promise<boolean> {
    return this.path === LOGIN_PATH;
  }

  async messages(): Promise<string[]> {
    return this.shown;
  }

  async isSignedIn(): Promise<boolean> {
    return this.session.isAuthenticated();
  }

  async endedSessions(): Promise<number> {
    return this.api.logouts.length;
  }

  private async land(): Promise<void> {
    this.path = landingPath(this.returnTo, await this.content.mainMenu());
  }

  /** Runs a step; an API refusal is shown as the interface shows it (SPEC §8 transport handling). */
  private async attempt(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const outcome = classifyTransportFailure(
        { status: error.status, body: error.body, authenticated: false },
        CATALOGUES.PtBr,
      );
      if (outcome.kind === 'toasts') this.shown.push(...outcome.toasts.map((t) => t.message));
    }
  }
}
