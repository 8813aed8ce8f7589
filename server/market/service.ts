// Who asks for quotes and what they get: the quotes access of a signed-in user (profile, quotes right, plan rights,
// demo trial) and the rows of a market as that user sees them.
import { type FastifyRequest } from 'fastify';
import {
  ErrorCode,
  includesInstrument,
  INSTRUMENT_BY_ID,
  INSTRUMENTS,
  type Instrument,
  instrumentName,
  isSessionOpen,
  lastClosedDay,
  type Locale,
  type Market,
  MARKET_NAMES,
  marketDay,
  type MarketSeries,
  type MarketSeriesQuery,
  MARKETS,
  methodText,
  contractOn,
  type QuoteRow,
  quoteAt,
  type QuotesAccess,
  quotesAccess,
  QUOTES_DELAY_MS,
  type QuotesMenu,
  type QuotesMenuEntry,
  rangeStart,
} from '../../core';
import { type AppContext } from '../context';
import { type Generations } from '../db/generations';
import { type UserRow } from '../db/tables';
import { readerOf } from '../content/service';
import { forbidden, validationError } from '../errors';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { barsOf, ensureSeries, lastBars } from './repository';

/** The quotes access of the request's user, in the request's language. */
export interface QuotesRequester {
  access: QuotesAccess;
  locale: Locale;
  userId: number;
  /** The sign-in session of the request. */
  sessionId: string;
}

/** The signed-in requester (401 without a live session) and what the quotes module grants them. */
export async function quotesRequester(ctx: AppContext, request: FastifyRequest): Promise<QuotesRequester> {
  const { user, generations, session } = await requireSession(ctx, request);
  const locale = requestLocale(request);
  const access = await quotesAccessOf(ctx, user, locale, generations);
  return { access, locale, userId: user.id, sessionId: session.id };
}

/** What the quotes module grants a user now (profile, quotes right, plan rights, demo trial). */
export async function quotesAccessOf(
  ctx: AppContext,
  user: UserRow,
  locale: Locale,
  generations?: Generations,
): Promise<QuotesAccess> {
  const reader = await readerOf(ctx.db, user, locale, ctx.now(), generations);
  // A right counts only for a subject that is offered (Hedge solutions is not).
  const rights = reader.viewer.rights.filter((r) => reader.subjects.get(r.id)?.habilitado === true);
  return quotesAccess({
    profile: reader.viewer.profile,
    hasQuotesRights: user.hasQuotesRights,
    rights,
    trialActive: reader.viewer.trialActive,
  });
}

/** The instruments of a market (every market when undefined) that an access includes, in table order. */
export function grantedInstruments(access: QuotesAccess, market?: Market): Instrument[] {
  return INSTRUMENTS.filter((i) => (market === undefined || i.market === market) && includesInstrument(access, i));
}

/** The rows of `instruments` at `nowMs`, live or delayed, in `locale`. */
export async function quoteRows(
  ctx: AppContext,
  instruments: readonly Instrument[],
  nowMs: number,
  delayed: boolean,
  locale: Locale,
): Promise<QuoteRow[]> {
  const today = marketDay(nowMs);
  await ensureSeries(ctx.db, today);
  const at = delayed ? nowMs - QUOTES_DELAY_MS : nowMs;
  const bars = await lastBars(
    ctx.db,
    instruments.map((i) => i.id),
    marketDay(at),
  );
  const rows: QuoteRow[] = [];
  for (const instrument of instruments) {
    const quote = quoteAt(instrument, bars.get(instrument.id) ?? [], nowMs, delayed);
    if (!quote) continue;
    rows.push({
      ...quote,
      name: instrumentName(instrument, locale),
      place: instrument.place,
      contract: contractOn(instrument, quote.time.slice(0, 10)),
      source: instrument.source,
      unit: instrument.unit,
      currency: instrument.currency,
      method: methodText(instrument, locale),
    });
  }
  return rows;
}

/** The quotes menu of an access: each market with instruments the access includes, its count and status. */
export function quotesMenu(ctx: AppContext, access: QuotesAccess, locale: Locale): QuotesMenu {
  if (access.kind === 'none') return { hasQuotesRights: false, delayed: false, markets: [] };
  const now = ctx.now().getTime();
  return {
    hasQuotesRights: true,
    delayed: access.delayed,
    markets: MARKETS.map((market): QuotesMenuEntry => {
      const instruments = grantedInstruments(access, market);
      const open = instruments.some((i) => isSessionOpen(i.session, access.delayed ? now - QUOTES_DELAY_MS : now));
      return {
        market,
        nome: MARKET_NAMES[market][locale],
        count: instruments.length,
        status: open ? (access.delayed ? 'delayed' : 'live') : 'closed',
      };
    }).filter((entry) => entry.count > 0),
  };
}

/**
 * The daily series of an instrument over a range, to its last closed day (15 minutes late for a Demo): 400 for an
 * unknown instrument, 403 for one outside the access.
 */
export async function marketSeries(
  ctx: AppContext,
  access: QuotesAccess,
  locale: Locale,
  query: MarketSeriesQuery,
): Promise<MarketSeries> {
  const instrument = INSTRUMENT_BY_ID.get(query.instrument);
  if (!instrument) throw validationError('invalidRequest', [{ field: 'instrument', message: 'unknown instrument' }]);
  if (!includesInstrument(access, instrument)) throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  const now = ctx.now().getTime();
  const at = access.kind === 'granted' && access.delayed ? now - QUOTES_DELAY_MS : now;
  const last = lastClosedDay(instrument.session, at);
  await ensureSeries(ctx.db, last);
  const { range } = query;
  return {
    instrument: instrument.id,
    name: instrumentName(instrument, locale),
    range,
    source: instrument.source,
    unit: instrument.unit,
    currency: instrument.currency,
    method: methodText(instrument, locale),
    bars: await barsOf(ctx.db, instrument.id, rangeStart(range, last), last),
  };
}
