import { type CatalogueTexts, type Locale } from '../../../core';

/** The interface's current locale, as the HTTP adapter's `lang` parameter needs it, and its error messages. */
export interface LocaleSource {
  /** The locale in use now. */
  current(): Locale;
  /** The error catalogue of the locale in use (SPEC §8). */
  catalogue(): CatalogueTexts;
}
/** Token of the LocaleSource. */
export const CurrentLocale = Symbol('CurrentLocale');
