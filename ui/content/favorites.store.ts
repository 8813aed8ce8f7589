import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  LayoutApiPort,
  SessionRepository,
  ToggleFavoriteUseCase,
  type FavoriteContent,
  type LayoutApiPort as LayoutApi,
} from '../../core';
import { attempt } from '../kit/outcome';
import { SessionStore } from '../shell/session.store';

/** The key of a favourite in the set of favourites: its commodity and its content. */
export const favoriteKey = (commodity: number, id: number): string => `${commodity}:${id}`;

/**
 * The signed-in user's favourites (SPEC §4), derived from the stored user: a toggle shows at once, and a list the
 * layout sync pulls from the account (a star set on another device) shows by itself. The toggle's use case is built
 * here, with the content pages, rather than in the composition root: the first route does not pay for it.
 */
@injectable()
export class FavoritesStore {
  private readonly toggleUseCase: ToggleFavoriteUseCase;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LayoutApiPort) api: LayoutApi,
    @inject(SessionRepository) repository: SessionRepository,
  ) {
    this.toggleUseCase = new ToggleFavoriteUseCase(api, repository);
    makeAutoObservable<this, 'session' | 'toggleUseCase'>(
      this,
      { session: false, toggleUseCase: false },
      { autoBind: true },
    );
  }

  /** The favourites, per commodity. */
  get list(): FavoriteContent[] {
    return this.session.user?.favoriteContent ?? [];
  }

  /** Every favourite's key (favoriteKey), to tell an entry's star at a glance. */
  get keys(): ReadonlySet<string> {
    return new Set(this.list.flatMap((entry) => entry.content.map((item) => favoriteKey(entry.commodity, item.id))));
  }

  /** Whether a content is a favourite of its commodity. */
  has(commodity: number, id: number): boolean {
    return this.keys.has(favoriteKey(commodity, id));
  }

  /**
   * Adds a content to its commodity's favourites, or removes it; the whole list is then saved to the account. A
   * failed save was shown by the transport, and the change stays on this device.
   */
  async toggle(commodity: number, id: number): Promise<void> {
    await attempt(() => this.toggleUseCase.execute(commodity, id));
  }
}
