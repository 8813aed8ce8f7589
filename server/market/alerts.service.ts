// The watch list and price alerts of the quotes module, for a user with quotes: the list shows only what the plan
// covers; a change is checked by core's rules, and an instrument outside the plan is refused with the catalogue's
// insufficient-rights code (403), whatever the client checked. A user has at most ALERTS_MAX alerts; an alert whose
// instrument the plan no longer covers is kept, shown as suspended and not evaluated.
import {
  type AlertCreate,
  ALERTS_MAX,
  alertState,
  ErrorCode,
  type FieldIssue,
  includesInstrument,
  INSTRUMENT_BY_ID,
  instrumentName,
  issueText,
  type Locale,
  marketDay,
  type PriceAlert,
  type PriceAlerts,
  type QuotesAccess,
  validateAlert,
  validateWatchlist,
  type Watchlist,
} from '../../core';
import { type AppContext } from '../context';
import { forbidden, notFound, validationError } from '../errors';
import { type AlertRow, alertsOf, deleteAlert, insertAlert, saveWatchlist, storedWatchlist } from './alerts.repository';
import { ensureSeries } from './repository';
import { SERVER_CATALOGUES } from '../messages';

/** Refuses the issues of a rule: 403 for an instrument outside the plan, otherwise 400 with each field's message. */
function refuse(issues: readonly FieldIssue[], locale: Locale): never {
  if (issues.some((issue) => 'code' in issue && issue.code === ErrorCode.INSUFFICIENT_RIGHTS))
    throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  throw validationError(
    'invalidRequest',
    issues.map((issue) => ({ field: issue.field, message: issueText(issue, SERVER_CATALOGUES[locale]) })),
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

/** The user's watch list: what the plan no longer covers is left out (and dropped at the next save). */
export async function watchlistOf(ctx: AppContext, access: QuotesAccess, userId: number): Promise<Watchlist> {
  const stored = await storedWatchlist(ctx.db, userId);
  return {
    instruments: stored.filter((id) => {
      const instrument = INSTRUMENT_BY_ID.get(id);
      return instrument !== undefined && includesInstrument(access, instrument);
    }),
  };
}

/** Replaces the user's watch list, checked by core's rules; the list kept. */
export async function changeWatchlist(
  ctx: AppContext,
  access: QuotesAccess,
  locale: Locale,
  userId: number,
  instruments: string[],
): Promise<Watchlist> {
  const issues = validateWatchlist(instruments, access);
  if (issues.length > 0) refuse(issues, locale);
  await saveWatchlist(ctx.db, userId, instruments, ctx.now());
  return { instruments };
}

/** The user's alerts, newest first, as the user sees them. */
export async function priceAlerts(
  ctx: AppContext,
  access: QuotesAccess,
  locale: Locale,
  userId: number,
): Promise<PriceAlerts> {
  return { alerts: (await alertsOf(ctx.db, userId)).map((row) => alertOf(row, access, locale)) };
}

/** Sets a new alert, checked by core's rules and refused beyond the user's limit; the alert. */
export async function createAlert(
  ctx: AppContext,
  access: QuotesAccess,
  locale: Locale,
  userId: number,
  alert: AlertCreate,
): Promise<PriceAlert> {
  const issues = validateAlert(alert, access);
  if (issues.length > 0) refuse(issues, locale);
  // The instruments are stored with the series (an alert's instrument is a stored one).
  await ensureSeries(ctx.db, marketDay(ctx.now().getTime()));
  const row = await insertAlert(ctx.db, userId, alert, ALERTS_MAX, ctx.now());
  if (!row)
    throw validationError('invalidRequest', [
      { field: 'instrument', message: issueText({ message: 'market.alertsFull' }, SERVER_CATALOGUES[locale]) },
    ]);
  return alertOf(row, access, locale);
}

/** Deletes one of the user's alerts; 404 for another user's alert as for one that does not exist. */
export async function removeAlert(ctx: AppContext, userId: number, id: number): Promise<void> {
  // Another user's alert is not told apart from one that does not exist.
  if (!(await deleteAlert(ctx.db, userId, id))) throw notFound();
}
