import { type ActiveUser } from '../kernel/active-user';
import { type LayoutPreferences } from './api';
import { type LayoutApiPort } from './layout-api.port';
import { type SessionRepository } from '../session/session-repository';

/**
 * Saves display preferences (theme, ticker, zoom, alignment) to the server, only when a user is signed
 * in (SPEC §4, preferences); the stored user takes the new theme, zoom and alignment too.
 */
export class SavePreferencesUseCase {
  constructor(
    private readonly api: LayoutApiPort,
    private readonly session: SessionRepository,
  ) {}

  /** Saves the changes; false (nothing sent) when nobody is signed in. */
  async execute(changes: Partial<LayoutPreferences>): Promise<boolean> {
    const user = this.session.current();
    if (!user) return false;
    const stored: Partial<ActiveUser> = {};
    if (changes.theme !== undefined) stored.theme = changes.theme;
    if (changes.zoom !== undefined) stored.zoom = changes.zoom;
    if (changes.zoomDetail !== undefined) stored.zoomDetail = changes.zoomDetail;
    if (changes.formatAlignDetail !== undefined) stored.formatAlignDetail = changes.formatAlignDetail;
    this.session.update({ ...user, ...stored });
    await this.api.savePreferences(changes);
    return true;
  }
}
