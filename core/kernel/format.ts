// Numbers, money and dates as a reader sees them, written through the platform's Intl: the one place that formats
// anything for display, so a value reads the same on every screen. Each function answers from its arguments alone:
// the locale is always given, and so is the time zone of a date (without one, Intl uses the device's own zone).
// Intl's formats are slow to make and quick to use, so each one is made once per language and options, and kept.
import { LOCALE_TAGS, type Locale } from './locale';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
const languageNames = new Map<string, Intl.DisplayNames>();

/** The format kept for a language tag and options, made the first time they are asked for. */
function kept<Options, Format>(
  formats: Map<string, Format>,
  tag: string,
  options: Options,
  make: (tag: string, options: Options) => Format,
): Format {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = make(tag, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The number format of a locale with Intl's options, for a caller that writes many numbers (a table, a chart) or needs
 * the parts of one. The same locale and options give the same format each time.
 */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, LOCALE_TAGS[locale], options, (tag, opts) => new Intl.NumberFormat(tag, opts));
}

/**
 * The date and time format of a locale with Intl's options, for a caller that writes many dates, a range of two, or
 * needs the parts of one. Give the time zone in the options (`timeZone`); without one it is the device's.
 */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, LOCALE_TAGS[locale], options, (tag, opts) => new Intl.DateTimeFormat(tag, opts));
}

/** A number written in a locale ('1.234,5' in PtBr, '1,234.5' in EnEu), with Intl's options (decimals, percent). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/**
 * An amount of a currency (its ISO code: 'BRL', 'USD') written in a locale, with the symbol or code where the
 * language puts it ('R$ 1.234,50' in PtBr, 'BRL 1.234,50' in EsAr); further options change the decimals or the symbol.
 */
export function formatMoney(
  value: number,
  locale: Locale,
  currency: string,
  options?: Omit<Intl.NumberFormatOptions, 'style' | 'currency'>,
): string {
  return numberFormat(locale, { style: 'currency', currency, ...options }).format(value);
}

/**
 * A date, a time or both written in a locale, as Intl's options ask, in the options' time zone (`timeZone`; without
 * one, the device's). The value is a date, milliseconds since 1970, or a text JavaScript's Date reads (an ISO 8601
 * instant, as the API sends). A value that names no instant gives ''.
 */
export function formatDate(value: Date | number | string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const millis = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(millis) ? dateTimeFormat(locale, options).format(millis) : '';
}

/**
 * A time before or after now in words of a locale: -1 'day' is 'ontem' in PtBr, -3 'hour' is '3 hours ago' in EnEu
 * (the language's own words for the nearest ones, numbers for the rest).
 */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit, locale: Locale): string {
  const options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };
  const format = kept(relativeTimeFormats, LOCALE_TAGS[locale], options, (tag, opts) => {
    return new Intl.RelativeTimeFormat(tag, opts);
  });
  return format.format(value, unit);
}

/**
 * The name of a language in a locale, from its code ('en' is 'inglês' in PtBr); the code itself when the language has
 * no name there or the code names no language.
 */
export function languageName(code: string, locale: Locale): string {
  const options: Intl.DisplayNamesOptions = { type: 'language' };
  const names = kept(languageNames, LOCALE_TAGS[locale], options, (tag, opts) => new Intl.DisplayNames([tag], opts));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A number as a program reads it, not a person (a CSV file): a dot before the decimals, no grouping and no exponent,
 * whatever the locale ('1234.5', '0.00000015').
 */
export function plainNumber(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const plain = kept(numberFormats, 'en-US', { useGrouping: false, maximumFractionDigits: 20 }, (tag, opts) => {
    return new Intl.NumberFormat(tag, opts);
  });
  return plain.format(value);
}
