// A push notification handed over by the native shell (SPEC §3, Push notification): userdata.custom with action
// openPage and an id. The shell's bridge calls `announcePush` with what it received; the app hears `pushReceived`.
import { type AppEvents, type PushReceived } from '../kernel/app-events';

const recordOf = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;

/** The push in a native-shell message (`{ userdata: { custom: { action, id } } }`), or null when it carries none. */
export function parsePushMessage(message: unknown): PushReceived | null {
  const userdata = recordOf(recordOf(message)?.userdata);
  if (userdata === null) return null;
  const custom = recordOf(userdata.custom);
  const action = typeof custom?.action === 'string' && custom.action !== '' ? custom.action : null;
  const raw = custom?.id;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return { action, id: id !== null && Number.isSafeInteger(id) && id > 0 ? id : null };
}

/** Announces a push the native shell received (anything else is ignored); answers the push, or null. */
export function announcePush(events: AppEvents, message: unknown): PushReceived | null {
  const push = parsePushMessage(message);
  if (push !== null) events.emit('pushReceived', push);
  return push;
}
