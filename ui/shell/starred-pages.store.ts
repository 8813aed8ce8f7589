import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  LocalStoragePort,
  NotifierPort,
  SessionRepository,
  StarredPagesRepository,
  unstarPage,
  type NotifierPort as Notifier,
  type StarPageResult,
  type StarredPage,
  type StoragePort,
} from '../../core';
import { CurrentLocale, type LocaleSource } from '../kit/i18n/locale-source';
import { SessionStore } from './session.store';

/**
 * The signed-in user's starred pages (SPEC §9: at most 10), kept on this device per account: the account's layout has
 * no field for them (SPEC §3). Starring (its rule and its refusal notice) loads with the first star.
 */
@injectable()
export class StarredPagesStore {
  /** Bumped at each write, so the pages read again. */
  private writes = 0;
  private readonly repository: StarredPagesRepository;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LocalStoragePort) storage: StoragePort,
    @inject(SessionRepository) private readonly sessions: SessionRepository,
    @inject(NotifierPort) private readonly notifier: Notifier,
    @inject(CurrentLocale) private readonly locale: LocaleSource,
  ) {
    this.repository = new StarredPagesRepository(storage);
    makeAutoObservable<this, 'session' | 'repository' | 'sessions' | 'notifier' | 'locale'>(
      this,
      { session: false, repository: false, sessions: false, notifier: false, locale: false },
      { autoBind: true },
    );
  }

  /** The pages, in the order starred. */
  get pages(): StarredPage[] {
    void this.writes;
    const user = this.session.user;
    return user ? this.repository.list(user.email) : [];
  }

  /** Whether a page (path and query) is starred. */
  isStarred(path: string): boolean {
    return this.pages.some((page) => page.path === path);
  }

  /** Stars a page; the eleventh is refused with a notice, and the ten stay. */
  async star(page: StarredPage): Promise<StarPageResult> {
    const { StarPageUseCase } = await import('./star-page');
    const result = new StarPageUseCase(this.repository, this.sessions, this.notifier, () =>
      this.locale.current(),
    ).execute(page);
    runInAction(() => this.writes++);
    return result;
  }

  /** Unstars a page. */
  unstar(path: string): void {
    const user = this.session.user;
    if (!user) return;
    this.repository.save(user.email, unstarPage(this.pages, path));
    this.writes++;
  }
}
