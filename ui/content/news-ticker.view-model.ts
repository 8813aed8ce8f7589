import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { ContentApiPort, tickerQuery, type ContentApiPort as ContentApi, type ContentListItem } from '../../core';
import { PreferencesStore } from '../shell/preferences.store';

/** The news ticker: the latest items (10), only important or highlighted ones as the toggles say. */
@injectable()
export class NewsTickerViewModel {
  items: ContentListItem[] = [];
  failed = false;
  private stop: IReactionDisposer | undefined;

  constructor(
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(PreferencesStore) private readonly preferences: PreferencesStore,
  ) {
    makeAutoObservable<this, 'api' | 'preferences' | 'stop'>(
      this,
      { api: false, preferences: false, stop: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.stop = reaction(
      () => [this.preferences.ticker.viewImportantTickers, this.preferences.ticker.viewHighlightsTickers],
      () => void this.fetch(),
    );
    await this.fetch();
  }

  dispose(): void {
    this.stop?.();
  }

  private async fetch(): Promise<void> {
    try {
      const items = await this.api.newsTicker(tickerQuery(this.preferences.ticker));
      runInAction(() => {
        this.items = items;
        this.failed = false;
      });
    } catch {
      runInAction(() => (this.failed = true));
    }
  }
}
