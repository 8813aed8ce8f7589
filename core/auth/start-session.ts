import { createActiveUser, type ActiveUser, type LoginFields } from '../kernel/active-user';
import { parseLocale } from '../kernel/locale';
import { type PreferencesPort } from '../shell/preferences.port';
import { type AppEvents } from '../kernel/app-events';
import { type SessionRepository } from '../session/session-repository';

/**
 * The login transition (SPEC §4): sets the flag, stores the user, applies language, theme, view style,
 * zoom and tour settings from the login response, and announces a login event.
 */
export class SessionStarter {
  constructor(
    private readonly session: SessionRepository,
    private readonly preferences: PreferencesPort,
    private readonly events: AppEvents,
  ) {}

  /** Starts the session from the login fields; returns the stored user. */
  start(fields: LoginFields, remember: boolean): ActiveUser {
    const user = createActiveUser(fields);
    this.session.save(user, remember);
    this.preferences.apply({
      ...(fields.language !== undefined ? { locale: parseLocale(fields.language) } : {}),
      theme: user.theme,
      viewstyle: user.viewstyle,
      zoom: user.zoom,
      zoomDetail: user.zoomDetail,
      formatAlignDetail: user.formatAlignDetail,
      skipTour: user.skipTour,
    });
    this.events.emit('login', user);
    return user;
  }
}
