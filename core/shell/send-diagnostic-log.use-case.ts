import { type AppLogEntry, type AppLogLevel } from './api';
import { buildDiagnosticLog } from './diagnostic-log';
import { type SupportApiPort } from './support-api.port';
import { type ClockPort } from '../kernel/clock.port';
import { type Locale } from '../kernel/locale';
import { type AppVersionPort } from '../session/app-version.port';
import { type DeviceIdentity } from '../session/device-identity';
import { type SessionRepository } from '../session/session-repository';

/** What the page knows when the user sends the diagnostic. */
export interface DiagnosticContext {
  userAgent: string;
  locale: Locale;
  /** The page's address (its query and fragment are left out of the entry). */
  location: string;
}

/** The message of the diagnostic the support tools send. */
export const DIAGNOSTIC_MESSAGE = 'diagnostic sent from the support tools';

/**
 * Sends the support tools' diagnostic (SPEC §7, logger/applogger): this device's id, the session's id (none for a
 * visitor), the browser, locale, page and the running version, at the clock's time. A version that cannot be read
 * is sent as 'unknown' rather than holding the diagnostic back.
 */
export class SendDiagnosticLogUseCase {
  constructor(
    private readonly api: SupportApiPort,
    private readonly device: DeviceIdentity,
    private readonly session: SessionRepository,
    private readonly version: AppVersionPort,
    private readonly clock: ClockPort,
  ) {}

  /** Sends the entry; answers what was sent. */
  execute(context: DiagnosticContext): Promise<AppLogEntry> {
    return this.send('info', DIAGNOSTIC_MESSAGE, context);
  }

  /** Sends an entry of the level with the message, and this device's, session's and version's facts; answers it. */
  async send(level: AppLogLevel, message: string, context: DiagnosticContext): Promise<AppLogEntry> {
    const appVersion = await this.version.hash().catch(() => 'unknown');
    const entry = buildDiagnosticLog({
      level,
      message,
      deviceId: this.device.id(),
      sessionId: this.session.current()?.sessionId,
      userAgent: context.userAgent,
      locale: context.locale,
      location: context.location,
      appVersion,
      now: this.clock.now(),
    });
    await this.api.sendAppLog(entry);
    return entry;
  }
}
