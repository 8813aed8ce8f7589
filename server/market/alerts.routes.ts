// The watch list and price alerts of the quotes module (under /api): GET and PUT market/watchlist, GET and POST
// market/alerts, DELETE market/alerts/:id. Rights are the server's: every route reads the user's plan again; a user
// without quotes (Free, no quotes right, a demo after its trial) gets 403, and an instrument outside the plan is
// refused with the catalogue's insufficient-rights code (403), whatever the client checked. An alert whose instrument
// the plan no longer covers is kept, shown as suspended and not evaluated.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  ALERT_KINDS,
  type AlertCreate,
  type AlertParams,
  ErrorCode,
  type EmptyAnswer,
  type PriceAlert,
  type PriceAlerts,
  type Watchlist,
  WATCHLIST_MAX,
} from '../../core';
import { type AppContext } from '../context';
import { forbidden } from '../errors';
import { type AssertSame, Int, literals } from '../wire';
import { changeWatchlist, createAlert, priceAlerts, removeAlert, watchlistOf } from './alerts.service';
import { type MarketFeed } from './feed';
import { quotesRequester } from './service';

/** An instrument id: its letters in either case (an unknown one is refused after the session is checked). */
const InstrumentId = Type.String({ pattern: '^[A-Za-z0-9-]{1,32}$', maxLength: 32 });

const WatchlistBody = Type.Object(
  // Twice the limit is read, so a list one too long gets the rule's own message rather than the schema's.
  { instruments: Type.Array(InstrumentId, { maxItems: WATCHLIST_MAX * 2 }) },
  { additionalProperties: false },
);
export type WatchlistBodyIsCore = AssertSame<Static<typeof WatchlistBody>, Watchlist>;

const AlertBody = Type.Object(
  {
    instrument: InstrumentId,
    kind: literals(ALERT_KINDS),
    // The core's rule decides the level (above zero, or a percentage in its range); this only bounds the number.
    level: Type.Number({ minimum: -1_000_000_000_000, maximum: 1_000_000_000_000 }),
  },
  { additionalProperties: false },
);
export type AlertBodyIsCore = AssertSame<Static<typeof AlertBody>, AlertCreate>;

const AlertPath = Type.Object({ id: Int(1) });
export type AlertPathIsCore = AssertSame<Static<typeof AlertPath>, AlertParams>;

/** A user with quotes, or 403 (the upsell: Free, no quotes right, a demo after its trial). */
async function withQuotes(ctx: AppContext, request: Parameters<typeof quotesRequester>[1]) {
  const requester = await quotesRequester(ctx, request);
  if (requester.access.kind === 'none') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  return requester;
}

/** Registers the watch list and alerts routes; a new alert wakes the feed's evaluation. */
export function marketAlertsRoutes(app: FastifyInstance, ctx: AppContext, feed: MarketFeed): void {
  app.get<{ Reply: Watchlist }>('/market/watchlist', async (request): Promise<Watchlist> => {
    const { access, userId } = await withQuotes(ctx, request);
    return watchlistOf(ctx, access, userId);
  });

  app.put<{ Body: Watchlist; Reply: Watchlist }>(
    '/market/watchlist',
    { schema: { body: WatchlistBody } },
    async (request): Promise<Watchlist> => {
      const { access, locale, userId } = await withQuotes(ctx, request);
      return changeWatchlist(ctx, access, locale, userId, request.body.instruments);
    },
  );

  app.get<{ Reply: PriceAlerts }>('/market/alerts', async (request): Promise<PriceAlerts> => {
    const { access, locale, userId } = await withQuotes(ctx, request);
    return priceAlerts(ctx, access, locale, userId);
  });

  app.post<{ Body: AlertCreate; Reply: PriceAlert }>(
    '/market/alerts',
    { schema: { body: AlertBody } },
    async (request): Promise<PriceAlert> => {
      const { access, locale, userId } = await withQuotes(ctx, request);
      const alert = await createAlert(ctx, access, locale, userId, request.body);
      feed.watchAlerts();
      return alert;
    },
  );

  app.delete<{ Params: AlertParams; Reply: EmptyAnswer }>(
    '/market/alerts/:id',
    { schema: { params: AlertPath } },
    async (request): Promise<EmptyAnswer> => {
      const { userId } = await withQuotes(ctx, request);
      await removeAlert(ctx, userId, request.params.id);
      return {};
    },
  );
}
