import { type Locale } from '../kernel/locale';
import { type NotifierPort } from '../kernel/notifier.port';
import { type SessionRepository } from '../session/session-repository';
import { LIBRARY_MESSAGES } from './messages';
import { starPage, type StarOutcome, type StarredPage, type StarredPagesRepository } from './starred-pages';

/** What starring a page came to: the pages after it, and the message key of a refusal. */
export interface StarPageResult {
  outcome: StarOutcome;
  pages: StarredPage[];
  /** Set when the page was refused: the key of the notice shown (LIBRARY_MESSAGES). */
  message?: 'starredPagesFull';
}

/**
 * Stars a page of the app for the signed-in user (SPEC §9: at most 10). The eleventh is refused with a notice in the
 * user's language, and the ten stay as they were.
 */
export class StarPageUseCase {
  constructor(
    private readonly pages: StarredPagesRepository,
    private readonly session: SessionRepository,
    private readonly notifier: NotifierPort,
    private readonly locale: () => Locale,
  ) {}

  /** Stars the page; nothing while nobody is signed in. */
  execute(page: StarredPage): StarPageResult {
    const user = this.session.current();
    if (!user) return { outcome: 'already-starred', pages: [] };
    const result = starPage(this.pages.list(user.email), page);
    if (result.outcome === 'added') this.pages.save(user.email, result.pages);
    if (result.outcome !== 'full') return result;
    const locale = this.locale();
    this.notifier.notify({
      level: 'warning',
      title: LIBRARY_MESSAGES.starredPagesTitle[locale],
      message: LIBRARY_MESSAGES.starredPagesFull[locale],
    });
    return { ...result, message: 'starredPagesFull' };
  }
}
