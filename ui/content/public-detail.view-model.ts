import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ContentCachePort, type ContentCachePort as ContentCache, type PublicDetail } from '../../core';
import { loadRead } from '../kit/load-read';

/** /details?id=…: the public teaser of one item, from the cache service (content-private/public-detail). */
@injectable('Transient')
export class PublicDetailViewModel {
  detail: PublicDetail | null = null;
  loading = false;
  failed = false;
  private id: number | null = null;

  constructor(@inject(ContentCachePort) private readonly cache: ContentCache) {
    makeAutoObservable<this, 'cache' | 'id'>(this, { cache: false, id: false }, { autoBind: true });
  }

  /** Reads the item of this id; an address without a usable id reads nothing. */
  async load(id: number | null = this.id): Promise<void> {
    this.id = id;
    if (id === null) return;
    await loadRead(
      this,
      () => this.cache.publicDetail(id),
      (detail) => (this.detail = detail),
    );
  }

  dispose(): void {}
}
