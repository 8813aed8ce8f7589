// The app's diagnostic entries (logger/applogger): kept with the instant the server received them.
import { type AppLogEntry } from '../../core';
import { type AppContext } from '../context';
import { insertAppLog } from './app-logs.repository';

/** Stores an entry of the app. */
export async function recordAppLog(ctx: AppContext, entry: AppLogEntry): Promise<void> {
  await insertAppLog(ctx.db, {
    level: entry.level,
    message: entry.message,
    deviceId: entry.deviceId,
    sessionId: entry.sessionId,
    userAgent: entry.userAgent,
    locale: entry.locale,
    route: entry.route,
    appVersion: entry.appVersion,
    loggedAt: entry.timestamp,
    receivedAt: ctx.now(),
  });
}
