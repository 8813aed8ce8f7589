// The market area's core: the seeded series (deterministic, plausible, three years and more), the close of an
// instrument on a day for other seeds, contract months, chart ranges, market hours, the intraday walk and who sees what.
import { describe, expect, it } from 'vitest';
import {
  contractOn,
  HOME_COMMODITIES,
  includesInstrument,
  INSTRUMENT_BY_ID,
  INSTRUMENTS,
  intradayPoint,
  isTradingDay,
  lastClosedDay,
  MARKETS,
  marketStatus,
  methodText,
  Profile,
  quoteAt,
  quotesAccess,
  rangeStart,
  seededBar,
  seededClose,
  seededRandom,
  seededSeries,
  SERIES_ANCHOR_DAY,
} from '../../core';

const instrument = (id: string) => INSTRUMENT_BY_ID.get(id)!;

describe('the seeded series', () => {
  it('are the same on every call, from a seeded generator', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(seededSeries(instrument('ZS1'), '2024-01-01', '2024-02-01')).toEqual(
      seededSeries(instrument('ZS1'), '2024-01-01', '2024-02-01'),
    );
  });

  it('cover more than three years of trading days for every instrument, with open, high, low and close in order', () => {
    for (const item of INSTRUMENTS) {
      const bars = seededSeries(item, SERIES_ANCHOR_DAY, '2026-03-02');
      expect(bars.length).toBeGreaterThan(3 * 250);
      for (const bar of bars) {
        expect(isTradingDay(bar.day)).toBe(true);
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
        expect(bar.volume === null).toBe(item.market !== 'futures');
      }
    }
  });

  it('stay at plausible levels', () => {
    const range = (id: string) => {
      const closes = seededSeries(instrument(id), SERIES_ANCHOR_DAY, '2026-11-20').map((b) => b.close);
      return [Math.min(...closes), Math.max(...closes)];
    };
    const within = (id: string, low: number, high: number) => {
      const [min, max] = range(id);
      expect(min, id).toBeGreaterThan(low);
      expect(max, id).toBeLessThan(high);
    };
    within('ZS1', 800, 2000); // US cents per bushel
    within('ZC1', 280, 900);
    within('ZW1', 350, 1100);
    within('SB1', 12, 32); // US cents per pound
    within('SOJA-PGUA', 100, 260); // BRL per 60 kg bag
    within('BOI-SP', 180, 420); // BRL per arroba
    within('ACUCAR-SP', 90, 220); // BRL per 50 kg bag
    within('USDBRL', 4.3, 6.8);
    within('EURBRL', 4.8, 7.5);
    within('USDARS', 150, 2500);
  });

  it('cover every commodity of the fixed home list, and the three exchange rates', () => {
    const covered = new Set(INSTRUMENTS.map((i) => i.commodity));
    for (const commodity of HOME_COMMODITIES) expect(covered.has(commodity.id), commodity.name).toBe(true);
    expect(INSTRUMENTS.filter((i) => i.market === 'fx').map((i) => i.id)).toEqual(['USDBRL', 'EURBRL', 'USDARS']);
    expect(new Set(INSTRUMENTS.map((i) => i.market))).toEqual(new Set(MARKETS));
  });

  it('give the close of an instrument on a day, the Friday before for a weekend, nothing before the anchor', () => {
    const friday = seededBar('ZS1', '2026-02-27')!;
    expect(seededClose('ZS1', '2026-02-27')).toBe(friday.close);
    expect(seededClose('ZS1', '2026-03-01')).toBe(friday.close);
    expect(seededClose('ZS1', '2022-12-30')).toBeUndefined();
    expect(seededClose('NOPE', '2026-02-27')).toBeUndefined();
  });
});

describe('instruments', () => {
  it('carry their source, unit, currency and method in every language', () => {
    for (const item of INSTRUMENTS) {
      expect(item.source).not.toBe('');
      expect(item.unit).not.toBe('');
      expect(item.currency).toMatch(/^[A-Z]{3}$/);
    }
    expect(methodText(instrument('SOJA-PGUA'), 'EnEu')).toBe(
      'Average of physical prices in Paranaguá (PR), BRL/60 kg, daily close',
    );
    expect(methodText(instrument('SOJA-PGUA'), 'PtPt')).toContain('fecho diário');
  });

  it('name the futures contract of a day, rolling from the 15th', () => {
    expect(contractOn(instrument('ZS1'), '2026-11-02')).toBe('ZSX26');
    expect(contractOn(instrument('ZS1'), '2026-11-16')).toBe('ZSF27');
    expect(contractOn(instrument('ZS2'), '2026-11-16')).toBe('ZSH27');
    expect(contractOn(instrument('ZC1'), '2026-12-20')).toBe('ZCH27');
    expect(contractOn(instrument('USDBRL'), '2026-11-16')).toBeNull();
  });

  it('start a chart range one period before its last day', () => {
    expect(rangeStart('1M', '2026-02-27')).toBe('2026-01-28');
    expect(rangeStart('3Y', '2026-02-27')).toBe('2023-02-28');
  });
});

describe('market hours', () => {
  const at = (iso: string) => Date.parse(iso);
  it('are live in session, delayed for a delayed viewer, closed outside and at weekends (São Paulo time)', () => {
    expect(marketStatus('cbot', at('2026-03-02T15:00:00Z'), false)).toBe('live');
    expect(marketStatus('cbot', at('2026-03-02T15:00:00Z'), true)).toBe('delayed');
    expect(marketStatus('cbot', at('2026-03-02T13:00:00Z'), false)).toBe('closed');
    expect(marketStatus('fx', at('2026-02-28T15:00:00Z'), false)).toBe('closed');
    expect(marketStatus('daily', at('2026-03-02T15:00:00Z'), false)).toBe('closed');
  });

  it('give the last closed day: today after the close, else the trading day before', () => {
    expect(lastClosedDay('fx', at('2026-03-02T15:00:00Z'))).toBe('2026-02-27');
    expect(lastClosedDay('fx', at('2026-03-02T21:00:00Z'))).toBe('2026-03-02');
    expect(lastClosedDay('daily', at('2026-03-02T20:59:00Z'))).toBe('2026-02-27');
  });
});

describe('the intraday walk', () => {
  const bar = seededBar('ZS1', '2026-03-02')!;
  it('opens at the day open, ends at its close, stays in the day range', () => {
    expect(intradayPoint(instrument('ZS1'), bar, at('2026-03-02T14:30:00Z')).last).toBe(bar.open);
    expect(intradayPoint(instrument('ZS1'), bar, at('2026-03-02T19:20:00Z')).last).toBe(bar.close);
    for (let minute = 0; minute < 290; minute += 7) {
      const point = intradayPoint(instrument('ZS1'), bar, at('2026-03-02T14:30:00Z') + minute * 60_000);
      expect(point.last).toBeGreaterThanOrEqual(bar.low);
      expect(point.last).toBeLessThanOrEqual(bar.high);
      expect(point.high).toBeGreaterThanOrEqual(point.last);
      expect(point.low).toBeLessThanOrEqual(point.last);
    }
  });

  it('shows a delayed viewer the price of 15 minutes before', () => {
    const recent = seededSeries(instrument('ZS1'), '2026-02-20', '2026-03-02').reverse();
    const now = at('2026-03-02T16:00:00Z');
    expect(quoteAt(instrument('ZS1'), recent, now, true)).toEqual({
      ...quoteAt(instrument('ZS1'), recent, now - 15 * 60_000, false),
      status: 'delayed',
    });
  });
  function at(iso: string) {
    return Date.parse(iso);
  }
});

describe('who sees quotes', () => {
  const rights = [7, 16, 23].map((id) => ({ id, nome: String(id), habilitado: true }));
  it('gives nothing to a free user, a user without the quotes right or a demo after its trial', () => {
    expect(quotesAccess({ profile: Profile.FREE, hasQuotesRights: true, rights, trialActive: false }).kind).toBe(
      'none',
    );
    expect(quotesAccess({ profile: Profile.SUBSCRIBER, hasQuotesRights: false, rights, trialActive: false }).kind).toBe(
      'none',
    );
    expect(quotesAccess({ profile: Profile.DEMO, hasQuotesRights: true, rights, trialActive: false }).kind).toBe(
      'none',
    );
  });

  it('gives a subscriber its plan live, a demo its rights late, exchange rates to both', () => {
    const subscriber = quotesAccess({ profile: Profile.SUBSCRIBER, hasQuotesRights: true, rights, trialActive: false });
    const demo = quotesAccess({ profile: Profile.DEMO, hasQuotesRights: true, rights, trialActive: true });
    expect(subscriber).toMatchObject({ kind: 'granted', delayed: false });
    expect(demo).toMatchObject({ kind: 'granted', delayed: true });
    expect(includesInstrument(subscriber, instrument('KC1'))).toBe(true);
    expect(includesInstrument(subscriber, instrument('BGI1'))).toBe(false);
    expect(includesInstrument(subscriber, instrument('USDBRL'))).toBe(true);
  });
});
