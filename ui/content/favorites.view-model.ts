import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  ContentApiPort,
  favoriteIds,
  idBatches,
  LIST_DETAIL_MAX_IDS,
  type ContentApiPort as ContentApi,
  type TimedNewsDetail,
} from '../../core';
import { attempt } from '../kit/outcome';
import { FavoritesStore } from './favorites.store';

/** A favourite as the view shows it: its commodity and id, and its detail once read (undefined while not read). */
export interface FavoriteEntry {
  commodity: number;
  id: number;
  detail: TimedNewsDetail | undefined;
}

/**
 * The favourites view (SPEC §4, Favourites): every favourite of the account, per commodity or for all, with its
 * title. The titles come from the detail-list call, 50 ids a call, each id read once; a favourite added meanwhile
 * (here or on another device, pulled by the layout sync) is read when it appears.
 */
@injectable('Transient')
export class FavoritesViewModel {
  loading = false;
  failed = false;
  private readonly details = new Map<number, TimedNewsDetail>();
  private readonly asked = new Set<number>();
  private stop: (() => void) | undefined;

  constructor(
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(FavoritesStore) readonly favorites: FavoritesStore,
  ) {
    makeAutoObservable<this, 'api' | 'asked' | 'stop'>(
      this,
      { api: false, favorites: false, asked: false, stop: false },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    this.stop?.();
    this.stop = reaction(
      () => favoriteIds(this.favorites.list),
      () => void this.readMissing(),
    );
    return this.readMissing();
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }

  /** Reads again what could not be read. */
  retry(): Promise<void> {
    this.asked.clear();
    for (const id of this.details.keys()) this.asked.add(id);
    return this.readMissing();
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

  private async readMissing(): Promise<void> {
    const missing = favoriteIds(this.favorites.list).filter((id) => !this.asked.has(id));
    if (missing.length === 0) return;
    for (const id of missing) this.asked.add(id);
    this.loading = true;
    const outcomes = await Promise.all(
      idBatches(missing, LIST_DETAIL_MAX_IDS).map((batch) => attempt(() => this.api.listDetail(batch))),
    );
    runInAction(() => {
      for (const outcome of outcomes) {
        if (outcome.kind === 'done') for (const detail of outcome.value) this.details.set(detail.id, detail);
      }
      this.loading = false;
      this.failed = outcomes.some((outcome) => outcome.kind === 'failed');
    });
  }
}
