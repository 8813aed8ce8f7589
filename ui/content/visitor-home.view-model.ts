import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  ContentCachePort,
  type CachedMenuItem,
  type ContentCachePort as ContentCache,
  type ContentListItem,
  type PublicQuote,
} from '../../core';
import { loadRead, type ReadFlags } from '../kit/load-read';

/** One section of the visitor's home: what it shows and the flags of its read (each section loads and fails alone). */
export class HomeSection<T> implements ReadFlags {
  items: T[] = [];
  loading = true;
  failed = false;

  constructor(private readonly read: () => Promise<T[]>) {
    makeAutoObservable<this, 'read'>(this, { read: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await loadRead(this, this.read, (items) => (this.items = items));
  }
}

/**
 * /home for a visitor: the public reads of the cache service, side by side (SPEC §7): the subjects, the latest news,
 * the highlights and the public quotes. A query: the cache port is read directly.
 */
@injectable('Transient')
export class VisitorHomeViewModel {
  readonly subjects: HomeSection<CachedMenuItem>;
  readonly news: HomeSection<ContentListItem>;
  readonly highlights: HomeSection<ContentListItem>;
  readonly quotes: HomeSection<PublicQuote>;

  constructor(@inject(ContentCachePort) cache: ContentCache) {
    this.subjects = new HomeSection(() => cache.subjects());
    this.news = new HomeSection(() => cache.newsCache());
    this.highlights = new HomeSection(async () => (await cache.highlightsCache()).latestNews);
    this.quotes = new HomeSection(() => cache.quotesPublic());
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    await Promise.all([this.subjects.load(), this.news.load(), this.highlights.load(), this.quotes.load()]);
  }

  dispose(): void {}
}
