// The rules of an instrument's chart: the moving averages of its closes, which bars a range keeps, and which range to
// ask the server for so that the averages are already running on the first day shown.
import { type SeriesBar, SERIES_RANGES, type SeriesRange } from './api';
import { rangeStart } from './contracts';

/** The range a chart opens with. */
export const DEFAULT_SERIES_RANGE: SeriesRange = '6M';

/** The moving averages a chart offers (trading days). */
export const MOVING_AVERAGE_PERIODS = [20, 50] as const;
/** A moving average a chart offers. */
export type MovingAveragePeriod = (typeof MOVING_AVERAGE_PERIODS)[number];

/** One point of a line over days. */
export interface DayValue {
  day: string;
  value: number;
}

/**
 * The simple moving average of the closes over `period` bars (bars oldest first): one point per bar from the
 * `period`-th on, dated with that bar's day; nothing when there are fewer bars than the period. Rounded to `decimals`.
 */
export function movingAverage(
  bars: readonly Pick<SeriesBar, 'day' | 'close'>[],
  period: number,
  decimals = 4,
): DayValue[] {
  if (!Number.isInteger(period) || period < 1)
    throw new RangeError(`a moving average needs a whole period, got ${period}`);
  const points: DayValue[] = [];
  const factor = 10 ** decimals;
  let sum = 0;
  for (let i = 0; i < bars.length; i++) {
    sum += bars[i]!.close;
    if (i >= period) sum -= bars[i - period]!.close;
    if (i >= period - 1) points.push({ day: bars[i]!.day, value: Math.round((sum / period) * factor) / factor });
  }
  return points;
}

/**
 * The bars of a range: those from the range's first day (counted back from the last bar's day) to the last bar,
 * oldest first. The bars must be oldest first; none stay of an empty list.
 */
export function barsInRange<T extends Pick<SeriesBar, 'day'>>(bars: readonly T[], range: SeriesRange): T[] {
  const last = bars[bars.length - 1];
  if (!last) return [];
  const first = rangeStart(range, last.day);
  let start = bars.length;
  while (start > 0 && bars[start - 1]!.day >= first) start--;
  return bars.slice(start);
}

/** Trading days in a calendar month, counted low (a month has 19 to 23). */
const TRADING_DAYS_A_MONTH = 19;
const MONTHS: Record<SeriesRange, number> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '3Y': 36 };

/**
 * The range to ask the server for, to draw `range` with averages of up to `lookback` trading days already running on
 * its first day: the shortest range that covers both (the longest there is, 3Y, when none does).
 */
export function fetchRangeFor(range: SeriesRange, lookback: number): SeriesRange {
  const needed = MONTHS[range] + Math.ceil(lookback / TRADING_DAYS_A_MONTH);
  return SERIES_RANGES.find((candidate) => MONTHS[candidate] >= needed) ?? '3Y';
}
