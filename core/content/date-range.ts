// The quick date ranges of the report filters (SPEC §3, Report filters).
import { DateTime, type DurationLikeObject } from 'luxon';
import { DateFilter } from '../kernel/enums';
import { type ClockPort } from '../kernel/clock.port';
import { DEFAULT_TIME_ZONE } from './report-date';

/** A from/to range of calendar dates (ISO yyyy-MM-dd), both included. */
export interface DateRange {
  from: string;
  to: string;
}

/** How far back each quick filter reaches; 'others' has no quick range. */
const QUICK_RANGES: Readonly<Partial<Record<DateFilter, DurationLikeObject>>> = {
  [DateFilter.ONE_DAY]: { days: 1 },
  [DateFilter.ONE_WEEK]: { weeks: 1 },
  [DateFilter.ONE_MONTH]: { months: 1 },
  [DateFilter.THREE_MONTHS]: { months: 3 },
};

/**
 * The range of a quick filter, ending today (by the clock, in the given zone): one day → yesterday to
 * today, one week → 7 days back, one month → 1 month back, three months → 3 months back. 'Others' has no
 * quick range (the user picks both dates): null.
 */
export function quickDateRange(
  filter: DateFilter,
  clock: ClockPort,
  zone: string = DEFAULT_TIME_ZONE,
): DateRange | null {
  const today = DateTime.fromMillis(clock.now(), { zone }).startOf('day');
  const back = QUICK_RANGES[filter];
  if (!back) return null;
  return { from: today.minus(back).toISODate() ?? '', to: today.toISODate() ?? '' };
}
