// Market hours and status (live, delayed or closed), in São Paulo time, from a clock's instant (never Date.now()).
import { DateTime } from 'luxon';
import { type Session } from './instruments';
import { isTradingDay } from './series';

/** The market's time zone. */
export const MARKET_ZONE = 'America/Sao_Paulo';

/** How late a delayed profile (Demo, a visitor) sees prices, in minutes. */
export const QUOTES_DELAY_MINUTES = 15;
/** The same delay in milliseconds. */
export const QUOTES_DELAY_MS = QUOTES_DELAY_MINUTES * 60_000;

/** The hours of each session in São Paulo time, as minutes of the day [open, close); daily series publish at 18:00. */
export const SESSION_HOURS: Readonly<Record<Session, { open: number; close: number }>> = {
  // CBOT's day session 08:30–13:20 Chicago time, as it falls in Brasília outside the US summer time.
  cbot: { open: 11 * 60 + 30, close: 16 * 60 + 20 },
  'ice-sugar': { open: 4 * 60 + 30, close: 15 * 60 },
  'ice-coffee': { open: 5 * 60 + 15, close: 15 * 60 + 30 },
  b3: { open: 9 * 60, close: 16 * 60 + 30 },
  fx: { open: 9 * 60, close: 17 * 60 },
  daily: { open: 18 * 60, close: 18 * 60 },
};

/** What a user sees of a market now: prices moving (live), moving 15 minutes late (delayed), or the last close. */
export type MarketStatus = 'live' | 'delayed' | 'closed';

/** The São Paulo day (ISO date) of an instant. */
export function marketDay(instantMs: number): string {
  return DateTime.fromMillis(instantMs, { zone: MARKET_ZONE }).toISODate()!;
}

/** The instant (ms) a minute of a São Paulo day falls on. */
export function sessionInstant(day: string, minuteOfDay: number): number {
  return DateTime.fromISO(day, { zone: MARKET_ZONE }).plus({ minutes: minuteOfDay }).toMillis();
}

/** Whether a session is trading at an instant. Daily series never trade intraday. */
export function isSessionOpen(session: Session, instantMs: number): boolean {
  if (session === 'daily') return false;
  const local = DateTime.fromMillis(instantMs, { zone: MARKET_ZONE });
  if (!isTradingDay(local.toISODate()!)) return false;
  const minute = local.hour * 60 + local.minute;
  const { open, close } = SESSION_HOURS[session];
  return minute >= open && minute < close;
}

/** The status a viewer sees: closed outside the session; inside it live, or delayed for a delayed viewer. */
export function marketStatus(session: Session, instantMs: number, delayed: boolean): MarketStatus {
  if (!isSessionOpen(session, instantMs)) return 'closed';
  return delayed ? 'delayed' : 'live';
}

/**
 * The last day whose session has closed at an instant: today once the session closed (daily series: from 18:00),
 * otherwise the trading day before.
 */
export function lastClosedDay(session: Session, instantMs: number): string {
  const local = DateTime.fromMillis(instantMs, { zone: MARKET_ZONE });
  const today = local.toISODate()!;
  const minute = local.hour * 60 + local.minute;
  if (isTradingDay(today) && minute >= SESSION_HOURS[session].close) return today;
  let day = local.minus({ days: 1 });
  while (!isTradingDay(day.toISODate()!)) day = day.minus({ days: 1 });
  return day.toISODate()!;
}
