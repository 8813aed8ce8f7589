import { type Locale } from '../locale';
import { type CatalogueTexts } from './catalogue-texts';
import { EN_EU_CATALOGUE } from './catalogue.en-eu';
import { ES_AR_CATALOGUE } from './catalogue.es-ar';
import { ES_ES_CATALOGUE } from './catalogue.es-es';
import { PT_BR_CATALOGUE } from './catalogue.pt-br';
import { PT_PT_CATALOGUE } from './catalogue.pt-pt';

/** Every locale's catalogue side by side, for the checks that compare the locales (a page loads only its own). */
export const CATALOGUES: Readonly<Record<Locale, CatalogueTexts>> = {
  PtBr: PT_BR_CATALOGUE,
  EnEu: EN_EU_CATALOGUE,
  EsEs: ES_ES_CATALOGUE,
  EsAr: ES_AR_CATALOGUE,
  PtPt: PT_PT_CATALOGUE,
};
