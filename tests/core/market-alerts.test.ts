// The watch list and price alerts' rules: what a watch list may hold, what an alert's level may be for its kind,
// that only instruments of the plan are taken, that an alert fires when a price crosses its level (not while it
// stays beyond it), the state an owner sees, and the two use cases over a fake port.
import { describe, expect, it } from 'vitest';
import {
  MARKET_FIELD_MESSAGES,
  cataloguesWith,
  type AlertCreate,
  alertState,
  crossesAlert,
  ErrorCode,
  INSTRUMENTS,
  issueText,
  LOCALES,
  type MarketAlertsApiPort,
  MOVE_MAX_PCT,
  MOVE_MIN_PCT,
  type PriceAlert,
  type PriceAlerts,
  Profile,
  quotesAccess,
  SetAlertUseCase,
  ToggleWatchUseCase,
  ALERT_RULES,
  ApiError,
  checkForm,
  FormIssuesError,
  typedLevel,
  toggledWatchlist,
  validateAlert,
  validateWatchlist,
  type Watchlist,
  WATCHLIST_MAX,
  WatchlistFullError,
} from '../../core';

/** Each locale's catalogue with the area's field messages, as its forms and the server word them. */
const TEXTS = cataloguesWith(MARKET_FIELD_MESSAGES);

/** A subscriber whose plan covers Chicago (23) and coffee (7), not cattle (BGI1). */
const subscriber = quotesAccess({
  profile: Profile.SUBSCRIBER,
  hasQuotesRights: true,
  rights: [
    { id: 23, nome: 'Chicago', habilitado: true },
    { id: 7, nome: 'Café', habilitado: true },
  ],
  trialActive: false,
});
const free = quotesAccess({ profile: Profile.FREE, hasQuotesRights: false, rights: [], trialActive: false });
const covered = INSTRUMENTS.filter((i) => i.commodity === 0 || i.commodity === 23 || i.commodity === 7).map(
  (i) => i.id,
);

describe('a watch list', () => {
  it('takes instruments of the plan, in the order given', () => {
    expect(validateWatchlist(['ZS1', 'USDBRL', 'KC1'], subscriber)).toEqual([]);
    expect(validateWatchlist([], subscriber)).toEqual([]);
  });

  it('refuses an instrument outside the plan with the catalogue’s insufficient-rights code, under its index', () => {
    expect(validateWatchlist(['ZS1', 'BGI1'], subscriber)).toEqual([
      { field: 'instruments.1', code: ErrorCode.INSUFFICIENT_RIGHTS },
    ]);
    expect(validateWatchlist(['USDBRL'], free)).toEqual([
      { field: 'instruments.0', code: ErrorCode.INSUFFICIENT_RIGHTS },
    ]);
  });

  it('refuses an unknown instrument and a repeated one', () => {
    expect(validateWatchlist(['NOPE', 'ZS1', 'ZS1'], subscriber)).toEqual([
      { field: 'instruments.0', message: 'market.unknownInstrument' },
      { field: 'instruments.2', message: 'market.repeatedInstrument' },
    ]);
  });

  it(`holds at most ${WATCHLIST_MAX} instruments`, () => {
    const many = Array.from({ length: WATCHLIST_MAX + 1 }, (_, i) => covered[i % covered.length]!);
    expect(validateWatchlist(many, subscriber)).toEqual([{ field: 'instruments', message: 'market.watchlistFull' }]);
  });

  it('toggles an instrument: appended at the end, removed where it stands', () => {
    expect(toggledWatchlist(['ZS1', 'KC1'], 'USDBRL')).toEqual(['ZS1', 'KC1', 'USDBRL']);
    expect(toggledWatchlist(['ZS1', 'KC1', 'USDBRL'], 'KC1')).toEqual(['ZS1', 'USDBRL']);
  });
});

describe('an alert', () => {
  const draft = (over: Partial<AlertCreate>): AlertCreate => ({
    instrument: 'ZS1',
    kind: 'above',
    level: 1200,
    ...over,
  });

  it('takes a price above zero for a level', () => {
    expect(validateAlert(draft({}), subscriber)).toEqual([]);
    expect(validateAlert(draft({ kind: 'below', level: 0.0001 }), subscriber)).toEqual([]);
    for (const level of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(validateAlert(draft({ level }), subscriber)).toEqual([
        { field: 'level', message: 'market.levelPositive' },
      ]);
  });

  it(`takes a move between ${MOVE_MIN_PCT}% and ${MOVE_MAX_PCT}%`, () => {
    for (const level of [MOVE_MIN_PCT, 2.5, MOVE_MAX_PCT])
      expect(validateAlert(draft({ kind: 'move', level }), subscriber)).toEqual([]);
    for (const level of [0.09, 0, 50.01, 1200])
      expect(validateAlert(draft({ kind: 'move', level }), subscriber)).toEqual([
        { field: 'level', message: 'market.percentRange' },
      ]);
  });

  it('is filled in a form whose rules are those of the level, for the kind chosen', () => {
    const form = (kind: string, level: string) => checkForm(ALERT_RULES, { instrument: 'ZS1', kind, level });
    expect(form('above', '1200')).toEqual([]);
    expect(form('below', '0,0001')).toEqual([]);
    expect(form('move', '2,5')).toEqual([]);
    for (const level of ['', '0', '-1', 'abc', '1e999'])
      expect(form('above', level)).toEqual([{ field: 'level', message: 'market.levelPositive' }]);
    for (const level of ['', '0,09', '50.01'])
      expect(form('move', level)).toEqual([{ field: 'level', message: 'market.percentRange' }]);
    expect(form('sideways', '1200')).toEqual([{ field: 'kind', message: 'required' }]);
    expect([typedLevel('1.234,5'), typedLevel(' 7,25 '), typedLevel('')]).toEqual([Number.NaN, 7.25, Number.NaN]);
  });

  it('is refused on an instrument outside the plan, and on an unknown one', () => {
    expect(validateAlert(draft({ instrument: 'BGI1' }), subscriber)).toEqual([
      { field: 'instrument', code: ErrorCode.INSUFFICIENT_RIGHTS },
    ]);
    expect(validateAlert(draft({}), free)).toEqual([{ field: 'instrument', code: ErrorCode.INSUFFICIENT_RIGHTS }]);
    expect(validateAlert(draft({ instrument: 'XX9' }), subscriber)).toEqual([
      { field: 'instrument', message: 'market.unknownInstrument' },
    ]);
  });

  it('has its field messages in every locale, each its own', () => {
    for (const message of ['market.levelPositive', 'market.percentRange', 'market.outsidePlan'] as const) {
      const texts = LOCALES.map((locale) => issueText({ message }, TEXTS[locale]));
      for (const text of texts) expect(text).not.toBe(message);
      expect(new Set(texts).size).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('crossing', () => {
  const at = (last: number, changePct = 0) => ({ last, changePct });

  it('fires an above alert when the price goes from below the level to it or past it', () => {
    const rule = { kind: 'above' as const, level: 100 };
    expect(crossesAlert(rule, at(99.5), at(100))).toBe(true);
    expect(crossesAlert(rule, at(99.5), at(101))).toBe(true);
    expect(crossesAlert(rule, at(98), at(99.9))).toBe(false);
  });

  it('does not fire while the price stays beyond the level, nor when it goes back', () => {
    const rule = { kind: 'above' as const, level: 100 };
    expect(crossesAlert(rule, at(101), at(102))).toBe(false);
    expect(crossesAlert(rule, at(101), at(99))).toBe(false);
  });

  it('fires a below alert when the price falls to the level', () => {
    const rule = { kind: 'below' as const, level: 5.4 };
    expect(crossesAlert(rule, at(5.41), at(5.4))).toBe(true);
    expect(crossesAlert(rule, at(5.39), at(5.3))).toBe(false);
    expect(crossesAlert(rule, at(5.39), at(5.41))).toBe(false);
  });

  it('fires a move alert when the day’s change reaches the percentage either way', () => {
    const rule = { kind: 'move' as const, level: 2 };
    expect(crossesAlert(rule, at(1, 1.9), at(1, 2.05))).toBe(true);
    expect(crossesAlert(rule, at(1, -1.5), at(1, -2))).toBe(true);
    expect(crossesAlert(rule, at(1, 2.1), at(1, 3))).toBe(false);
    expect(crossesAlert(rule, at(1, 1.2), at(1, -1.9))).toBe(false);
  });

  it('shows a fired alert as fired, an active one as suspended while the plan lacks its instrument', () => {
    expect(alertState('fired', false)).toBe('fired');
    expect(alertState('fired', true)).toBe('fired');
    expect(alertState('active', true)).toBe('active');
    expect(alertState('active', false)).toBe('suspended');
  });
});

/** A port that records what it was asked and answers like the server. */
class RecordingAlertsApi implements MarketAlertsApiPort {
  saved: string[][] = [];
  created: AlertCreate[] = [];
  watchlist(): Promise<Watchlist> {
    return Promise.resolve({ instruments: this.saved.at(-1) ?? [] });
  }
  saveWatchlist(instruments: readonly string[]): Promise<Watchlist> {
    this.saved.push([...instruments]);
    return Promise.resolve({ instruments: [...instruments] });
  }
  alerts(): Promise<PriceAlerts> {
    return Promise.resolve({ alerts: [] });
  }
  createAlert(alert: AlertCreate): Promise<PriceAlert> {
    this.created.push(alert);
    return Promise.resolve({
      ...alert,
      id: this.created.length,
      name: alert.instrument,
      unit: '',
      state: 'active',
      createdAt: '2026-03-02T15:00:00.000Z',
      firedAt: null,
      firedValue: null,
    });
  }
  deleteAlert(): Promise<void> {
    return Promise.resolve();
  }
}

describe('the use cases', () => {
  it('star and unstar an instrument, saving the whole list', async () => {
    const api = new RecordingAlertsApi();
    const toggle = new ToggleWatchUseCase(api);
    expect((await toggle.execute(['ZS1'], 'KC1')).instruments).toEqual(['ZS1', 'KC1']);
    expect((await toggle.execute(['ZS1', 'KC1'], 'ZS1')).instruments).toEqual(['KC1']);
    expect(api.saved).toEqual([['ZS1', 'KC1'], ['KC1']]);
  });

  it('refuse a star beyond the limit without a call', async () => {
    const api = new RecordingAlertsApi();
    const full = covered.slice(0, WATCHLIST_MAX);
    while (full.length < WATCHLIST_MAX) full.push(`X${full.length}`);
    await expect(new ToggleWatchUseCase(api).execute(full, 'ZZ9')).rejects.toBeInstanceOf(WatchlistFullError);
    expect(api.saved).toEqual([]);
  });

  it('set an alert only with a valid form, its level read with a comma or a point', async () => {
    const api = new RecordingAlertsApi();
    const set = new SetAlertUseCase(api);
    const refused = await set
      .execute({ instrument: 'ZS1', kind: 'move', level: '80' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FormIssuesError);
    expect((refused as FormIssuesError).issues).toEqual([{ field: 'level', message: 'market.percentRange' }]);
    expect(api.created).toEqual([]);
    expect((await set.execute({ instrument: 'ZS1', kind: 'below', level: '1100,5' })).state).toBe('active');
    await set.execute({ instrument: 'ZS1', kind: 'move', level: ' 2.5 ' });
    expect(api.created).toEqual([
      { instrument: 'ZS1', kind: 'below', level: 1100.5 },
      { instrument: 'ZS1', kind: 'move', level: 2.5 },
    ]);
  });

  it("tell the server's refusal of an instrument outside the plan as the instrument's issue", async () => {
    const api = new RecordingAlertsApi();
    api.createAlert = () =>
      Promise.reject(new ApiError(403, { errorType: 'forbidden', code: ErrorCode.INSUFFICIENT_RIGHTS }));
    const refused = await new SetAlertUseCase(api)
      .execute({ instrument: 'BGI1', kind: 'above', level: '300' })
      .catch((error: unknown) => error);
    expect((refused as FormIssuesError).issues).toEqual([{ field: 'instrument', message: 'market.outsidePlan' }]);
    // Any other failure is the transport's to tell.
    api.createAlert = () => Promise.reject(new ApiError(500, undefined));
    await expect(
      new SetAlertUseCase(api).execute({ instrument: 'ZS1', kind: 'above', level: '300' }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
