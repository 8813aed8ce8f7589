/** The five interface languages; PtBr is the default. */
export type Locale = 'PtBr' | 'EnEu' | 'EsEs' | 'EsAr' | 'PtPt';

/** A name as the API spells it: `nome` and one `name<Locale>` per locale (namePtBr, nameEnEu, nameEsEs, nameEsAr, namePtPt). */
export type LocalizedNames = { nome: string } & { [L in Locale as `name${L}`]: string };

/** Numeric locale codes as the API spells them (SPEC §3). */
export const LOCALE_CODES: Readonly<Record<Locale, number>> = { PtBr: 1, EnEu: 2, EsEs: 3, EsAr: 4, PtPt: 5 };

/** Every locale, in code order. */
export const LOCALES: readonly Locale[] = ['PtBr', 'EnEu', 'EsEs', 'EsAr', 'PtPt'];

/** The default locale. */
export const DEFAULT_LOCALE: Locale = 'PtBr';

/** The locale a regional locale shows wherever it says nothing different: EsAr's texts hold only what differs from EsEs. */
export const LOCALE_FALLBACKS: Readonly<Partial<Record<Locale, Locale>>> = { EsAr: 'EsEs' };

/** A locale, then each locale it falls back to, in order (['EsAr', 'EsEs']). */
export function localeChain(locale: Locale): Locale[] {
  const next = LOCALE_FALLBACKS[locale];
  return next ? [locale, ...localeChain(next)] : [locale];
}

/** A locale from a name ('EnEu', case-insensitive) or a numeric code (2); anything unrecognised is PtBr. */
export function parseLocale(input: unknown): Locale {
  if (typeof input === 'number') return LOCALES.find((l) => LOCALE_CODES[l] === input) ?? DEFAULT_LOCALE;
  if (typeof input !== 'string') return DEFAULT_LOCALE;
  const trimmed = input.trim();
  if (/^\d+$/.test(trimmed)) return parseLocale(Number(trimmed));
  return LOCALES.find((l) => l.toLowerCase() === trimmed.toLowerCase()) ?? DEFAULT_LOCALE;
}

/** The locale for a browser language tag: pt/pt-BR → PtBr, es-AR → EsAr, es → EsEs, pt-PT → PtPt, else EnEu. */
export function localeFromBrowserLanguage(tag: string | null | undefined): Locale {
  const [language = '', region = ''] = (tag ?? '').trim().toLowerCase().split(/[-_]/);
  if (language === 'pt') return region === 'pt' ? 'PtPt' : 'PtBr';
  if (language === 'es') return region === 'ar' ? 'EsAr' : 'EsEs';
  return 'EnEu';
}

/** The languages the privacy policy is written in. */
export const POLICY_LANGUAGES = ['pt', 'en', 'es'] as const;
/** The language of a privacy-policy text. */
export type PolicyLanguage = (typeof POLICY_LANGUAGES)[number];

/** Whether a value names a privacy-policy language. */
export function isPolicyLanguage(value: unknown): value is PolicyLanguage {
  return (POLICY_LANGUAGES as readonly unknown[]).includes(value);
}

/** The language of the privacy-policy text: Spanish for EsEs/EsAr, English for EnEu, Portuguese otherwise. */
export function privacyPolicyLanguage(locale: string | null | undefined): PolicyLanguage {
  if (locale === 'EnEu') return 'en';
  if (locale === 'EsEs' || locale === 'EsAr') return 'es';
  return 'pt';
}

/** The BCP 47 tag of each locale: the document's lang, and date and number formatting. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  PtBr: 'pt-BR',
  EnEu: 'en-GB',
  EsEs: 'es-ES',
  EsAr: 'es-AR',
  PtPt: 'pt-PT',
};
