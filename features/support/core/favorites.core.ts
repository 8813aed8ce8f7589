import {
  CATALOGUES,
  CheckUserInfoUseCase,
  favoriteIds,
  idBatches,
  KeepSavedNewsOffline,
  LayoutSyncUseCase,
  LIST_DETAIL_MAX_IDS,
  reportDate,
  SavedNewsUseCase,
  SessionRepository,
  StarPageUseCase,
  StarredPagesRepository,
  ToggleFavoriteUseCase,
} from '../../../core';
import { activeUser } from '../../../tests/fakes/builders';
import { contentItem } from '../../../tests/fakes/content-library';
import { FakeAuthApi } from '../../../tests/fakes/fake-auth-api';
import { FakeLayoutApi, RecordingNotifier } from '../../../tests/fakes/fake-apis';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { FakeContentApi } from '../../../tests/fakes/fake-content-api';
import { FakeOfflineShelf, ReadsThroughShelf } from '../../../tests/fakes/fake-offline-shelf';
import { MemoryStorage } from '../../../tests/fakes/memory-storage';
import { RecordingLogger } from '../../../tests/fakes/recorders';
import { type FavoritesTasks } from '../favorites.tasks';

const COMMODITIES = [
  { id: 1, nome: 'Açúcar e Etanol' },
  { id: 7, nome: 'Café' },
];

/** One device of the user: its own storage and stored session, the account through the shared APIs. */
interface Device {
  session: SessionRepository;
  notifier: RecordingNotifier;
  starred: StarredPagesRepository;
  /** How many pages were starred here, to name the next one. */
  pagesStarred: number;
  /** The copies of saved news kept for reading offline, and whether the device has its network. */
  shelf: FakeOfflineShelf;
  online: boolean;
}

/**
 * Favourites and starred pages on the core: devices with their own storage over one in-memory account (its layout
 * on a server clock) and a content catalogue of two commodities.
 */
export class CoreFavorites implements FavoritesTasks {
  private readonly clock = new FakeClock();
  private readonly layoutApi = new FakeLayoutApi(() => new Date(this.clock.now()));
  private readonly contentApi = new FakeContentApi();
  private readonly authApi = new FakeAuthApi();
  private readonly devices = new Map<string, Device>();
  private email = '';

  constructor() {
    this.contentApi.library.items = COMMODITIES.flatMap((commodity) =>
      Array.from({ length: 5 }, (_, index) =>
        contentItem(commodity.id * 100 + index + 1, {
          commodity,
          title: `${commodity.nome}: boletim ${index + 1}`,
          // Listed newest first, as the app lists them.
          dt_publish: new Date(Date.UTC(2026, 10, 20 - index, 12)).toISOString(),
        }),
      ),
    );
  }

  async signInOn(device: string, email: string): Promise<void> {
    this.email = email;
    this.clock.advance(1000);
    const entry = this.newDevice(device);
    // The sign-in answers the account's layout as it is now.
    const saved = await this.layoutApi.loadConfig();
    const user = activeUser({ email, favoriteContent: saved.favoriteContent ?? [], savedNews: saved.saved_news ?? [] });
    entry.session.save(saved.updatedAt ? { ...user, layoutUpdatedAt: saved.updatedAt } : user, true);
  }

  async toggleEntry(device: string, commodity: number, position: number): Promise<string> {
    this.clock.advance(1000);
    const { items } = await this.contentApi.listAll({ commodity });
    const entry = items[position - 1];
    if (!entry) throw new Error(`commodity ${commodity} lists no entry ${position}`);
    await new ToggleFavoriteUseCase(this.layoutApi, this.on(device).session).execute(commodity, entry.id);
    return entry.title;
  }

  async removeFromView(device: string, title: string): Promise<void> {
    this.clock.advance(1000);
    const item = this.contentApi.library.items.find((one) => one.title === title);
    if (!item) throw new Error(`no item titled ${title}`);
    if (!(await this.favorites(device, 0)).includes(title)) throw new Error(`${title} is not a favourite`);
    await new ToggleFavoriteUseCase(this.layoutApi, this.on(device).session).execute(item.commodity.id, item.id);
  }

  async favorites(device: string, commodity: number): Promise<string[]> {
    const ids = favoriteIds(this.on(device).session.current()?.favoriteContent ?? [], commodity);
    const details = (
      await Promise.all(idBatches(ids, LIST_DETAIL_MAX_IDS).map((batch) => this.contentApi.listDetail(batch)))
    ).flat();
    return ids.map((id) => details.find((detail) => detail.id === id)?.title ?? `#${id}`);
  }

  async readAccount(device: string): Promise<void> {
    // The device was signed in before the last change: its stored user holds the layout of then (none written yet).
    const entry = this.devices.get(device) ?? this.newDevice(device);
    if (!entry.session.current()) entry.session.save(activeUser({ email: this.email }), true);
    this.clock.advance(1000);
    const check = new CheckUserInfoUseCase(
      this.authApi,
      entry.session,
      entry.notifier,
      { execute: async () => entry.session.clear() },
      () => CATALOGUES.PtBr,
      new RecordingLogger(),
      new LayoutSyncUseCase(this.layoutApi, entry.session),
    );
    const outcome = await check.execute();
    if (outcome !== 'refreshed') throw new Error(`the user-info check ${outcome}`);
  }

  async clearSchedule(device: string): Promise<void> {
    this.clock.advance(1000);
    await new SavedNewsUseCase(this.layoutApi, this.on(device).session).clear();
    await this.keepOffline(device);
  }

  async saveToSchedule(device: string, commodity: number, position: number): Promise<string> {
    this.clock.advance(1000);
    const { items } = await this.contentApi.listAll({ commodity });
    const entry = items[position - 1];
    if (!entry) throw new Error(`commodity ${commodity} lists no entry ${position}`);
    await new SavedNewsUseCase(this.layoutApi, this.on(device).session).save(String(entry.id));
    await this.keepOffline(device);
    return entry.title;
  }

  async schedule(device: string): Promise<string[]> {
    const ids = (this.on(device).session.current()?.savedNews ?? []).map(Number);
    const details = (
      await Promise.all(idBatches(ids, LIST_DETAIL_MAX_IDS).map((batch) => this.contentApi.listDetail(batch)))
    ).flat();
    // As the schedule shows them: by their report date, the newest first.
    const time = (detail: (typeof details)[number]) => new Date(reportDate(detail) ?? detail.dt_publish).getTime();
    return details.sort((a, b) => time(b) - time(a)).map((detail) => detail.title);
  }

  async takeOutOfSchedule(device: string, title: string): Promise<void> {
    const { items } = await this.contentApi.listAll({});
    const entry = items.find((item) => item.title === title);
    if (!entry) throw new Error(`no entry titled ${title}`);
    this.clock.advance(1000);
    await new SavedNewsUseCase(this.layoutApi, this.on(device).session).remove(String(entry.id));
    await this.keepOffline(device);
  }

  async setNetwork(device: string, online: boolean): Promise<void> {
    this.on(device).online = online;
    // As the page does when the network comes back: it keeps what could not be kept.
    if (online) await this.keepOffline(device);
  }

  async opensOffline(device: string, title: string): Promise<boolean> {
    const entry = this.on(device);
    if (entry.online) throw new Error(`the ${device} still has its network`);
    return entry.shelf.copies.has(await this.idOf(title));
  }

  async keepsCopyOf(device: string, title: string): Promise<boolean> {
    return this.on(device).shelf.copies.has(await this.idOf(title));
  }

  /** As the page does after each change of the schedule: keeps the saved news on the device's shelf. */
  private async keepOffline(device: string): Promise<void> {
    const entry = this.on(device);
    const reads = new ReadsThroughShelf(entry.shelf);
    await new KeepSavedNewsOffline(entry.shelf, reads, () => entry.online).keep(
      entry.session.current()?.savedNews ?? [],
    );
  }

  private async idOf(title: string): Promise<string> {
    const { items } = await this.contentApi.listAll({});
    const item = items.find((candidate) => candidate.title === title);
    if (!item) throw new Error(`no entry titled ${title}`);
    return String(item.id);
  }

  async starPages(device: string, count: number): Promise<string[]> {
    const entry = this.on(device);
    const star = new StarPageUseCase(entry.starred, entry.session, entry.notifier, () => 'PtBr');
    const paths: string[] = [];
    for (let index = 0; index < count; index++) {
      entry.pagesStarred++;
      const path = `/favorites?commodity=${entry.pagesStarred}`;
      star.execute({ path, title: `Favoritos ${entry.pagesStarred}` });
      paths.push(path);
    }
    return paths;
  }

  async notices(device: string): Promise<string[]> {
    return this.on(device).notifier.notices.map((notice) => notice.message);
  }

  async starredPages(device: string): Promise<string[]> {
    return this.on(device)
      .starred.list(this.email)
      .map((page) => page.path);
  }

  private newDevice(device: string): Device {
    const storage = new MemoryStorage();
    const entry: Device = {
      session: new SessionRepository(storage, new MemoryStorage()),
      notifier: new RecordingNotifier(),
      starred: new StarredPagesRepository(storage),
      pagesStarred: 0,
      shelf: new FakeOfflineShelf(),
      online: true,
    };
    this.devices.set(device, entry);
    return entry;
  }

  private on(device: string): Device {
    const entry = this.devices.get(device);
    if (!entry) throw new Error(`no ${device} yet`);
    return entry;
  }
}
