import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  AppEvents,
  ContentApiPort,
  landingPath,
  type ContentApiPort as ContentApi,
  type SubjectMenuItem,
} from '../../core';

/** The subjects or commodities of the home menu (`main/menu`), fetched once per session. */
@injectable()
export class MenuStore {
  items: SubjectMenuItem[] = [];
  loaded = false;
  private pending: Promise<SubjectMenuItem[]> | undefined;

  constructor(
    @inject(ContentApiPort) private readonly api: ContentApi,
    @inject(AppEvents) events: AppEvents,
  ) {
    makeAutoObservable<this, 'pending' | 'api'>(this, { pending: false, api: false }, { autoBind: true });
    events.on('login', () => this.reset());
    events.on('logout', () => this.reset());
  }

  /** The menu, fetched on first use; a failed fetch is tried again next time. */
  load(): Promise<SubjectMenuItem[]> {
    this.pending ??= this.api.mainMenu().then(
      (items) => {
        runInAction(() => {
          this.items = items;
          this.loaded = true;
        });
        return items;
      },
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }

  /** Where a user lands after signing in: `returnTo` when safe, else the first informative item (All when the menu cannot be read). */
  async landingPath(returnTo: string | null = null): Promise<string> {
    return landingPath(returnTo, await this.load().catch(() => []));
  }

  /** Forgets the menu (another user may sign in). */
  reset(): void {
    this.pending = undefined;
    this.items = [];
    this.loaded = false;
  }
}
