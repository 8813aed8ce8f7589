import {
  AfterLoginBiometry,
  NativePush,
  openOutside,
  QuickSignIn,
  quickSignInProblem,
  RegisterDeviceUseCase,
  RemoveDeviceUseCase,
  type BiometryType,
  type QuickSignInProblem,
} from '../../../core';
import { contentItem } from '../../../tests/fakes/content-library';
import { createCoreKit, type CoreKit } from '../../../tests/fakes/core-kit';
import { FakeBiometricApi } from '../../../tests/fakes/fake-biometric-api';
import { FakeContentApi } from '../../../tests/fakes/fake-content-api';
import { FakeDeviceApi } from '../../../tests/fakes/fake-device-api';
import { FakeNativeShell } from '../../../tests/fakes/fake-native-shell';
import { type NativeShellTasks } from '../native-shell.tasks';

const PASSWORD = 'Celeiro#2026';
const APP = 'https://app.celeiro.example';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
/** The link of an event of the economic calendar (as the server's seed has it). */
const EVENT_LINK = 'https://www.usda.gov/oce/commodity/wasde';
/** The published item a push points to. */
const PUSHED = contentItem(42, { commodity: { id: 7, nome: 'Café' }, title: 'Café: a florada avança no sul de Minas' });

/**
 * The native shell's rules on the core: one phone (a kit with its own storage), its shell (FakeNativeShell), the
 * server's quick sign-in (FakeBiometricApi) and push devices, and the app's rules between them.
 */
export class CoreNativeShell implements NativeShellTasks {
  private kit!: CoreKit;
  private shell!: FakeNativeShell;
  private api!: FakeBiometricApi;
  private quick!: QuickSignIn;
  private offer = false;
  private pending: Promise<QuickSignInProblem | null> | undefined;
  private readonly opened: string[] = [];
  private readonly content = new FakeContentApi();

  async startOnPhone(biometry: string): Promise<void> {
    this.kit = createCoreKit();
    this.shell = new FakeNativeShell(this.kit.clock);
    this.shell.type = biometry as BiometryType;
    this.api = new FakeBiometricApi();
    this.quick = new QuickSignIn(this.shell, this.api, this.kit.device, this.kit.local, this.kit.starter);
    const { available } = await this.quick.status();
    new AfterLoginBiometry(
      this.kit.events,
      () => ({ inNativeApp: true, available, enrolled: this.quick.record() !== null }),
      () => (this.offer = true),
    ).start();
    this.content.library.items = [PUSHED];
    const devices = new FakeDeviceApi();
    new NativePush({
      shell: this.shell,
      events: this.kit.events,
      session: this.kit.session,
      register: new RegisterDeviceUseCase(devices, this.kit.device, this.kit.session, () => ANDROID, this.kit.config),
      remove: new RemoveDeviceUseCase(devices, this.kit.device),
      beforeLogout: this.kit.logout.beforeLogout,
      content: this.content,
      open: (address) => this.opened.push(address),
      logger: this.kit.logger,
    }).start();
  }

  async signInWithPassword(email: string): Promise<void> {
    const device = this.kit.device.id();
    // The server asks for the offer unless the user declined biometry on this device.
    const account = this.kit.auth.addAccount(email, PASSWORD, {
      afterLoginShowBiometry: !this.api.declined.has(device),
    });
    account.trustedDevices.add(device);
    this.offer = false;
    const outcome = await this.kit.signIn.execute({ email, password: PASSWORD, remember: false });
    if (outcome.kind !== 'signed-in') throw new Error(`the sign-in came to ${outcome.kind}`);
    this.api.signedIn = true;
  }

  async offered(): Promise<boolean> {
    return this.offer;
  }

  async acceptOffer(): Promise<void> {
    await this.quick.activateBiometry();
  }

  async choosePin(pin: string): Promise<void> {
    await this.quick.activatePin(pin);
  }

  async keptSecret(): Promise<string | null> {
    return this.shell.kept();
  }

  async signOut(): Promise<void> {
    await this.kit.logout.execute();
    this.api.signedIn = false;
  }

  async signInWithBiometry(): Promise<void> {
    this.attempt(() => this.quick.signIn());
  }

  async signInWithPin(pin: string): Promise<void> {
    this.attempt(() => this.quick.signIn(pin));
    await this.pending;
  }

  async signedIn(): Promise<boolean> {
    await this.pending;
    return this.kit.session.isAuthenticated();
  }

  async enrolAgain(): Promise<void> {
    this.shell.enrolAgain();
  }

  async stopAnswering(): Promise<void> {
    this.shell.silent = true;
  }

  async problemShown(withinMs: number): Promise<QuickSignInProblem | null> {
    this.kit.clock.advance(withinMs);
    return (await this.pending) ?? null;
  }

  async followEventLink(): Promise<string> {
    const url = EVENT_LINK;
    const newTab = () => {
      throw new Error('the link opened in a new tab');
    };
    if (!openOutside(this.shell, url, APP, newTab, this.kit.logger)) throw new Error(`${url} stays in the app`);
    await Promise.resolve();
    return url;
  }

  async openedInShell(): Promise<string[]> {
    return this.shell.sent
      .filter(({ message }) => message === 'openExternalURL')
      .map(({ fields }) => (fields as { url: string }).url);
  }

  async tapPush(): Promise<string> {
    this.shell.tell({ event: 'push', opened: true, userdata: { custom: { action: 'openPage', id: PUSHED.id } } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return PUSHED.title;
  }

  async shownItemTitle(): Promise<string> {
    const address = this.opened.at(-1) ?? '';
    const [, commodity, id] = /^\/informative\/(\d+)\/(\d+)$/.exec(address) ?? [];
    const item = this.content.library.items.find((entry) => entry.id === Number(id));
    if (!item || item.commodity.id !== Number(commodity)) throw new Error(`no item shown at ${address}`);
    return item.title;
  }

  /** Starts a quick sign-in; what stopped it (null when it signed in) is kept for the next steps. */
  private attempt(signIn: () => Promise<unknown>): void {
    this.pending = signIn().then(
      () => null,
      (error: unknown) => {
        const problem = quickSignInProblem(error);
        if (!problem) throw error;
        return problem;
      },
    );
  }
}
