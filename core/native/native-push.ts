// Push notifications inside the native shell (SPEC §3 push notification, §7 device calls): the shell's token
// registers the device (as the signed-in user's, or anonymously), a logout removes it, a push that arrives refreshes the
// notification count, and a tapped one opens its item, also when the tap started the app.
import { type ContentApiPort } from '../content/content-api.port';
import { type AppEvents, type PushReceived } from '../kernel/app-events';
import { type LoggerPort } from '../kernel/logger.port';
import { type RegisterDeviceUseCase } from '../session/register-device.use-case';
import { type RemoveDeviceUseCase } from '../session/remove-device.use-case';
import { type SessionRepository } from '../session/session-repository';
import { type NativeBridgePort } from './native-bridge.port';
import { announcePush } from './push-message';

/** The action of a push that opens a content item. */
export const OPEN_PAGE_ACTION = 'openPage';

/**
 * The address a tapped push opens: its item's detail under the item's commodity (read from the item), or null when the
 * push names no item to open. An item that cannot be read opens under commodity 0, where the detail says why.
 */
export async function pushedItemAddress(
  push: PushReceived,
  content: Pick<ContentApiPort, 'newsDetail'>,
): Promise<string | null> {
  if (push.action !== OPEN_PAGE_ACTION || push.id === null) return null;
  const commodity = await content.newsDetail(push.id).then(
    (detail) => detail.commodity.id,
    () => 0,
  );
  return `/informative/${commodity}/${push.id}`;
}

/** Everything the shell's push needs from the app. */
export interface NativePushParts {
  shell: NativeBridgePort;
  events: AppEvents;
  session: SessionRepository;
  register: RegisterDeviceUseCase;
  remove: RemoveDeviceUseCase;
  /** The logout's steps that run while the session holds (LogoutUseCase.beforeLogout). */
  beforeLogout: Set<() => Promise<void>>;
  content: Pick<ContentApiPort, 'newsDetail'>;
  /** Goes to an address inside the app. */
  open: (address: string) => void;
  logger: LoggerPort;
}

/** Connects the shell's push to the app for the life of the page. */
export class NativePush {
  private token: string | null = null;
  private registeredAsUser = false;

  constructor(private readonly parts: NativePushParts) {}

  /** Starts: listens to the shell, then tells it the app is ready; returns the way to stop. */
  start(): () => void {
    const { shell, events, beforeLogout } = this.parts;
    const removeAtLogout = () => this.removeAtLogout();
    beforeLogout.add(removeAtLogout);
    const stops = [
      shell.listen((told) => {
        if (told.event === 'pushToken') void this.register(told.token);
        else if (told.event === 'push') this.received(told.opened, told.userdata);
      }),
      // The device follows the account: registered as the user's at each login, removed while the session holds.
      events.on('login', () => {
        if (this.token !== null) void this.register(this.token);
      }),
      () => void beforeLogout.delete(removeAtLogout),
    ];
    shell.announceReady();
    return () => stops.forEach((stop) => stop());
  }

  private async register(token: string): Promise<void> {
    this.token = token;
    try {
      await this.parts.register.execute(token);
      this.registeredAsUser = this.parts.session.isAuthenticated();
    } catch (error) {
      this.parts.logger.warn('push device not registered', error);
    }
  }

  private async removeAtLogout(): Promise<void> {
    if (!this.registeredAsUser) return;
    this.registeredAsUser = false;
    await this.parts.remove
      .execute()
      .catch((error: unknown) => this.parts.logger.warn('push device not removed', error));
  }

  private received(opened: boolean, userdata: unknown): void {
    const push = announcePush(this.parts.events, { userdata });
    if (!opened || push === null) return;
    void pushedItemAddress(push, this.parts.content).then((address) => {
      if (address !== null) this.parts.open(address);
    });
  }
}
