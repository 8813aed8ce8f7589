import { type Locale } from '../locale';
import { type CatalogueTexts } from './catalogue-texts';
import { EN_EU_CATALOGUE } from './catalogue.en-eu';
import { ES_AR_CATALOGUE } from './catalogue.es-ar';
import { ES_ES_CATALOGUE } from './catalogue.es-es';
import { PT_BR_CATALOGUE } from './catalogue.pt-br';
import { PT_PT_CATALOGUE } from './catalogue.pt-pt';
import { type FieldMessages, withFieldMessages } from '../validation/messages';

/** Every locale's catalogue side by side, for the checks that compare the locales (a page loads only its own). */
export const CATALOGUES: Readonly<Record<Locale, CatalogueTexts>> = {
  PtBr: PT_BR_CATALOGUE,
  EnEu: EN_EU_CATALOGUE,
  EsEs: ES_ES_CATALOGUE,
  EsAr: ES_AR_CATALOGUE,
  PtPt: PT_PT_CATALOGUE,
};

/** Every locale's catalogue with areas' field messages added (`withFieldMessages`), side by side. */
export function cataloguesWith(...areas: readonly FieldMessages[]): Readonly<Record<Locale, CatalogueTexts>> {
  return Object.fromEntries(
    Object.entries(CATALOGUES).map(([locale, texts]) => [locale, withFieldMessages(texts, ...areas)]),
  ) as Record<Locale, CatalogueTexts>;
}
