import { type FavoriteContent } from '../kernel/active-user';
import { toggleFavorite } from './favorites';
import { type LayoutApiPort } from '../shell/layout-api.port';
import { type SessionRepository } from '../session/session-repository';

/** Toggles a favourite of the signed-in user, stores it with the user, then saves the whole list to the server. */
export class ToggleFavoriteUseCase {
  constructor(
    private readonly api: LayoutApiPort,
    private readonly session: SessionRepository,
  ) {}

  /** Toggles; when the save fails the stored list is put back and the error rethrown. */
  async execute(commodity: number, contentId: number): Promise<{ favorites: FavoriteContent[]; added: boolean }> {
    const user = this.session.current();
    const before = user?.favoriteContent ?? [];
    const result = toggleFavorite(before, commodity, contentId);
    if (user) this.session.update({ ...user, favoriteContent: result.favorites });
    try {
      await this.api.saveFavorites(result.favorites);
    } catch (error) {
      const now = this.session.current();
      if (user && now) this.session.update({ ...now, favoriteContent: before });
      throw error;
    }
    return result;
  }
}
