import {
  CATALOGUES,
  AppEvents,
  classifyTransportFailure,
  CloseSessionsFlag,
  DeviceIdentity,
  LogoutUseCase,
  otherMessage,
  SessionRepository,
  SessionStarter,
  SignInUseCase,
  ValidateTwoFactorUseCase,
  CLOSE_SESSIONS_KEY,
  S4_OTHER_LOGIN,
  type ApiError,
  type AuthApiPort,
} from '../../../core';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakeSessionServer } from '../../../tests/fakes/fake-session-server';
import { MemoryStorage } from '../../../tests/fakes/memory-storage';
import {
  RecordingLogger,
  RecordingPreferences,
  RecordingTimeCounter,
  SequentialIds,
} from '../../../tests/fakes/recorders';
import { type SessionsTasks } from '../sessions.tasks';

/** One tab of a browser: its own session storage over the browser's local storage, and the core wired to it. */
class Tab {
  readonly session: SessionRepository;
  readonly api: AuthApiPort;
  readonly signIn: SignInUseCase;
  readonly twoFactor: ValidateTwoFactorUseCase;
  readonly logout: LogoutUseCase;
  readonly flag: CloseSessionsFlag;
  blanked = false;
  reloadedAt: string | null = null;

  constructor(
    server: FakeSessionServer,
    readonly browser: Browser,
    readonly clock: FakeClock,
  ) {
    this.session = new SessionRepository(browser.local, new MemoryStorage());
    this.api = server.browser(() => this.session.current()?.token);
    const events = new AppEvents();
    const starter = new SessionStarter(this.session, new RecordingPreferences(), events);
    this.signIn = new SignInUseCase(this.api, browser.device, starter);
    this.twoFactor = new ValidateTwoFactorUseCase(this.api, browser.device, starter);
    this.logout = new LogoutUseCase(
      this.api,
      this.session,
      new RecordingTimeCounter(),
      browser.device,
      { reloadAt: (path) => (this.reloadedAt = path), reload: () => undefined },
      clock,
      events,
      new RecordingLogger(),
    );
    this.flag = new CloseSessionsFlag(browser.local, () => (this.blanked = true));
    // The session watch: a sign-in in this tab updates the flag, which the browser's other tabs see.
    events.on('login', () => {
      this.flag.update(true, true);
      for (const other of browser.tabs)
        if (other !== this) other.flag.storageChanged(CLOSE_SESSIONS_KEY, browser.local.getItem(CLOSE_SESSIONS_KEY));
    });
    browser.tabs.push(this);
  }
}

/** A browser: local storage and device id shared by its tabs. */
class Browser {
  readonly local = new MemoryStorage();
  readonly device = new DeviceIdentity(this.local, new SequentialIds());
  readonly tabs: Tab[] = [];
}

/** The sessions tasks on the core: real use cases per browser and tab over a fake server of sessions. */
export class CoreSessions implements SessionsTasks {
  private readonly server = new FakeSessionServer();
  private readonly clock = new FakeClock();
  private readonly browsers: Browser[] = [];
  private latest: Tab | null = null;

  async haveAccount(email: string, max: number): Promise<void> {
    this.server.auth.addAccount(email, 'Celeiro#2026');
    this.server.maxSessions = max;
  }

  async signInOnNewBrowser(email: string, remember: boolean): Promise<void> {
    const browser = new Browser();
    this.browsers.push(browser);
    await this.signInIn(new Tab(this.server, browser, this.clock), email, remember, false);
  }

  async signInInNewTab(email: string): Promise<void> {
    await this.signInIn(new Tab(this.server, this.firstBrowser(), this.clock), email, false, false);
  }

  async openNewTab(): Promise<void> {
    this.latest = new Tab(this.server, this.firstBrowser(), this.clock);
  }

  async firstBrowserMessage(): Promise<string | null> {
    const first = this.firstBrowser().tabs[0]!;
    try {
      await first.api.checkInfo();
      return null;
    } catch (error) {
      const outcome = classifyTransportFailure(
        { status: (error as ApiError).status, body: (error as ApiError).body, authenticated: true },
        CATALOGUES.PtBr,
      );
      if (outcome.kind === 'concurrent-access') return otherMessage('concurrentAccess', CATALOGUES.PtBr);
      if (outcome.kind === 'session-ended') return otherMessage('sessionEnded', CATALOGUES.PtBr);
      return null;
    }
  }

  async firstTabIsBlank(): Promise<boolean> {
    return this.firstBrowser().tabs[0]!.blanked;
  }

  async latestIsSignedIn(): Promise<boolean> {
    const tab = this.latestTab();
    return (
      tab.session.isAuthenticated() &&
      (await tab.api.checkInfo().then(
        () => true,
        () => false,
      ))
    );
  }

  async otherBrowsersSignedIn(): Promise<number> {
    let signedIn = 0;
    for (const browser of this.browsers.slice(1)) {
      const tab = browser.tabs.at(-1)!;
      if (!tab.session.isAuthenticated()) continue;
      if (
        await tab.api.checkInfo().then(
          () => true,
          () => false,
        )
      )
        signedIn++;
    }
    return signedIn;
  }

  async latestIsAskedToSignIn(): Promise<boolean> {
    return !this.latestTab().session.isAuthenticated();
  }

  async signInThroughAlternative(email: string): Promise<void> {
    const browser = new Browser();
    this.browsers.push(browser);
    await this.signInIn(new Tab(this.server, browser, this.clock), email, false, true);
  }

  async latestSessionIsS4(): Promise<boolean> {
    return this.latestTab().session.current()?.s4Login === true;
  }

  async signOut(): Promise<void> {
    await this.latestTab().logout.execute();
    this.clock.advance(400);
  }

  async afterSignOut(): Promise<{ address: string; notice: string | null }> {
    const address = this.latestTab().reloadedAt ?? '';
    // The alternative sign-in page explains the ERROR_S4_OTHER_LOGIN it is opened with.
    const explained = new URLSearchParams(address.split('?')[1]).get('error') === S4_OTHER_LOGIN;
    return { address, notice: explained ? otherMessage('s4OtherLogin', CATALOGUES.PtBr) : null };
  }

  /** Signs in from a tab, confirming the new device with the mailed code. */
  private async signInIn(tab: Tab, email: string, remember: boolean, s4: boolean): Promise<void> {
    const outcome = await tab.signIn.execute({ email, password: 'Celeiro#2026', remember, s4 });
    if (outcome.kind === 'two-factor')
      await tab.twoFactor.execute(outcome.challenge, this.server.auth.mailedCodes.at(-1)!.code, remember);
    this.latest = tab;
  }

  private firstBrowser(): Browser {
    const browser = this.browsers[0];
    if (!browser) throw new Error('no browser has signed in yet');
    return browser;
  }

  private latestTab(): Tab {
    if (!this.latest) throw new Error('no tab yet');
    return this.latest;
  }
}
