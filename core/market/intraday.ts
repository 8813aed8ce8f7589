// The simulated intraday prices of the current session: from the day's seeded open to its seeded close, with a
// deterministic wander inside the day's range, one price per tick. A pure function of the instrument, the day and the
// instant, so every server instance sends the same figures and nothing is kept between ticks.
import { type Instrument } from './instruments';
import { type DailyBar, hashText, roundTo, seededRandom } from './series';
import { SESSION_HOURS, sessionInstant } from './status';

/** The feed's tick: one price per instrument every two seconds. */
export const TICK_MS = 2_000;

/** The price of an instrument at an instant of its session, with the session's high, low and volume so far. */
export interface IntradayPoint {
  last: number;
  high: number;
  low: number;
  volume: number | null;
  /** The instant of the tick (ms). */
  time: number;
}

/** The share of the session gone at tick `k` of `ticks`, and the price there (before rounding). */
function priceAt(instrument: Instrument, bar: DailyBar, k: number, ticks: number): number {
  const f = Math.min(1, k / ticks);
  const seed = hashText(`${instrument.id}|${bar.day}`);
  const waves = seededRandom(seed);
  const amplitude = ((bar.high - bar.low) / 2) * 0.7;
  let wander = 0;
  for (let j = 1; j <= 4; j++)
    wander += Math.sin(2 * Math.PI * (j + Math.floor(waves() * 3)) * f + waves() * 6.283) / j;
  const jitter = seededRandom(seed ^ (k * 0x9e3779b1))() - 0.5;
  const price = bar.open + (bar.close - bar.open) * f + Math.sin(Math.PI * f) * amplitude * (wander / 2 + jitter * 0.3);
  return Math.min(bar.high, Math.max(bar.low, price));
}

/**
 * The intraday point of `instrument` at `instantMs` in the session of `bar` (the day's seeded bar): the session's open
 * before it starts, the close after it ends. High and low so far are sampled each minute and at the tick.
 */
export function intradayPoint(instrument: Instrument, bar: DailyBar, instantMs: number): IntradayPoint {
  const hours = SESSION_HOURS[instrument.session];
  const start = sessionInstant(bar.day, hours.open);
  const end = sessionInstant(bar.day, hours.close);
  const ticks = Math.max(1, Math.floor((end - start) / TICK_MS));
  const k = Math.max(0, Math.min(ticks, Math.floor((instantMs - start) / TICK_MS)));
  const { decimals } = instrument.walk;
  const last = roundTo(priceAt(instrument, bar, k, ticks), decimals);
  let high = Math.max(bar.open, last);
  let low = Math.min(bar.open, last);
  const perMinute = 60_000 / TICK_MS;
  for (let i = 0; i < k; i += perMinute) {
    const price = roundTo(priceAt(instrument, bar, i, ticks), decimals);
    if (price > high) high = price;
    if (price < low) low = price;
  }
  const share = k / ticks;
  return {
    last,
    high,
    low,
    volume: bar.volume === null ? null : Math.round(bar.volume * share),
    time: start + k * TICK_MS,
  };
}
