import { type AccountApiPort } from './account-api.port';
import { type NotificationSettings } from './api';

/** Saves the notifications by e-mail and in the app per commodity, with block all (SPEC §3, Account). */
export class SaveNotificationsUseCase {
  constructor(private readonly api: AccountApiPort) {}

  /** Sends only the choices (commodity, e-mail, app) and block all; answers the settings as stored. */
  execute(settings: NotificationSettings): Promise<NotificationSettings> {
    return this.api.saveNotifications({
      blockAll: settings.blockAll,
      items: settings.items.map(({ commodity, email, app }) => ({ commodity, email, app })),
    });
  }
}
