import { type Locale } from '../locale';
import { type CatalogueTexts, type OtherMessageKey } from './catalogue-texts';
import { PT_BR_CATALOGUE } from './catalogue.pt-br';
import { ErrorCode, parseErrorCode } from './error-codes';

export { type CatalogueTexts, type OtherMessageKey } from './catalogue-texts';

/** A text in every locale. */
export type Translations = Readonly<Record<Locale, string>>;

/** A text in PtBr, EnEu, EsEs, EsAr and PtPt, in that order. */
export const inEveryLocale = (PtBr: string, EnEu: string, EsEs: string, EsAr: string, PtPt: string): Translations => ({
  PtBr,
  EnEu,
  EsEs,
  EsAr,
  PtPt,
});

/**
 * The error catalogue of SPEC §8 is kept one file per locale, so a page carries only the messages of its
 * language: Brazilian Portuguese, the default, is always there; another locale's messages are loaded before
 * the app switches to it (`loadCatalogue`), and the server and the tests that need them all load them all.
 */
const LOADERS: Readonly<Record<Locale, () => Promise<CatalogueTexts>>> = {
  PtBr: () => Promise.resolve(PT_BR_CATALOGUE),
  EnEu: () => import('./catalogue.en-eu').then((module) => module.EN_EU_CATALOGUE),
  EsEs: () => import('./catalogue.es-es').then((module) => module.ES_ES_CATALOGUE),
  EsAr: () => import('./catalogue.es-ar').then((module) => module.ES_AR_CATALOGUE),
  PtPt: () => import('./catalogue.pt-pt').then((module) => module.PT_PT_CATALOGUE),
};

const loaded = new Map<Locale, CatalogueTexts>([['PtBr', PT_BR_CATALOGUE]]);

/** Makes a locale's messages available; settles once they are (at once for a locale already there). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, await LOADERS[locale]());
}

/** Makes every locale's messages available (the server, which answers in each request's language, and tests). */
export function loadEveryCatalogue(): Promise<void> {
  return Promise.all(Object.keys(LOADERS).map((locale) => loadCatalogue(locale as Locale))).then(() => undefined);
}

/** The messages of a locale, or the default locale's while that locale's are not loaded yet. */
export function catalogueIn(locale: Locale): CatalogueTexts {
  return loaded.get(locale) ?? PT_BR_CATALOGUE;
}

/** Whether a key names an "other message". */
export function isOtherMessageKey(key: string): key is OtherMessageKey {
  return Object.hasOwn(PT_BR_CATALOGUE.other, key);
}

/** The message for a business code in a locale; an unknown code gives the generic error message. */
export function messageForCode(code: unknown, locale: Locale): string {
  const known = parseErrorCode(code);
  const texts = catalogueIn(locale);
  return known !== undefined ? texts.business[known] : texts.other.genericError;
}

/** An "other message" of the catalogue in a locale. */
export function otherMessage(key: OtherMessageKey, locale: Locale): string {
  return catalogueIn(locale).other[key];
}

/** What a disabled user is told (SPEC §4 and §8): the User disabled title and the message of code 5300. */
export function userDisabledNotice(locale: Locale): { title: string; message: string } {
  return { title: otherMessage('userDisabledTitle', locale), message: messageForCode(ErrorCode.USER_DISABLED, locale) };
}
