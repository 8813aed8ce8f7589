import { describe, expect, it } from 'vitest';
import { LOCALES, planPrice, planTextsIn, type PlanTexts, type PlanTranslations } from '../../core';

const nbsp = /\u00a0/g;
const plain = (text: string) => text.replace(nbsp, ' ');

const BASE: PlanTexts = { name: 'Plano Café', description: 'Café arábica e conilon.', features: ['Análises'] };
const english: PlanTexts = { name: 'Coffee plan', description: 'Arabica and robusta coffee.', features: ['Analyses'] };
const spanish: PlanTexts = { name: 'Plan Café', description: 'Café arábica y robusta.', features: ['Análisis'] };

describe('planTextsIn', () => {
  it('answers the texts of the language asked for', () => {
    const translations: PlanTranslations = { EnEu: english, EsEs: spanish };
    expect(planTextsIn(BASE, translations, 'EnEu')).toEqual(english);
    expect(planTextsIn(BASE, translations, 'EsEs')).toEqual(spanish);
    expect(planTextsIn(BASE, translations, 'PtBr')).toEqual(BASE);
  });

  it('falls back to the other variant of the same language, then to Brazilian Portuguese', () => {
    expect(planTextsIn(BASE, { EsEs: spanish }, 'EsAr')).toEqual(spanish);
    expect(planTextsIn(BASE, { EsAr: spanish }, 'EsEs')).toEqual(spanish);
    expect(planTextsIn(BASE, { EnEu: english }, 'PtPt')).toEqual(BASE);
    expect(planTextsIn(BASE, {}, 'EnEu')).toEqual(BASE);
  });

  it('never lets a translation stand in for Brazilian Portuguese, the texts of record', () => {
    expect(planTextsIn(BASE, { PtBr: english } as PlanTranslations, 'PtBr')).toEqual(BASE);
    for (const locale of LOCALES) expect(planTextsIn(BASE, {}, locale)).toEqual(BASE);
  });
});

describe('planPrice', () => {
  it("writes a plan's monthly price in the user's language, in reais by default", () => {
    expect(plain(planPrice(8990, 'PtBr'))).toBe('R$ 89,90');
    expect(plain(planPrice(8990, 'EnEu'))).toBe('R$89.90');
    expect(plain(planPrice(8990, 'PtPt'))).toBe('89,90 R$');
    expect(plain(planPrice(129900, 'EsAr'))).toBe('R$ 1.299,00');
  });

  it('writes it in the currency the plan is sold in, as the locale writes that currency', () => {
    expect(plain(planPrice(49_000, 'EnEu', 'BRL'))).toBe('R$490.00');
    expect(plain(planPrice(49_000, 'EsEs', 'BRL'))).toBe('490,00 R$');
    expect(plain(planPrice(49_000, 'EnEu', 'EUR'))).toBe('€490.00');
    expect(plain(planPrice(49_000, 'PtPt', 'EUR'))).toBe('490,00 €');
    expect(plain(planPrice(49_000, 'EsAr', 'USD'))).toBe('US$ 490,00');
    expect(plain(planPrice(49_000, 'EsAr', 'EUR'))).toBe('€ 490,00');
  });

  it('keeps the ISO code where the only symbol is a bare dollar sign, which would read as the local currency', () => {
    expect(plain(planPrice(49_000, 'PtBr', 'ARS'))).toBe('ARS 490,00');
    expect(plain(planPrice(49_000, 'EsAr', 'ARS'))).toBe('$ 490,00');
  });
});
