import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LayoutApiPort, SavedNewsUseCase, SessionRepository, type LayoutApiPort as LayoutApi } from '../../core';
import { attempt } from '../kit/outcome';
import { requestOfflineShelf } from '../kit/platform/offline-shelf';
import { SessionStore } from '../shell/session.store';

/**
 * The signed-in user's saved-news schedule (SPEC §4, saved_news), derived from the stored user: a change shows at
 * once, and a schedule the layout sync pulls from the account (saved on another device) shows by itself. A failed
 * save was shown by the transport, and the change stays on this device. A saved news asks for the offline shelf, which
 * keeps it readable offline.
 */
@injectable()
export class SavedNewsStore {
  private readonly useCase: SavedNewsUseCase;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LayoutApiPort) api: LayoutApi,
    @inject(SessionRepository) repository: SessionRepository,
  ) {
    this.useCase = new SavedNewsUseCase(api, repository);
    if (this.ids.length > 0) requestOfflineShelf();
    makeAutoObservable<this, 'session' | 'useCase'>(this, { session: false, useCase: false }, { autoBind: true });
  }

  /** The saved news' ids, in the order saved. */
  get ids(): string[] {
    return this.session.user?.savedNews ?? [];
  }

  /** Whether a news is in the schedule. */
  has(id: number): boolean {
    return this.ids.includes(String(id));
  }

  /** Saves a news to the schedule, or takes it out when it is there. */
  async toggle(id: number): Promise<void> {
    const saved = String(id);
    await attempt(async () => {
      if (this.has(id)) await this.useCase.remove(saved);
      else if (await this.useCase.save(saved)) requestOfflineShelf();
    });
  }

  /** Takes a news out of the schedule. */
  async remove(id: number): Promise<void> {
    await attempt(() => this.useCase.remove(String(id)));
  }

  /** Empties the schedule. */
  async clear(): Promise<void> {
    await attempt(() => this.useCase.clear());
  }
}
