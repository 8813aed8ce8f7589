import { type LayoutApiPort } from '../shell/layout-api.port';
import { isNewerLayout } from '../shell/save-preferences.use-case';
import { type SessionRepository } from '../session/session-repository';
import { Schedule } from './schedule';

/**
 * The signed-in user's saved-news schedule (SPEC §4, saved_news): saving inserts a news only if absent; saving,
 * removing and clearing store the list of ids on the user at once, then in the account's layout. The server's answer
 * stamps the layout the user shows, so the next user-info check does not take this device's write for a newer one.
 * When the save fails the change stays on this device, as every layout preference does, and the error is rethrown
 * for the transport to have shown it.
 */
export class SavedNewsUseCase {
  constructor(
    private readonly api: LayoutApiPort,
    private readonly session: SessionRepository,
  ) {}

  /** The saved ids, in the order saved. */
  ids(): string[] {
    return this.session.current()?.savedNews ?? [];
  }

  /** Saves a news to the schedule; false (and nothing saved) when it was there already or nobody is signed in. */
  async save(id: string): Promise<boolean> {
    if (!this.session.current()) return false;
    const schedule = new Schedule(
      this.api,
      this.ids().map((_id) => ({ _id })),
    );
    if (!schedule.insert({ _id: id })) return false;
    await this.store(schedule.ids());
    return true;
  }

  /** Takes a news out of the schedule. */
  async remove(id: string): Promise<void> {
    if (this.ids().includes(id)) await this.store(this.ids().filter((saved) => saved !== id));
  }

  /** Empties the schedule. */
  async clear(): Promise<void> {
    if (this.ids().length > 0) await this.store([]);
  }

  /** Shows `ids` on the user at once, then saves them to the account and takes the server's stamp. */
  private async store(ids: string[]): Promise<void> {
    const user = this.session.current();
    if (!user) return;
    this.session.update({ ...user, savedNews: ids });
    const saved = await this.api.saveSchedule(ids);
    const current = this.session.current();
    if (current && saved.updatedAt && isNewerLayout(current, saved.updatedAt))
      this.session.update({ ...current, layoutUpdatedAt: saved.updatedAt });
  }
}
