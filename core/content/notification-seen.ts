// Marking the notification centre seen (issue 11): kept apart from the count, so it loads with the centre's panel.
import { parseIsoInstant } from '../kernel/calendar';
import { type StoragePort } from '../kernel/storage.port';
import { NOTIFICATIONS_SEEN_KEY, seenMark, storedSeenMarks } from './notification-centre';

/** The publication instant of the newest of `items`, or null when none has a readable one. */
export function newestPublished(items: readonly { dt_publish: string }[]): string | null {
  let newest: { iso: string; millis: number } | null = null;
  for (const { dt_publish } of items) {
    const millis = parseIsoInstant(dt_publish);
    if (millis !== null && (newest === null || millis > newest.millis)) newest = { iso: dt_publish, millis };
  }
  return newest === null ? null : newest.iso;
}

/** Moves the user's seen mark up to the newest of `items` (never back); answers whether it moved. */
export function markNotificationsSeen(
  local: StoragePort,
  email: string,
  items: readonly { dt_publish: string }[],
): boolean {
  const newest = newestPublished(items);
  const current = seenMark(local, email);
  if (newest === null || (current !== null && parseIsoInstant(current)! >= parseIsoInstant(newest)!)) return false;
  local.setItem(NOTIFICATIONS_SEEN_KEY, JSON.stringify({ ...storedSeenMarks(local), [email]: newest }));
  return true;
}
