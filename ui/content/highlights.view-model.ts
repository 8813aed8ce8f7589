import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  ContentApiPort,
  HIGHLIGHTS_CAROUSEL,
  type ContentApiPort as ContentApi,
  type ContentListItem,
} from '../../core';
import { loadRead } from '../kit/load-read';
import { ShellStore } from '../shell/shell.store';

/** The highlights carousel of a commodity (at most 9, 3 per view), collapsible. */
@injectable()
export class HighlightsViewModel {
  items: ContentListItem[] = [];
  loading = true;
  failed = false;
  collapsed: boolean;

  constructor(
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(ShellStore) shell: ShellStore,
  ) {
    this.collapsed = shell.user?.highlightCollapsed ?? false;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(commodity: number): Promise<void> {
    await loadRead(
      this,
      () => this.api.highlights(commodity, HIGHLIGHTS_CAROUSEL.limit),
      (items) => (this.items = items.slice(0, HIGHLIGHTS_CAROUSEL.limit)),
    );
  }

  dispose(): void {}

  /** Folds or unfolds the carousel. */
  toggle(): void {
    this.collapsed = !this.collapsed;
  }
}
