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
  type MarketSeries,
  type MarketSeriesQuery,
  type MarketTable,
  type MarketTableQuery,
  marketStatus,
  MARKETS,
  type QuotesMenu,
  SERIES_RANGES,
} from '../../core';
import { type AppContext } from '../context';
import { forbidden, validationError } from '../errors';
import { type AssertSame, literals } from '../wire';
import { grantedInstruments, marketSeries, quoteRows, quotesMenu, quotesRequester } from './service';
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
    return quotesMenu(ctx, access, locale);
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
      return marketSeries(ctx, access, locale, request.query);
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
