// The watch list and price alerts of the quotes module (under /api): GET and PUT market/watchlist, GET and POST
// market/alerts, DELETE market/alerts/:id. Rights are the server's: every route reads the user's plan again; a user
// without quotes (Free, no quotes right, a demo after its trial) gets 403, and an instrument outside the plan is
// refused with the catalogue's insufficient-rights code (403), whatever the client checked. An alert whose instrument
// the plan no longer covers is kept, shown as suspended and not evaluated.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  CATALOGUES,
  addMarketMessages,
  ALERT_KINDS,
  type AlertCreate,
  type AlertParams,
  ALERTS_MAX,
  alertState,
  ErrorCode,
  type EmptyAnswer,
  type FieldIssue,
  includesInstrument,
  INSTRUMENT_BY_ID,
  instrumentName,
  issueText,
  type Locale,
  type PriceAlert,
  type PriceAlerts,
  type QuotesAccess,
  validateAlert,
  validateWatchlist,
  type Watchlist,
  WATCHLIST_MAX,
} from '../../core';
import { type AppContext } from '../context';
import { forbidden, notFound, validationError } from '../errors';
import { type AssertSame, Int, literals } from '../wire';
import { type AlertRow, alertsOf, deleteAlert, insertAlert, saveWatchlist, storedWatchlist } from './alerts';
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

/** Refuses the issues of a rule: 403 for an instrument outside the plan, otherwise 400 with each field's message. */
function refuse(issues: readonly FieldIssue[], locale: Locale): never {
  if (issues.some((issue) => 'code' in issue && issue.code === ErrorCode.INSUFFICIENT_RIGHTS))
    throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  throw validationError(
    'invalidRequest',
    issues.map((issue) => ({ field: issue.field, message: issueText(issue, CATALOGUES[locale]) })),
  );
}

/** An alert as its owner sees it, in the request's language. */
function alertOf(row: AlertRow, access: QuotesAccess, locale: Locale): PriceAlert {
  const instrument = INSTRUMENT_BY_ID.get(row.instrumentId);
  return {
    id: row.id,
    instrument: row.instrumentId,
    name: instrument ? instrumentName(instrument, locale) : row.instrumentId,
    unit: instrument?.unit ?? '',
    kind: row.kind,
    level: row.level,
    state: alertState(row.state, instrument !== undefined && includesInstrument(access, instrument)),
    createdAt: row.createdAt.toISOString(),
    firedAt: row.firedAt?.toISOString() ?? null,
    firedValue: row.firedValue,
  };
}

/** Registers the watch list and alerts routes; a new alert wakes the feed's evaluation. */
export function marketAlertsRoutes(app: FastifyInstance, ctx: AppContext, feed: MarketFeed): void {
  addMarketMessages();

  app.get<{ Reply: Watchlist }>('/market/watchlist', async (request): Promise<Watchlist> => {
    const { access, userId } = await withQuotes(ctx, request);
    // What the plan no longer covers is left out (and dropped at the next save).
    const stored = await storedWatchlist(ctx, userId);
    return {
      instruments: stored.filter((id) => {
        const instrument = INSTRUMENT_BY_ID.get(id);
        return instrument !== undefined && includesInstrument(access, instrument);
      }),
    };
  });

  app.put<{ Body: Watchlist; Reply: Watchlist }>(
    '/market/watchlist',
    { schema: { body: WatchlistBody } },
    async (request): Promise<Watchlist> => {
      const { access, locale, userId } = await withQuotes(ctx, request);
      const { instruments } = request.body;
      const issues = validateWatchlist(instruments, access);
      if (issues.length > 0) refuse(issues, locale);
      await saveWatchlist(ctx, userId, instruments);
      return { instruments };
    },
  );

  app.get<{ Reply: PriceAlerts }>('/market/alerts', async (request): Promise<PriceAlerts> => {
    const { access, locale, userId } = await withQuotes(ctx, request);
    return { alerts: (await alertsOf(ctx, userId)).map((row) => alertOf(row, access, locale)) };
  });

  app.post<{ Body: AlertCreate; Reply: PriceAlert }>(
    '/market/alerts',
    { schema: { body: AlertBody } },
    async (request): Promise<PriceAlert> => {
      const { access, locale, userId } = await withQuotes(ctx, request);
      const issues = validateAlert(request.body, access);
      if (issues.length > 0) refuse(issues, locale);
      const row = await insertAlert(ctx, userId, request.body, ALERTS_MAX);
      if (!row)
        throw validationError('invalidRequest', [
          { field: 'instrument', message: issueText({ message: 'market.alertsFull' }, CATALOGUES[locale]) },
        ]);
      feed.watchAlerts();
      return alertOf(row, access, locale);
    },
  );

  app.delete<{ Params: AlertParams; Reply: EmptyAnswer }>(
    '/market/alerts/:id',
    { schema: { params: AlertPath } },
    async (request): Promise<EmptyAnswer> => {
      const { userId } = await withQuotes(ctx, request);
      // Another user's alert is not told apart from one that does not exist.
      if (!(await deleteAlert(ctx, userId, request.params.id))) throw notFound();
      return {};
    },
  );
}
