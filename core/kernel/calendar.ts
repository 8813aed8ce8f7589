// Dates without a date library: ISO 8601 text read as an instant, and calendar days in a time zone, through the
// platform's Intl. The lists and their filters use these, so a list never needs luxon (the detail still does).

/** ISO 8601 in the extended format: a date, or a date and time with an optional offset (what the API sends). */
const ISO_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

/** A calendar day. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The days of a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The instant an ISO 8601 text names, in epoch milliseconds, or null when it names none (not ISO, or no such day or
 * time). A text without an offset is read in the platform's own time zone, as luxon's `fromISO` reads it.
 */
export function parseIsoInstant(text: string): number | null {
  const match = ISO_TEXT.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', zone, sign, oh = '0', om = '0'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Math.floor(Number(`0.${fraction}`) * 1000);
  const [offsetHours, offsetMinutes] = [Number(oh), Number(om)];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  if (zone === undefined) return new Date(year, month - 1, day, hour, minute, second, millis).getTime();
  const offset = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset * 60_000;
}

/** Whether a text is an ISO 8601 date or date and time naming a real day and time (no 30 February, no 25:00). */
export function isIsoText(value: unknown): boolean {
  return typeof value === 'string' && parseIsoInstant(value) !== null;
}

// Not a display: the numbers of a day and time in a zone, read back for arithmetic, so not through format.ts.
const numericFormats = new Map<string, Intl.DateTimeFormat>();

/** The year, month, day, hour and minute of an instant in a time zone. */
export function zonedParts(millis: number, zone: string): CalendarDay & { hour: number; minute: number } {
  let format = numericFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    numericFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(millis).map(({ type, value }) => [type, Number(value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
}

/** A calendar day as ISO text (yyyy-MM-dd). */
export function isoDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day `days` days before a day. */
export function daysBefore({ year, month, day }: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(year, month - 1, day - days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The same day `months` months before, or the last day of that month when it is shorter (31 May − 3 months = 28 February). */
export function monthsBefore({ year, month, day }: CalendarDay, months: number): CalendarDay {
  const index = year * 12 + (month - 1) - months;
  const [targetYear, targetMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return { year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) };
}
