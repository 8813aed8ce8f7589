// The date a news item shows (SPEC §3, News item) and its display format.
import { parseIsoInstant, zonedParts } from '../kernel/calendar';
import { dateTimeFormat } from '../kernel/format';
import { type Locale } from '../kernel/locale';

/** The parts of a news item that decide its date. */
export interface DatedNewsItem {
  dt_report?: string | null;
  dt_publish?: string | null;
  newsContent?: readonly { code?: string | null }[] | null;
}

/** The report types dated by their report date; every other type uses the publish date. */
export const REPORT_DATED_TYPES: readonly string[] = ['informative', 'statistic', 'exports'];

/** The time zone dates are shown in when the caller gives none (the product's home market). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The report type of a news item: newsContent[0].code, lower-cased. */
export function reportType(item: DatedNewsItem): string {
  return (item.newsContent?.[0]?.code ?? '').trim().toLowerCase();
}

/** The date a news item shows: dt_report for informative, statistic and exports; dt_publish otherwise. */
export function reportDate(item: DatedNewsItem): string | null {
  const useReport = REPORT_DATED_TYPES.includes(reportType(item));
  return (useReport ? item.dt_report : item.dt_publish) ?? null;
}

/** The abbreviated name of an instant's month in a locale and time zone, as it stands alone ('nov.', 'Nov', 'nov'). */
function shortMonth(millis: number, locale: Locale, zone: string): string {
  const format = dateTimeFormat(locale, { month: 'short', timeZone: zone });
  return format.formatToParts(millis).find((part) => part.type === 'month')?.value ?? '';
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The display text of a news item's date (its reportDateFormat): 'dd LLL yyyy, HH:mm' (e.g. '21 nov. 2026, 09:00') with the month
 * abbreviated in the locale's language, in the given time zone (São Paulo by default); '' without a date. Formatted with
 * the platform's Intl (formats kept per language and zone), as every entry of a list shows one.
 */
export function formatReportDate(item: DatedNewsItem, locale: Locale, zone: string = DEFAULT_TIME_ZONE): string {
  const iso = reportDate(item);
  const millis = iso ? parseIsoInstant(iso) : null;
  if (millis === null) return '';
  const { year, day, hour, minute } = zonedParts(millis, zone);
  return `${two(day)} ${shortMonth(millis, locale, zone)} ${year}, ${two(hour)}:${two(minute)}`;
}
