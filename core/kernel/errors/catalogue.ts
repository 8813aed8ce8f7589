import { type Locale } from '../locale';
import { type CatalogueTexts, type OtherMessageKey } from './catalogue-texts';
import { PT_BR_CATALOGUE } from './catalogue.pt-br';
import { ErrorCode, parseErrorCode } from './error-codes';

export { type CatalogueTexts, type OtherMessageKey } from './catalogue-texts';
export { PT_BR_CATALOGUE } from './catalogue.pt-br';

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
 * language. Every function here answers from the catalogue it is given: a caller loads the locale's
 * (`loadCatalogue`) and passes it in; Brazilian Portuguese, the default, is always at hand, and the server and
 * the checks that compare the locales take every locale's side by side (`CATALOGUES`).
 */
const LOADERS: Readonly<Record<Locale, () => Promise<CatalogueTexts>>> = {
  PtBr: () => Promise.resolve(PT_BR_CATALOGUE),
  EnEu: () => import('./catalogue.en-eu').then((module) => module.EN_EU_CATALOGUE),
  EsEs: () => import('./catalogue.es-es').then((module) => module.ES_ES_CATALOGUE),
  EsAr: () => import('./catalogue.es-ar').then((module) => module.ES_AR_CATALOGUE),
  PtPt: () => import('./catalogue.pt-pt').then((module) => module.PT_PT_CATALOGUE),
};

/** The messages of a locale, once its file is loaded. */
export function loadCatalogue(locale: Locale): Promise<CatalogueTexts> {
  return LOADERS[locale]();
}

/** Whether a key names an "other message". */
export function isOtherMessageKey(key: string): key is OtherMessageKey {
  return Object.hasOwn(PT_BR_CATALOGUE.other, key);
}

/** The message for a business code in a catalogue; an unknown code gives the generic error message. */
export function messageForCode(code: unknown, texts: CatalogueTexts): string {
  const known = parseErrorCode(code);
  return known !== undefined ? texts.business[known] : texts.other.genericError;
}

/** An "other message" of a catalogue. */
export function otherMessage(key: OtherMessageKey, texts: CatalogueTexts): string {
  return texts.other[key];
}

/** What a disabled user is told (SPEC §4 and §8): the User disabled title and the message of code 5300. */
export function userDisabledNotice(texts: CatalogueTexts): { title: string; message: string } {
  return { title: otherMessage('userDisabledTitle', texts), message: messageForCode(ErrorCode.USER_DISABLED, texts) };
}
