// Futures contract months and chart ranges over days.
import { DateTime } from 'luxon';
import { type Instrument } from './instruments';
import { type SeriesRange } from './api';

/** The month codes of futures contracts, January (F) to December (Z). */
export const MONTH_CODES = 'FGHJKMNQUVXZ';

/** The day of its month from which a contract no longer counts as the nearest (it is near its expiry). */
const ROLL_DAY = 15;

/**
 * The contract an instrument stands for on a day: its position (1: the nearest listed month not yet rolled, 2: the
 * one after) written as root, month code and year (e.g. ZSF27); null for an instrument without contracts.
 */
export function contractOn(instrument: Instrument, day: string): string | null {
  const contract = instrument.contract;
  if (!contract) return null;
  const date = DateTime.fromISO(day, { zone: 'utc' });
  let year = date.year;
  let month = date.month;
  if (date.day >= ROLL_DAY) month += 1;
  let found = 0;
  for (let step = 0; step < 36; step++) {
    if (month > 12) {
      month -= 12;
      year += 1;
    }
    const code = MONTH_CODES[month - 1]!;
    if (contract.months.includes(code) && ++found === contract.position)
      return `${contract.root}${code}${String(year % 100).padStart(2, '0')}`;
    month += 1;
  }
  return null;
}

/** The first day (ISO) of a chart range ending on `lastDay`. */
export function rangeStart(range: SeriesRange, lastDay: string): string {
  const end = DateTime.fromISO(lastDay, { zone: 'utc' });
  const months = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '3Y': 36 }[range];
  return end.minus({ months }).plus({ days: 1 }).toISODate()!;
}
