import {
  DEFAULT_TICKER_SETTINGS,
  type LayoutApiPort,
  LayoutSyncUseCase,
  SavePreferencesUseCase,
  SessionRepository,
  type SavedLayout,
  type SavedLayoutConfig,
  type Theme,
  type DetailAlignment,
} from '../../../core';
import { activeUser } from '../../../tests/fakes/builders';
import { FakeLayoutApi } from '../../../tests/fakes/fake-apis';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { MemoryStorage } from '../../../tests/fakes/memory-storage';
import { type AccountLayoutTasks, type LayoutChoice, type ListedVersion } from '../account-layout.tasks';

/** One device of the user: its own stored session, the account's layout through the shared API. */
interface Device {
  session: SessionRepository;
  save: SavePreferencesUseCase;
  sync: LayoutSyncUseCase;
  /** The answer of the last read, kept to arrive again late. */
  lastRead?: SavedLayoutConfig;
}

/** The display changes of a choice. */
function changesOf(choice: LayoutChoice) {
  return {
    theme: choice.theme as Theme,
    formatAlignDetail: choice.alignment as DetailAlignment,
    tickerViewAtTheTop: choice.tickerAtTheTop,
  };
}

/** The account's layout on the core: devices with their own storage over one in-memory account, on a server clock. */
export class CoreAccountLayout implements AccountLayoutTasks {
  private readonly clock = new FakeClock();
  private readonly api = new FakeLayoutApi(() => new Date(this.clock.now()));
  private readonly devices = new Map<string, Device>();

  async signInOn(device: string, email: string): Promise<void> {
    this.clock.advance(1000);
    const session = new SessionRepository(new MemoryStorage(), new MemoryStorage());
    session.save(activeUser({ email }), true);
    const entry: Device = {
      session,
      save: new SavePreferencesUseCase(this.api, session),
      sync: new LayoutSyncUseCase(this.api, session),
    };
    this.devices.set(device, entry);
    entry.lastRead = await this.api.loadConfig();
    await entry.sync.pull();
  }

  async choose(device: string, choice: LayoutChoice): Promise<void> {
    this.clock.advance(1000);
    await this.on(device).save.execute(changesOf(choice));
  }

  async chooseDuringRead(device: string, choice: LayoutChoice): Promise<void> {
    const entry = this.on(device);
    let answerRead: () => void = () => undefined;
    let answerSave: () => void = () => undefined;
    // The account as it is, except that this read and this save wait to be answered.
    const held = Object.assign(Object.create(this.api) as LayoutApiPort, {
      loadConfig: () =>
        new Promise<SavedLayoutConfig>((resolve) => (answerRead = () => resolve(this.api.loadConfig()))),
      savePreferences: (changes: Parameters<LayoutApiPort['savePreferences']>[0]) =>
        new Promise<SavedLayout>((resolve) => (answerSave = () => resolve(this.api.savePreferences(changes)))),
    });
    const reading = new LayoutSyncUseCase(held, entry.session).pull();
    this.clock.advance(1000);
    const saving = new SavePreferencesUseCase(held, entry.session).execute(changesOf(choice));
    answerRead();
    await reading;
    answerSave();
    await saving;
  }

  async shown(device: string): Promise<LayoutChoice> {
    const user = this.on(device).session.current();
    if (!user) throw new Error(`nobody is signed in on the ${device}`);
    return {
      theme: user.theme,
      alignment: user.formatAlignDetail,
      tickerAtTheTop: user.tickerViewAtTheTop ?? DEFAULT_TICKER_SETTINGS.tickerViewAtTheTop,
    };
  }

  async history(device: string): Promise<ListedVersion[]> {
    return (await this.on(device).sync.history()).map((version, index) => ({
      inUse: index === 0,
      created: version.createdAt,
      updated: version.updatedAt,
    }));
  }

  async restorePrevious(device: string): Promise<void> {
    this.clock.advance(1000);
    const [, previous] = await this.on(device).sync.history();
    if (!previous) throw new Error('no version before the one in use');
    await this.on(device).sync.restore(previous.id);
  }

  async receiveStaleRead(device: string): Promise<void> {
    const entry = this.on(device);
    const stale = entry.lastRead;
    if (!stale) throw new Error(`the ${device} has read nothing yet`);
    // The account as it is, except that this one read answers what it held before the change.
    const late = Object.assign(Object.create(this.api) as LayoutApiPort, { loadConfig: async () => stale });
    await new LayoutSyncUseCase(late, entry.session).pull();
  }

  private on(device: string): Device {
    const entry = this.devices.get(device);
    if (!entry) throw new Error(`no ${device} yet`);
    return entry;
  }
}
