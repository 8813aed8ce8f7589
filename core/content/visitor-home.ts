// What a visitor (no session) reads on the public home (SPEC §2 /home, §7 cache service): the subjects in the
// visitor's language, the public quotes written in the locale, and where an item opens.
import { parseIsoInstant } from '../kernel/calendar';
import { formatDate, formatMoney, formatNumber, numberFormat } from '../kernel/format';
import { type Locale } from '../kernel/locale';
import { type CachedMenuItem, type PublicQuote } from './api';
import { type CommodityRef } from './content-item';
import { DEFAULT_TIME_ZONE } from './report-date';

/** A subject as the visitor's home names it. */
export interface VisitorSubject {
  id: number;
  name: string;
}

/** The enabled subjects of the cache, in its order, each named in the locale (a disabled one is for subscribers' menus). */
export function visitorSubjects(items: readonly CachedMenuItem[], locale: Locale): VisitorSubject[] {
  return items.filter((item) => item.active).map((item) => ({ id: item.code, name: item[`label${locale}`] }));
}

/** The currencies a quote's unit may start with ('R$/@' is reais per arroba). */
const UNIT_CURRENCIES: readonly (readonly [string, string])[] = [
  ['R$', 'BRL'],
  ['US$', 'USD'],
  ['€', 'EUR'],
];

/**
 * A quote's last price written in the locale: a unit that starts with a currency ('R$/@') gives the price as that
 * currency and what it is priced per ('R$ 312,80/@'); any other unit (US cents a bushel, 'USc/bu') follows the number
 * ('1.046,50 USc/bu'). Always two decimals.
 */
export function quotePrice(quote: Pick<PublicQuote, 'last' | 'unit'>, locale: Locale): string {
  const decimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const currency = UNIT_CURRENCIES.find(([symbol]) => quote.unit.startsWith(symbol));
  if (currency) {
    const [symbol, code] = currency;
    const price = formatMoney(quote.last, locale, code, { currencyDisplay: 'narrowSymbol', ...decimals });
    return `${price}${quote.unit.slice(symbol.length)}`;
  }
  return `${formatNumber(quote.last, locale, decimals)} ${quote.unit}`;
}

/** Which way a quote moved. */
export type QuoteDirection = 'up' | 'down' | 'flat';

/** A quote's change of the day (in percent) written in the locale with its sign, and its direction. */
export function quoteChange(change: number, locale: Locale): { text: string; direction: QuoteDirection } {
  const rounded = Math.round(change * 100) / 100;
  const text = formatNumber(rounded / 100, locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return { text, direction: rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat' };
}

/** When a quote was taken, as a short date and time of the locale in the home market's time zone; '' if unreadable. */
export function quoteTime(iso: string, locale: Locale, zone: string = DEFAULT_TIME_ZONE): string {
  const millis = parseIsoInstant(iso);
  if (millis === null) return '';
  return formatDate(millis, locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
}

/** The public detail of an item (SPEC §2 /details): its teaser, for anyone. */
export function publicDetailAddress(id: number): string {
  return `/details?id=${id}`;
}

/** The sign-in address that comes back to the item whole (its signed-in detail) once the visitor has signed in. */
export function signInToRead(item: { id: number; commodity: Pick<CommodityRef, 'id'> }): string {
  return `/pages/login?${new URLSearchParams({ to: `/informative/${item.commodity.id}/${item.id}` }).toString()}`;
}

/** The currency the plans are sold in when the answer names none. */
export const PLAN_CURRENCY = 'BRL';

/**
 * A plan's monthly price (in cents) written in the locale, in the currency it is sold in (`R$ 89,90`, `R$89.90`,
 * `89,90 R$`, `US$ 490,00`): the locale's symbol for the currency; where the locale only knows the ISO code, the
 * currency's narrow symbol, unless that is a bare `$`, which would read as the locale's own dollar or peso.
 */
export function planPrice(cents: number, locale: Locale, currency: string = PLAN_CURRENCY): string {
  const amount = cents / 100;
  const symbol = numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'symbol' });
  const shown = symbol.formatToParts(amount).find((part) => part.type === 'currency')?.value;
  if (shown !== currency.toUpperCase()) return symbol.format(amount);
  const narrow = numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  const narrowShown = narrow.formatToParts(amount).find((part) => part.type === 'currency')?.value;
  return narrowShown === '$' ? symbol.format(amount) : narrow.format(amount);
}
