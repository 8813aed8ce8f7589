// The price a viewer sees of an instrument at an instant: during its session the simulated intraday price (live, or
// 15 minutes late for a delayed viewer), outside it the last close; with the change against the previous close.
import { type QuoteTick } from './api';
import { type Instrument } from './instruments';
import { intradayPoint } from './intraday';
import { type DailyBar, roundTo } from './series';
import { isSessionOpen, lastClosedDay, marketDay, QUOTES_DELAY_MS, SESSION_HOURS, sessionInstant } from './status';

/**
 * The quote of `instrument` at `nowMs` from its recent bars (newest first; today's bar, when stored, is the session's
 * planned day and is only shown as far as the session has gone). Undefined without a closed bar.
 */
export function quoteAt(
  instrument: Instrument,
  recentBars: readonly DailyBar[],
  nowMs: number,
  delayed: boolean,
): QuoteTick | undefined {
  const at = delayed ? nowMs - QUOTES_DELAY_MS : nowMs;
  const { decimals } = instrument.walk;
  const today = marketDay(at);
  const todayBar = recentBars.find((bar) => bar.day === today);
  if (todayBar && isSessionOpen(instrument.session, at)) {
    const previous = recentBars.find((bar) => bar.day < today);
    if (!previous) return undefined;
    const point = intradayPoint(instrument, todayBar, at);
    return {
      id: instrument.id,
      last: point.last,
      change: roundTo(point.last - previous.close, decimals),
      changePct: roundTo(((point.last - previous.close) / previous.close) * 100, 2),
      high: point.high,
      low: point.low,
      volume: point.volume,
      time: new Date(point.time).toISOString(),
      status: delayed ? 'delayed' : 'live',
    };
  }
  const closedDay = lastClosedDay(instrument.session, at);
  const index = recentBars.findIndex((bar) => bar.day <= closedDay);
  const bar = recentBars[index];
  const previous = recentBars[index + 1];
  if (!bar) return undefined;
  const base = previous?.close ?? bar.open;
  return {
    id: instrument.id,
    last: bar.close,
    change: roundTo(bar.close - base, decimals),
    changePct: roundTo(((bar.close - base) / base) * 100, 2),
    high: bar.high,
    low: bar.low,
    volume: bar.volume,
    time: new Date(sessionInstant(bar.day, SESSION_HOURS[instrument.session].close)).toISOString(),
    status: 'closed',
  };
}
