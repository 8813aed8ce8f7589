import { type FavoriteContent } from '../kernel/active-user';
import { toggleFavorite } from './favorites';
import { type LayoutApiPort } from '../shell/layout-api.port';
import { type SessionRepository } from '../session/session-repository';
import { isNewerLayout } from '../shell/save-preferences.use-case';

/**
 * Toggles a favourite of the signed-in user (SPEC §4, Favourites): the stored user shows the toggled list at once,
 * then the whole list is saved to the account's layout (favoriteContent). The server's answer stamps the layout the
 * user shows, so the next user-info check does not take this device's own write for a newer one.
 */
export class ToggleFavoriteUseCase {
  constructor(
    private readonly api: LayoutApiPort,
    private readonly session: SessionRepository,
  ) {}

  /**
   * Toggles and saves; nothing happens while nobody is signed in. When the save fails the change stays on this device
   * (as every layout preference does) and the error is rethrown for the transport to have shown it.
   */
  async execute(commodity: number, contentId: number): Promise<{ favorites: FavoriteContent[]; added: boolean }> {
    const user = this.session.current();
    const result = toggleFavorite(user?.favoriteContent ?? [], commodity, contentId);
    if (!user) return result;
    this.session.update({ ...user, favoriteContent: result.favorites });
    const saved = await this.api.saveFavorites(result.favorites);
    const current = this.session.current();
    if (current && saved.updatedAt && isNewerLayout(current, saved.updatedAt)) {
      this.session.update({ ...current, layoutUpdatedAt: saved.updatedAt });
    }
    return result;
  }
}
