// The evaluation of the price alerts as the feed moves prices (the alerts are kept by alerts.repository.ts): between
// two instants, an active alert whose instrument the owner's plan still covers fires when the price the owner
// sees (live, or 15 minutes late for a Demo) crosses its level. Firing is one conditional update (active → fired), so
// of two instances that see the same crossing only one notifies, mails and pushes to the user's devices.
import {
  type AlertFired,
  crossesAlert,
  includesInstrument,
  INSTRUMENT_BY_ID,
  instrumentName,
  type Locale,
  marketDay,
  parseLocale,
  quoteAt,
  type QuotesAccess,
} from '../../core';
import { type AppContext } from '../context';
import { loggableError } from '../logging';
import { pushTargetsOf } from '../push/repository';
import { alertFiredMail, alertFiredPush } from './mails';
import { ensureSeries, lastBars } from './repository';
import { activeAlerts, fireAlert, usersWithIds } from './alerts.repository';
import { quotesAccessOf } from './service';

/** What the evaluation tells the feed: a fired alert for one user's open streams. */
export type AlertNotify = (userId: number, alert: AlertFired) => void;

/**
 * Evaluates the active alerts between `fromMs` and `toMs` (an alert set after `fromMs` counts from its creation):
 * fires, notifies and mails each one crossed. Answers how many active alerts there are (0: nothing left to watch).
 */
export async function evaluateAlerts(
  ctx: AppContext,
  fromMs: number,
  toMs: number,
  notify: AlertNotify,
): Promise<number> {
  const active = await activeAlerts(ctx.db);
  if (active.length === 0 || toMs <= fromMs) return active.length;
  const owners = await usersWithIds(
    ctx.db,
    active.map((a) => a.userId),
  );
  const accessByUser = new Map<number, { access: QuotesAccess; locale: Locale; email: string; disabled: boolean }>();
  for (const owner of owners) {
    const locale = parseLocale(owner.language);
    accessByUser.set(owner.id, {
      access: await quotesAccessOf(ctx, owner, locale),
      locale,
      email: owner.email,
      disabled: owner.disabled,
    });
  }
  await ensureSeries(ctx.db, marketDay(toMs));
  const ids = [...new Set(active.map((a) => a.instrumentId))];
  const bars = await lastBars(ctx.db, ids, marketDay(toMs), 4);
  for (const alert of active) {
    const owner = accessByUser.get(alert.userId);
    const instrument = INSTRUMENT_BY_ID.get(alert.instrumentId);
    // Rights withdrawn (or the account disabled): the alert is suspended, not evaluated.
    if (!owner || owner.disabled || !instrument || !includesInstrument(owner.access, instrument)) continue;
    const delayed = owner.access.kind === 'granted' && owner.access.delayed;
    const from = Math.max(fromMs, alert.createdAt.getTime());
    if (from >= toMs) continue;
    const recent = bars.get(instrument.id) ?? [];
    const before = quoteAt(instrument, recent, from, delayed);
    const now = quoteAt(instrument, recent, toMs, delayed);
    if (!before || !now || before.time === now.time) continue;
    if (!crossesAlert(alert, before, now)) continue;
    const value = alert.kind === 'move' ? now.changePct : now.last;
    if (!(await fireAlert(ctx.db, alert.id, value, new Date(toMs)))) continue;
    const fired: AlertFired = {
      id: alert.id,
      instrument: instrument.id,
      name: instrumentName(instrument, owner.locale),
      kind: alert.kind,
      level: alert.level,
      value,
      unit: instrument.unit,
      time: now.time,
    };
    notify(alert.userId, fired);
    // The alert stays fired (shown in the app and on the stream) even when its mail or a push cannot leave: what
    // failed is logged, not retried.
    await ctx.mailer
      .send(alertFiredMail(owner.email, fired, owner.locale))
      .catch((error: unknown) => ctx.log.warn({ err: loggableError(error), alert: alert.id }, 'alert mail not sent'));
    await pushFiredAlert(ctx, alert.userId, fired, owner.locale);
  }
  return active.length;
}

/** Pushes a fired alert once to each device the user has registered with a push token; a failure is logged. */
async function pushFiredAlert(ctx: AppContext, userId: number, fired: AlertFired, locale: Locale): Promise<void> {
  const message = alertFiredPush(fired, locale);
  const targets = await pushTargetsOf(ctx.db, userId).catch((error: unknown) => {
    ctx.log.warn({ err: loggableError(error), alert: fired.id }, 'alert push not sent');
    return [];
  });
  for (const target of targets)
    await ctx.push
      .send({ userId, ...target, ...message })
      .catch((error: unknown) => ctx.log.warn({ err: loggableError(error), alert: fired.id }, 'alert push not sent'));
}
