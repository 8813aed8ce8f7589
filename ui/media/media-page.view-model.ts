import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { loadRead } from '../kit/load-read';
import { MediaApiPort, type MediaApiPort as MediaApi, type MediaItem, type MediaKind } from '../../core';

/** The media page: the latest media of a kind (or all), a page at a time. */
@injectable('Transient')
export class MediaPageViewModel {
  items: MediaItem[] = [];
  total = 0;
  kind: MediaKind | null = null;
  display: 'cards' | 'playlist' = 'cards';
  loading = false;
  failed = false;
  private page = 1;

  constructor(@inject(MediaApiPort) private readonly api: MediaApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.fetch(1);
  }

  dispose(): void {}

  setKind(kind: MediaKind | null): Promise<void> {
    this.kind = kind;
    return this.fetch(1);
  }

  setDisplay(display: 'cards' | 'playlist'): void {
    this.display = display;
  }

  get hasMore(): boolean {
    return this.items.length < this.total;
  }

  more(): Promise<void> {
    return this.fetch(this.page + 1);
  }

  /** Reads a page of the kind shown; an answer for a kind no longer shown (the user switched since) is dropped. */
  private async fetch(page: number): Promise<void> {
    const kind = this.kind;
    await loadRead(
      this,
      () => this.api.latest({ page, limit: 12, ...(kind ? { mediaType: kind } : {}) }),
      (answer) => {
        this.items = page === 1 ? answer.items : [...this.items, ...answer.items];
        this.total = answer.total;
        this.page = page;
      },
      () => this.kind === kind,
    );
  }
}
