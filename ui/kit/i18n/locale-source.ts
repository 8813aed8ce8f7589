import { type Locale } from '../../../core';

/** The interface's current locale, as the HTTP adapter's `lang` parameter needs it. */
export interface LocaleSource {
  /** The locale in use now. */
  current(): Locale;
}
/** Token of the LocaleSource. */
export const CurrentLocale = Symbol('CurrentLocale');
