// The quick date ranges of the report filters (SPEC §3, Report filters).
import { daysBefore, isoDay, monthsBefore, zonedParts, type CalendarDay } from '../kernel/calendar';
import { DateFilter } from '../kernel/enums';
import { type ClockPort } from '../kernel/clock.port';
import { DEFAULT_TIME_ZONE } from './report-date';

/** A from/to range of calendar dates (ISO yyyy-MM-dd), both included. */
export interface DateRange {
  from: string;
  to: string;
}

/** How far back each quick filter reaches; 'others' has no quick range. */
const QUICK_RANGES: Readonly<Partial<Record<DateFilter, (today: CalendarDay) => CalendarDay>>> = {
  [DateFilter.ONE_DAY]: (today) => daysBefore(today, 1),
  [DateFilter.ONE_WEEK]: (today) => daysBefore(today, 7),
  [DateFilter.ONE_MONTH]: (today) => monthsBefore(today, 1),
  [DateFilter.THREE_MONTHS]: (today) => monthsBefore(today, 3),
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
  const back = QUICK_RANGES[filter];
  if (!back) return null;
  const { year, month, day } = zonedParts(clock.now(), zone);
  const today = { year, month, day };
  return { from: isoDay(back(today)), to: isoDay(today) };
}
