import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { ContentApiPort, favoriteIds, type ContentApiPort as ContentApi, type TimedNewsDetail } from '../../core';
import { DetailsById } from './details-by-id';
import { FavoritesStore } from './favorites.store';

/** A favourite as the view shows it: its commodity and id, and its detail once read (undefined while not read). */
export interface FavoriteEntry {
  commodity: number;
  id: number;
  detail: TimedNewsDetail | undefined;
}

/**
 * The favourites view (SPEC §4, Favourites): every favourite of the account, per commodity or for all, with its
 * title. The titles come from the detail-list call (DetailsById); a favourite added meanwhile (here or on another
 * device, pulled by the layout sync) is read when it appears.
 */
@injectable('Transient')
export class FavoritesViewModel {
  private readonly details: DetailsById;
  private stop: (() => void) | undefined;

  constructor(
    @inject(ContentApiPort) api: ContentApi,
    @inject(FavoritesStore) readonly favorites: FavoritesStore,
  ) {
    this.details = new DetailsById(api);
    makeAutoObservable<this, 'details' | 'stop'>(
      this,
      { favorites: false, details: false, stop: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.details.loading;
  }

  get failed(): boolean {
    return this.details.failed;
  }

  load(): Promise<void> {
    this.stop?.();
    this.stop = reaction(
      () => favoriteIds(this.favorites.list),
      (ids) => void this.details.read(ids),
    );
    return this.details.read(favoriteIds(this.favorites.list));
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }

  /** Reads again what could not be read. */
  retry(): Promise<void> {
    return this.details.retry(favoriteIds(this.favorites.list));
  }

  /** The favourites of a commodity (0 = every commodity), in the order they were added. */
  entries(commodity: number): FavoriteEntry[] {
    return this.favorites.list
      .filter((group) => commodity === 0 || group.commodity === commodity)
      .flatMap((group) =>
        group.content.map((item) => ({ commodity: group.commodity, id: item.id, detail: this.details.get(item.id) })),
      );
  }

  /** The commodities that have favourites, with their names once a detail of theirs was read. */
  get commodities(): { id: number; name: string }[] {
    return this.favorites.list.map((group) => {
      const named = group.content.map((item) => this.details.get(item.id)).find((detail) => detail !== undefined);
      return { id: group.commodity, name: named?.commodity.nome ?? String(group.commodity) };
    });
  }
}
