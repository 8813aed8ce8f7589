import { type AccountApiPort } from './account-api.port';
import { type NotificationSettings } from './api';

/** Notifications by e-mail and in the app per commodity, with block all (SPEC §3, Account). */
export class NotificationPreferencesUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Reads the settings. */
  execute(): Promise<NotificationSettings> {
    return this.api.notifications();
  }

  /** Saves the settings; answers them as stored. */
  save(settings: NotificationSettings): Promise<NotificationSettings> {
    return this.api.saveNotifications({
      blockAll: settings.blockAll,
      items: settings.items.map(({ commodity, email, app }) => ({ commodity, email, app })),
    });
  }
}
