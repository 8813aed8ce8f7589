import { describe, expect, it } from 'vitest';
import {
  type CachedMenuItem,
  publicDetailAddress,
  quoteChange,
  quotePrice,
  quoteTime,
  signInToRead,
  visitorSubjects,
} from '../../core';

const subject = (code: number, labelPtBr: string, fields: Partial<CachedMenuItem> = {}): CachedMenuItem => ({
  code,
  labelPtBr,
  labelEnEu: `${labelPtBr} (en)`,
  labelEsEs: `${labelPtBr} (es)`,
  labelEsAr: `${labelPtBr} (ar)`,
  labelPtPt: `${labelPtBr} (pt)`,
  icon: 'sugar',
  active: true,
  mne: 'SUG',
  ...fields,
});

/** Intl writes narrow and ordinary no-break spaces inside numbers; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the subjects a visitor sees', () => {
  it('are the enabled ones, named in the visitor’s language, in the cache’s order', () => {
    const items = [subject(1, 'Açúcar e Etanol'), subject(61, 'Soluções Hedge', { active: false }), subject(7, 'Café')];
    expect(visitorSubjects(items, 'PtBr')).toEqual([
      { id: 1, name: 'Açúcar e Etanol' },
      { id: 7, name: 'Café' },
    ]);
    expect(visitorSubjects(items, 'EsAr').map((s) => s.name)).toEqual(['Açúcar e Etanol (ar)', 'Café (ar)']);
    expect(visitorSubjects(items, 'PtPt').map((s) => s.name)).toEqual(['Açúcar e Etanol (pt)', 'Café (pt)']);
  });
});

describe('a public quote as a visitor reads it', () => {
  const quote = { symbol: 'BGI', name: 'Boi gordo (B3)', last: 312.8, change: 0.21, unit: 'R$/@' };

  it('shows a price in reais as currency of the locale, with what it is priced per', () => {
    expect(plain(quotePrice(quote, 'PtBr'))).toBe('R$ 312,80/@');
    expect(plain(quotePrice(quote, 'EnEu'))).toBe('R$312.80/@');
    expect(plain(quotePrice({ ...quote, last: 1312.8 }, 'EsEs'))).toBe('1312,80 R$/@');
    expect(plain(quotePrice({ ...quote, last: 1312.8 }, 'PtPt'))).toBe('1312,80 R$/@');
  });

  it('shows a price in US cents as a number of the locale with its unit', () => {
    const sugar = { ...quote, last: 1046.5, unit: 'USc/bu' };
    expect(plain(quotePrice(sugar, 'PtBr'))).toBe('1.046,50 USc/bu');
    expect(plain(quotePrice(sugar, 'EnEu'))).toBe('1,046.50 USc/bu');
    expect(plain(quotePrice(sugar, 'EsAr'))).toBe('1.046,50 USc/bu');
  });

  it('shows the change in percent with its sign and a direction, never by colour alone', () => {
    expect(quoteChange(0.85, 'PtBr')).toEqual({ text: '+0,85%', direction: 'up' });
    expect(quoteChange(-1.12, 'EnEu')).toEqual({ text: '-1.12%', direction: 'down' });
    expect(plain(quoteChange(0, 'PtPt').text)).toBe('0,00%');
    expect(quoteChange(0, 'PtPt').direction).toBe('flat');
  });

  it('gives the time of the quote in the home market’s time zone and the locale’s words', () => {
    expect(plain(quoteTime('2026-11-20T21:00:00.000Z', 'PtBr'))).toBe('20/11/2026, 18:00');
    expect(plain(quoteTime('2026-11-20T21:00:00.000Z', 'EnEu'))).toBe('20/11/2026, 18:00');
    expect(quoteTime('not a date', 'PtBr')).toBe('');
  });
});

describe('where a visitor reads an item', () => {
  it('opens its public detail at /details with the id', () => {
    expect(publicDetailAddress(42)).toBe('/details?id=42');
  });

  it('signs in to read it whole, back to the item’s signed-in address', () => {
    expect(signInToRead({ id: 42, commodity: { id: 7 } })).toBe('/pages/login?to=%2Finformative%2F7%2F42');
  });
});
