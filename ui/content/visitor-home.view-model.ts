import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import {
  ContentCachePort,
  type CachedMenuItem,
  type ContentCachePort as ContentCache,
  type ContentListItem,
  type PublicQuote,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
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
 * the highlights and the public quotes. A query: the cache port is read directly. News, highlights and quotes are
 * read in the interface's language (the names of subjects, types and quotes come with them), and again when it changes.
 */
@injectable('Transient')
export class VisitorHomeViewModel {
  readonly subjects: HomeSection<CachedMenuItem>;
  readonly news: HomeSection<ContentListItem>;
  readonly highlights: HomeSection<ContentListItem>;
  readonly quotes: HomeSection<PublicQuote>;

  private stop: IReactionDisposer | undefined;

  constructor(
    @inject(ContentCachePort) cache: ContentCache,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    this.subjects = new HomeSection(() => cache.subjects());
    this.news = new HomeSection(() => cache.newsCache(locale.current()));
    this.highlights = new HomeSection(async () => (await cache.highlightsCache(locale.current())).latestNews);
    this.quotes = new HomeSection(() => cache.quotesPublic(locale.current()));
    makeAutoObservable<this, 'locale' | 'stop'>(this, { locale: false, stop: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.stop?.();
    // The subjects carry their names in every language; the other sections are read again in the new one.
    this.stop = reaction(
      () => this.locale.locale,
      () => void Promise.all([this.news.load(), this.highlights.load(), this.quotes.load()]),
    );
    await Promise.all([this.subjects.load(), this.news.load(), this.highlights.load(), this.quotes.load()]);
  }

  dispose(): void {
    this.stop?.();
  }
}
