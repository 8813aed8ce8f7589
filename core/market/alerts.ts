// The quotes module's watch list and price alerts: what a user may keep (only instruments the plan covers, a bounded
// list), what an alert is (above a level, below a level, or a move in the day), and when a price crosses it. Decided
// the same way by the app's forms and by the server, which also evaluates the alerts as prices move.
import { inEveryLocale as t } from '../kernel/errors/catalogue';
import { ErrorCode } from '../kernel/errors/error-codes';
import { formatNumber } from '../kernel/format';
import { type FieldMessages, type FieldIssue } from '../kernel/validation/messages';
import { type FieldRule, type FormRules } from '../kernel/validation/rules';
import { includesInstrument, type QuotesAccess } from './access';
import { INSTRUMENT_BY_ID } from './instruments';

/** The most instruments a watch list keeps. */
export const WATCHLIST_MAX = 50;
/** The most alerts a user keeps (active, fired or suspended). */
export const ALERTS_MAX = 50;
/** The kinds of alert: the price rises to a level, falls to a level, or moves by a percentage in the day. */
export const ALERT_KINDS = ['above', 'below', 'move'] as const;
/** A kind of alert. */
export type AlertKind = (typeof ALERT_KINDS)[number];
/** The bounds of a move alert, in percent of the previous close. */
export const MOVE_MIN_PCT = 0.1;
export const MOVE_MAX_PCT = 50;
/** The highest level an alert takes (no price of the module comes near it). */
export const LEVEL_MAX = 1_000_000_000;

/** What an alert's state is for its owner: watching, fired once (never again), or stopped while the plan lacks it. */
export type AlertState = 'active' | 'fired' | 'suspended';

/** The alert a user asks for. `level`: a price for above and below, a percentage for move. */
export interface AlertRule {
  kind: AlertKind;
  level: number;
}

/** What a price is at an instant, as an alert reads it. */
export interface AlertPrice {
  last: number;
  /** Against the previous close, in percent. */
  changePct: number;
}

/** The field messages of the watch list and alert forms, by their `market.<name>` keys. */
export const MARKET_FIELD_MESSAGES = /* @__PURE__ */ (() =>
  ({
    'market.levelPositive': t(
      'Informe um preço maior que zero',
      'Enter a price above zero',
      'Indique un precio mayor que cero',
      'Ingresá un precio mayor que cero',
      'Indique um preço superior a zero',
    ),
    'market.percentRange': t(
      `Informe uma variação entre ${formatNumber(MOVE_MIN_PCT, 'PtBr')}% e ${MOVE_MAX_PCT}%`,
      `Enter a move between ${MOVE_MIN_PCT}% and ${MOVE_MAX_PCT}%`,
      `Indique una variación entre ${formatNumber(MOVE_MIN_PCT, 'EsEs')} % y ${MOVE_MAX_PCT} %`,
      `Ingresá una variación entre ${formatNumber(MOVE_MIN_PCT, 'EsAr')}% y ${MOVE_MAX_PCT}%`,
      `Indique uma variação entre ${formatNumber(MOVE_MIN_PCT, 'PtPt')}% e ${MOVE_MAX_PCT}%`,
    ),
    'market.unknownInstrument': t(
      'Instrumento desconhecido',
      'Unknown instrument',
      'Instrumento desconocido',
      'Instrumento desconocido',
      'Instrumento desconhecido',
    ),
    'market.repeatedInstrument': t(
      'O instrumento já está na lista',
      'The instrument is already on the list',
      'El instrumento ya está en la lista',
      'El instrumento ya está en la lista',
      'O instrumento já consta da lista',
    ),
    'market.watchlistFull': t(
      `A lista de acompanhamento tem no máximo ${WATCHLIST_MAX} instrumentos`,
      `A watch list holds at most ${WATCHLIST_MAX} instruments`,
      `La lista de seguimiento admite como máximo ${WATCHLIST_MAX} instrumentos`,
      `La lista de seguimiento admite como máximo ${WATCHLIST_MAX} instrumentos`,
      `A lista de acompanhamento admite no máximo ${WATCHLIST_MAX} instrumentos`,
    ),
    'market.outsidePlan': t(
      'Seu plano não inclui este instrumento.',
      'Your plan does not include this instrument.',
      'Su plan no incluye este instrumento.',
      'Tu plan no incluye este instrumento.',
      'O seu plano não inclui este instrumento.',
    ),
    'market.alertsFull': t(
      `Você já tem ${ALERTS_MAX} alertas; apague um para criar outro`,
      `You already have ${ALERTS_MAX} alerts; delete one to set another`,
      `Ya tiene ${ALERTS_MAX} alertas; elimine una para crear otra`,
      `Ya tenés ${ALERTS_MAX} alertas; borrá una para crear otra`,
      `Já tem ${ALERTS_MAX} alertas; apague um para criar outro`,
    ),
  }) as const satisfies FieldMessages<'market'>)();

/** The issue of one instrument: unknown, or outside the plan (the catalogue's insufficient-rights code). */
function instrumentIssue<F extends string>(field: F, id: string, access: QuotesAccess): FieldIssue<F> | undefined {
  const instrument = INSTRUMENT_BY_ID.get(id);
  if (!instrument) return { field, message: 'market.unknownInstrument' };
  if (!includesInstrument(access, instrument)) return { field, code: ErrorCode.INSUFFICIENT_RIGHTS };
  return undefined;
}

/**
 * The issues of a watch list: at most WATCHLIST_MAX instruments, each known, once, and covered by the plan. The first
 * issue of each entry is reported, under `instruments.<index>`.
 */
export function validateWatchlist(instruments: readonly string[], access: QuotesAccess): FieldIssue[] {
  if (instruments.length > WATCHLIST_MAX) return [{ field: 'instruments', message: 'market.watchlistFull' }];
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  instruments.forEach((id, index) => {
    const field = `instruments.${index}`;
    const issue = seen.has(id)
      ? { field, message: 'market.repeatedInstrument' as const }
      : instrumentIssue(field, id, access);
    seen.add(id);
    if (issue) issues.push(issue);
  });
  return issues;
}

/** Whether a rule's level is valid: a price above zero, or a move between MOVE_MIN_PCT and MOVE_MAX_PCT percent. */
export function levelIssue(rule: AlertRule): FieldIssue<'level'> | undefined {
  const { kind, level } = rule;
  if (kind === 'move')
    return Number.isFinite(level) && level >= MOVE_MIN_PCT && level <= MOVE_MAX_PCT
      ? undefined
      : { field: 'level', message: 'market.percentRange' };
  return Number.isFinite(level) && level > 0 && level <= LEVEL_MAX
    ? undefined
    : { field: 'level', message: 'market.levelPositive' };
}

/** The alert form as the user fills it: the instrument (its row's), the kind, and the level as typed. */
export interface AlertInput {
  instrument: string;
  kind: string;
  level: string;
}

/** A level as typed, with a comma or a point as the decimal mark; NaN when it is no number. */
export function typedLevel(level: string): number {
  const text = level.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/** The level's rule whose issue is `message`: broken when levelIssue finds that issue for the form's kind. */
const levelRule = (message: 'market.percentRange' | 'market.levelPositive'): FieldRule<AlertInput> => ({
  issue: { message },
  passes: (value, form) => {
    const issue = levelIssue({ kind: form.kind as AlertKind, level: typedLevel(String(value)) });
    return !(issue && 'message' in issue && issue.message === message);
  },
});

/**
 * The alert form's rules: a kind of ALERT_KINDS and a level valid for it (levelIssue: a price above zero, or a move
 * within its bounds). The instrument is the row's: it has no rule here, and the server refuses one outside the plan,
 * which the form shows as the instrument's issue (market.outsidePlan).
 */
export const ALERT_RULES: FormRules<AlertInput> = {
  instrument: [],
  kind: [{ issue: { message: 'required' }, passes: (value) => (ALERT_KINDS as readonly unknown[]).includes(value) }],
  level: [levelRule('market.percentRange'), levelRule('market.levelPositive')],
};

/** The issues of a new alert: its level for its kind, and its instrument known and covered by the plan. */
export function validateAlert(
  draft: AlertRule & { instrument: string },
  access: QuotesAccess,
): FieldIssue<'instrument' | 'level' | 'kind'>[] {
  const issues: FieldIssue<'instrument' | 'level' | 'kind'>[] = [];
  if (!(ALERT_KINDS as readonly string[]).includes(draft.kind)) issues.push({ field: 'kind', message: 'required' });
  const instrument = instrumentIssue('instrument' as const, draft.instrument, access);
  if (instrument) issues.push(instrument);
  const level = (ALERT_KINDS as readonly string[]).includes(draft.kind) ? levelIssue(draft) : undefined;
  if (level) issues.push(level);
  return issues;
}

/** Which side of its level a price is on: -1 short of it, 1 at or past it. */
function side(rule: AlertRule, price: AlertPrice): -1 | 1 {
  switch (rule.kind) {
    case 'above':
      return price.last >= rule.level ? 1 : -1;
    case 'below':
      return price.last <= rule.level ? 1 : -1;
    case 'move':
      return Math.abs(price.changePct) >= rule.level ? 1 : -1;
  }
}

/**
 * Whether a price crosses an alert between two instants: it was short of the level before and reaches it now. A
 * price already past the level does not fire (it fires when it comes back and crosses again); once fired the alert is
 * marked and never evaluated again.
 */
export function crossesAlert(rule: AlertRule, before: AlertPrice, now: AlertPrice): boolean {
  return side(rule, before) === -1 && side(rule, now) === 1;
}

/** The state an owner sees: a fired alert stays fired; an active one is suspended while the plan lacks its instrument. */
export function alertState(stored: 'active' | 'fired', covered: boolean): AlertState {
  if (stored === 'fired') return 'fired';
  return covered ? 'active' : 'suspended';
}

declare module '../kernel/validation/messages' {
  interface AreaFieldMessages {
    market: typeof MARKET_FIELD_MESSAGES;
  }
}
