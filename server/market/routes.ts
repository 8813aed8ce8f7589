// The market routes (under /api): the quotes menu (list-menu/content/quotes, SPEC §7), the table of one market, the
// daily series of one instrument over a range, and the live ticks (market/stream, Server-Sent Events). Rights are
// enforced here: a user without quotes (Free, no quotes right, a demo after its trial) gets 403 on tables, series and
// the stream; a table lists only the instruments of the user's plan, and a series outside it is 403; a Demo's
// prices are 15 minutes late.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  ACCEPTOR_TOKEN_HEADER,
  ErrorCode,
  includesInstrument,
  INSTRUMENT_BY_ID,
  instrumentName,
  isSessionOpen,
  lastClosedDay,
  MARKET_NAMES,
  type MarketSeries,
  type MarketSeriesQuery,
  type MarketTable,
  type MarketTableQuery,
  marketStatus,
  MARKETS,
  methodText,
  QUOTES_DELAY_MS,
  type QuotesMenu,
  type QuotesMenuEntry,
  rangeStart,
  SERIES_RANGES,
} from '../../core';
import { type AppContext } from '../context';
import { forbidden, validationError } from '../errors';
import { type AssertSame, literals } from '../wire';
import { barsOf, ensureSeries } from './repository';
import { grantedInstruments, quoteRows, quotesRequester } from './service';
import { type MarketFeed } from './feed';
import { marketAlertsRoutes } from './alerts.routes';
import { stationRefusal } from '../session/acceptor.service';

const TableQuery = Type.Object({ market: literals(MARKETS) });
export type TableQueryIsCore = AssertSame<Static<typeof TableQuery>, MarketTableQuery>;

const SeriesQuery = Type.Object({
  // An id's letters in either case: an instrument the seed does not know is refused after the session is checked, so
  // an anonymous request gets its 401 first.
  instrument: Type.String({ pattern: '^[A-Za-z0-9-]{1,32}$', maxLength: 32 }),
  range: literals(SERIES_RANGES),
});
export type SeriesQueryIsCore = AssertSame<Static<typeof SeriesQuery>, MarketSeriesQuery>;

/** Registers the market routes; `feed` serves market/stream. */
export function marketRoutes(app: FastifyInstance, ctx: AppContext, feed: MarketFeed): void {
  marketAlertsRoutes(app, ctx, feed);
  app.get<{ Reply: QuotesMenu }>('/list-menu/content/quotes', async (request): Promise<QuotesMenu> => {
    const { access, locale } = await quotesRequester(ctx, request);
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
  });

  app.get<{ Querystring: MarketTableQuery; Reply: MarketTable }>(
    '/market/table',
    { schema: { querystring: TableQuery } },
    async (request): Promise<MarketTable> => {
      const { access, locale } = await quotesRequester(ctx, request);
      if (access.kind === 'none') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
      const { market } = request.query;
      const rows = await quoteRows(
        ctx,
        grantedInstruments(access, market),
        ctx.now().getTime(),
        access.delayed,
        locale,
      );
      return { market, delayed: access.delayed, rows };
    },
  );

  app.get<{ Querystring: MarketSeriesQuery; Reply: MarketSeries }>(
    '/market/series',
    { schema: { querystring: SeriesQuery } },
    async (request): Promise<MarketSeries> => {
      const { access, locale } = await quotesRequester(ctx, request);
      const instrument = INSTRUMENT_BY_ID.get(request.query.instrument);
      if (!instrument)
        throw validationError('invalidRequest', [{ field: 'instrument', message: 'unknown instrument' }]);
      if (!includesInstrument(access, instrument)) throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
      const now = ctx.now().getTime();
      const at = access.kind === 'granted' && access.delayed ? now - QUOTES_DELAY_MS : now;
      const last = lastClosedDay(instrument.session, at);
      await ensureSeries(ctx.db, last);
      const { range } = request.query;
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
    },
  );

  app.get('/market/stream', async (request, reply) => {
    const requester = await quotesRequester(ctx, request);
    if (requester.access.kind === 'none') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
    // Only a client that reads events gets the stream (it never ends): anything else is told what to ask for.
    if (!String(request.headers.accept ?? '').includes('text/event-stream'))
      throw validationError('invalidRequest', [{ field: 'accept', message: 'text/event-stream expected' }]);
    // The live prices go to the quotes module's station: the acceptor token it opened (acceptor/newtoken) for this
    // session. Another tab or station that opens the module, or the module's logout, retires it.
    const header = request.headers[ACCEPTOR_TOKEN_HEADER];
    const acceptorToken = typeof header === 'string' ? header : undefined;
    const refusal = await stationRefusal(ctx, acceptorToken, requester.sessionId);
    if (refusal) throw refusal;
    const instruments = grantedInstruments(requester.access);
    // Only what trades: the rest does not move until tomorrow (its status comes with each table).
    const moving = instruments.filter((i) => i.session !== 'daily');
    const now = ctx.now().getTime();
    const status = marketStatus('fx', now, requester.access.delayed);
    reply.hijack();
    feed.open(request, reply.raw, {
      instruments: moving,
      delayed: requester.access.delayed,
      locale: requester.locale,
      initialStatus: status,
      userId: requester.userId,
      sessionId: requester.sessionId,
      // Checked again now and then: a session ended elsewhere, the module opened elsewhere, or rights taken back.
      stillAllowed: async () => {
        try {
          const again = await quotesRequester(ctx, request);
          if (again.access.kind === 'none') return false;
          const station = await stationRefusal(ctx, acceptorToken, again.sessionId);
          return station ? station.body(requester.locale) : true;
        } catch {
          return false;
        }
      },
    });
  });
}
