import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatDate,
  formatMoney,
  formatNumber,
  formatRelative,
  languageName,
  numberFormat,
  plainNumber,
} from '../../core';

/** Intl writes narrow and ordinary no-break spaces inside numbers and money; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a number as a reader of each locale writes it', () => {
  it('groups thousands and marks decimals the way the language does', () => {
    expect(formatNumber(1234.5, 'PtBr')).toBe('1.234,5');
    expect(formatNumber(1234567.891, 'EnEu')).toBe('1,234,567.891');
    expect(formatNumber(1234567.891, 'EsAr')).toBe('1.234.567,891');
    // Spanish and European Portuguese group only from five digits on.
    expect(formatNumber(1234.5, 'EsEs')).toBe('1234,5');
    expect(plain(formatNumber(12345.5, 'PtPt'))).toBe('12 345,5');
  });

  it('takes the options of Intl', () => {
    expect(formatNumber(2.5, 'PtBr', { minimumFractionDigits: 2 })).toBe('2,50');
    expect(formatNumber(1.23456, 'EnEu', { maximumFractionDigits: 3 })).toBe('1.235');
    expect(formatNumber(0.0215, 'PtBr', { style: 'percent', minimumFractionDigits: 2 })).toBe('2,15%');
  });
});

describe('money as a reader of each locale writes it', () => {
  it('writes reais with the symbol or the code, where the language puts them', () => {
    expect(plain(formatMoney(1234.5, 'PtBr', 'BRL'))).toBe('R$ 1.234,50');
    expect(plain(formatMoney(1234.5, 'EsAr', 'BRL'))).toBe('BRL 1.234,50');
    expect(plain(formatMoney(1234.5, 'EsEs', 'BRL'))).toBe('1234,50 BRL');
    expect(formatMoney(1234.5, 'EnEu', 'BRL')).toBe('R$1,234.50');
  });

  it('writes another currency, and takes further options', () => {
    expect(plain(formatMoney(99, 'PtBr', 'USD'))).toBe('US$ 99,00');
    expect(plain(formatMoney(0.125, 'PtBr', 'BRL', { maximumFractionDigits: 3 }))).toBe('R$ 0,125');
    expect(plain(formatMoney(312.8, 'EsAr', 'BRL', { currencyDisplay: 'narrowSymbol' }))).toBe('R$ 312,80');
  });
});

describe('a date as a reader of each locale writes it', () => {
  // 02:30 in Greenwich is still the evening before in São Paulo (three hours behind).
  const nearMidnight = Date.UTC(2026, 2, 10, 2, 30);
  const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

  it('falls on the day of the time zone it is given', () => {
    expect(formatDate(nearMidnight, 'PtBr', { ...day, timeZone: 'UTC' })).toBe('10/03/2026');
    expect(formatDate(nearMidnight, 'PtBr', { ...day, timeZone: 'America/Sao_Paulo' })).toBe('09/03/2026');
    expect(formatDate(nearMidnight, 'EnEu', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' })).toBe('9 March 2026');
  });

  it('reads a date, a number of milliseconds and an ISO text alike', () => {
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
    const expected = formatDate(nearMidnight, 'EsEs', options);
    expect(expected).toMatch(/^10 mar 2026, 2:30$/);
    expect(formatDate(new Date(nearMidnight), 'EsEs', options)).toBe(expected);
    expect(formatDate('2026-03-10T02:30:00Z', 'EsEs', options)).toBe(expected);
    expect(formatDate('2026-03-09T23:30:00-03:00', 'EsEs', options)).toBe(expected);
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'PtBr', { dateStyle: 'short', timeZone: 'UTC' })).toBe('');
    expect(formatDate(Number.NaN, 'PtBr', { dateStyle: 'short', timeZone: 'UTC' })).toBe('');
  });
});

describe('a time relative to now, in words', () => {
  it('uses the words the language has for the nearest ones', () => {
    expect(formatRelative(-1, 'day', 'PtBr')).toBe('ontem');
    expect(formatRelative(-2, 'day', 'PtPt')).toBe('anteontem');
    expect(formatRelative(-3, 'hour', 'EnEu')).toBe('3 hours ago');
    expect(formatRelative(-5, 'minute', 'EsAr')).toBe('hace 5 minutos');
  });
});

describe('the name of a language', () => {
  it('is written in the reader’s language', () => {
    expect(languageName('en', 'PtBr')).toBe('inglês');
    expect(languageName('pt-BR', 'EnEu')).toBe('Brazilian Portuguese');
  });

  it('falls back to the code when the language has no name or the code is not one', () => {
    expect(languageName('zz', 'EsEs')).toBe('zz');
    expect(languageName('12', 'PtBr')).toBe('12');
  });
});

describe('a number as a machine reads it', () => {
  it('has a dot for decimals, no grouping and no exponent', () => {
    expect(plainNumber(1234.5)).toBe('1234.5');
    expect(plainNumber(-0.25)).toBe('-0.25');
    expect(plainNumber(1e21)).toBe('1000000000000000000000');
    expect(plainNumber(1.5e-7)).toBe('0.00000015');
  });
});

describe('the formats behind the functions', () => {
  it('are made once per language and options, and kept', () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(numberFormat('PtBr', options)).toBe(numberFormat('PtBr', { ...options }));
    expect(numberFormat('PtBr', options)).not.toBe(numberFormat('EnEu', options));
    const time = { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('EsAr', time)).toBe(dateTimeFormat('EsAr', { ...time }));
    expect(dateTimeFormat('EsAr', time)).not.toBe(dateTimeFormat('EsAr', { ...time, timeZone: 'America/Sao_Paulo' }));
  });

  it('write what the functions write', () => {
    expect(numberFormat('PtBr').format(1234.5)).toBe(formatNumber(1234.5, 'PtBr'));
    const parts = dateTimeFormat('PtBr', { month: 'short', timeZone: 'UTC' }).formatToParts(Date.UTC(2026, 10, 21));
    expect(parts.find((part) => part.type === 'month')?.value).toBe('nov.');
  });
});
