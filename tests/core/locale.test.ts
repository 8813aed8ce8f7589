import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isPolicyLanguage,
  LOCALE_CODES,
  LOCALES,
  localeFromBrowserLanguage,
  parseLocale,
  POLICY_LANGUAGES,
  privacyPolicyLanguage,
} from '../../core';

describe('parseLocale', () => {
  it('knows the five locales with their codes PtBr 1, EnEu 2, EsEs 3, EsAr 4, PtPt 5', () => {
    expect(LOCALE_CODES).toEqual({ PtBr: 1, EnEu: 2, EsEs: 3, EsAr: 4, PtPt: 5 });
    expect(LOCALES).toEqual(['PtBr', 'EnEu', 'EsEs', 'EsAr', 'PtPt']);
    expect(DEFAULT_LOCALE).toBe('PtBr');
  });

  it.each([
    ['EnEu', 'EnEu'],
    ['eneu', 'EnEu'],
    [' EsAr ', 'EsAr'],
    ['PTPT', 'PtPt'],
    ['EsEs', 'EsEs'],
    [1, 'PtBr'],
    [2, 'EnEu'],
    [3, 'EsEs'],
    [4, 'EsAr'],
    [5, 'PtPt'],
    ['4', 'EsAr'],
    [' 5 ', 'PtPt'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseLocale(input)).toBe(expected);
  });

  it.each([['fr'], [''], ['pt-BR'], [0], [6], [-1], [null], [undefined], [{}], [Number.NaN], ['99']])(
    'falls back to PtBr for the unrecognised %j',
    (input) => {
      expect(parseLocale(input)).toBe('PtBr');
    },
  );
});

describe('localeFromBrowserLanguage', () => {
  it.each([
    ['pt', 'PtBr'],
    ['pt-BR', 'PtBr'],
    ['pt_br', 'PtBr'],
    ['PT-br', 'PtBr'],
    ['pt-PT', 'PtPt'],
    ['pt_PT', 'PtPt'],
    ['es-AR', 'EsAr'],
    ['es', 'EsEs'],
    ['es-ES', 'EsEs'],
    ['es-MX', 'EsEs'],
    ['en', 'EnEu'],
    ['en-US', 'EnEu'],
    ['fr-FR', 'EnEu'],
    ['de', 'EnEu'],
    ['', 'EnEu'],
    [null, 'EnEu'],
    [undefined, 'EnEu'],
  ])('maps the browser language %j to %s', (tag, expected) => {
    expect(localeFromBrowserLanguage(tag)).toBe(expected);
  });
});

describe('privacyPolicyLanguage', () => {
  it.each([
    ['PtBr', 'pt'],
    ['PtPt', 'pt'],
    ['EnEu', 'en'],
    ['EsEs', 'es'],
    ['EsAr', 'es'],
    ['fr', 'pt'],
    ['', 'pt'],
    [null, 'pt'],
    [undefined, 'pt'],
  ])('gives the %j locale the %s version', (locale, expected) => {
    expect(privacyPolicyLanguage(locale)).toBe(expected);
  });
});

describe('isPolicyLanguage', () => {
  it('knows the three languages the policy is written in, and nothing else', () => {
    expect(POLICY_LANGUAGES).toEqual(['pt', 'en', 'es']);
    expect(POLICY_LANGUAGES.every(isPolicyLanguage)).toBe(true);
    for (const other of ['PtBr', 'en-GB', 'fr', '', null, undefined, 1]) expect(isPolicyLanguage(other)).toBe(false);
  });
});
