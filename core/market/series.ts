// The seeded daily series of every instrument: a deterministic walk (a seeded generator, no Math.random) from a fixed
// anchor day, so the close of an instrument on a day is the same wherever and whenever it is asked. The log price
// reverts slowly to a mean that drifts by the instrument's yearly rate; instruments of one commodity share a common
// daily shock, so regions and ports move together.
import { INSTRUMENT_BY_ID, type Instrument } from './instruments';

/** The first day of every seeded series (a Monday). */
export const SERIES_ANCHOR_DAY = '2023-01-02';

/** One day of a series: open, high, low, close and (futures) volume. */
export interface DailyBar {
  /** ISO date, YYYY-MM-DD. */
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
}

const DAY_MS = 86_400_000;

/** Days since the epoch of an ISO date (YYYY-MM-DD). */
export function epochDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** The ISO date of an epoch day. */
export function marketIsoDay(epoch: number): string {
  return new Date(epoch * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a market trades on a day: weekdays but the 1st of January and Christmas. */
export function isTradingDay(day: string): boolean {
  const weekday = new Date(epochDay(day) * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = day.slice(5);
  return monthDay !== '01-01' && monthDay !== '12-25';
}

/** A 32-bit hash of a text (FNV-1a). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded generator of uniform numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seeded generator of standard normal numbers (Box–Muller over seededRandom). */
export function seededNormal(seed: number): () => number {
  const uniform = seededRandom(seed);
  return () => {
    const u = Math.max(uniform(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
}

/** Rounds to `decimals`. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** How fast the log price returns to its mean, per day. */
const REVERSION = 0.012;
/** The share of an instrument's shock that is its commodity's. */
const COMMON = 0.75;

/** A series being walked: the bars so far and the generators' state. */
interface Walk {
  bars: DailyBar[];
  byDay: Map<string, DailyBar>;
  next: number;
  logPrice: number;
  own: () => number;
  common: () => number;
  extra: () => number;
}

const walks = new Map<string, Walk>();
/** The common shocks of each commodity, per epoch day (shared by its instruments). */
const commonShocks = new Map<number, { next: () => number; values: number[] }>();

function commonShock(commodity: number, index: number): number {
  let shocks = commonShocks.get(commodity);
  if (!shocks) {
    shocks = { next: seededNormal(hashText(`commodity-${commodity}`)), values: [] };
    commonShocks.set(commodity, shocks);
  }
  while (shocks.values.length <= index) shocks.values.push(shocks.next());
  return shocks.values[index]!;
}

function startWalk(instrument: Instrument): Walk {
  return {
    bars: [],
    byDay: new Map(),
    next: epochDay(SERIES_ANCHOR_DAY),
    logPrice: Math.log(instrument.walk.base),
    own: seededNormal(hashText(`own-${instrument.id}`)),
    common: () => 0,
    extra: seededNormal(hashText(`bar-${instrument.id}`)),
  };
}

/** The calendar from the anchor: every epoch day's ISO date and whether it trades, shared by every walk. */
const calendar: { day: string; trades: boolean }[] = [];

function calendarDay(index: number): { day: string; trades: boolean } {
  const anchor = epochDay(SERIES_ANCHOR_DAY);
  while (calendar.length <= index) {
    const day = marketIsoDay(anchor + calendar.length);
    calendar.push({ day, trades: isTradingDay(day) });
  }
  return calendar[index]!;
}

/** Walks an instrument's series up to `lastEpoch` (inclusive). */
function walkTo(instrument: Instrument, walk: Walk, lastEpoch: number): void {
  const { base, vol, drift = 0, decimals, volume } = instrument.walk;
  const anchor = epochDay(SERIES_ANCHOR_DAY);
  const shared = instrument.commodity !== 0;
  const logBase = Math.log(base);
  for (; walk.next <= lastEpoch; walk.next++) {
    const index = walk.next - anchor;
    const { day, trades } = calendarDay(index);
    if (!trades) continue;
    const mean = logBase + (drift * index) / 365.25;
    const own = walk.own();
    const shock = shared ? COMMON * commonShock(instrument.commodity, index) + 0.66 * own : own;
    const previous = Math.exp(walk.logPrice);
    walk.logPrice += REVERSION * (mean - walk.logPrice) + vol * shock;
    const close = Math.exp(walk.logPrice);
    const open = previous * Math.exp(vol * 0.25 * walk.extra());
    const high = Math.max(open, close) * Math.exp(Math.abs(vol * 0.45 * walk.extra()));
    const low = Math.min(open, close) * Math.exp(-Math.abs(vol * 0.45 * walk.extra()));
    const volumeShock = walk.extra();
    const bar: DailyBar = {
      day,
      open: roundTo(open, decimals),
      high: roundTo(high, decimals),
      low: roundTo(low, decimals),
      close: roundTo(close, decimals),
      volume: volume ? Math.round(volume * Math.exp(0.3 * volumeShock)) : null,
    };
    walk.bars.push(bar);
    walk.byDay.set(day, bar);
  }
}

function walkOf(instrument: Instrument, lastDay: string): Walk {
  let walk = walks.get(instrument.id);
  if (!walk) {
    walk = startWalk(instrument);
    walks.set(instrument.id, walk);
  }
  walkTo(instrument, walk, epochDay(lastDay));
  return walk;
}

/** The seeded daily bars of an instrument from `from` to `to` (ISO dates, inclusive), trading days only. */
export function seededSeries(instrument: Instrument, from: string, to: string): DailyBar[] {
  if (to < SERIES_ANCHOR_DAY || to < from) return [];
  const { bars } = walkOf(instrument, to);
  const start = lowerBound(bars, from);
  const end = lowerBound(bars, marketIsoDay(epochDay(to) + 1));
  return bars.slice(start, end);
}

/** The first index of `bars` whose day is not before `day`. */
function lowerBound(bars: readonly DailyBar[], day: string): number {
  let lo = 0;
  let hi = bars.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bars[mid]!.day < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The seeded bar of an instrument on a day, or the last one before it (a holiday or weekend); undefined before the anchor. */
export function seededBar(instrumentId: string, day: string): DailyBar | undefined {
  const instrument = INSTRUMENT_BY_ID.get(instrumentId);
  if (!instrument || day < SERIES_ANCHOR_DAY) return undefined;
  const walk = walkOf(instrument, day);
  const exact = walk.byDay.get(day);
  if (exact) return exact;
  const index = lowerBound(walk.bars, day);
  return walk.bars[index - 1];
}

/**
 * The close of instrument `instrumentId` on `day` (ISO date), or on the last trading day before it; undefined for an
 * unknown instrument or a day before the series starts. Pure: other seeds quote these figures.
 */
export function seededClose(instrumentId: string, day: string): number | undefined {
  return seededBar(instrumentId, day)?.close;
}
