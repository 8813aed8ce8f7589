// The visitors' public quotes (cache content-private/quotes-public and the quotes of cache content): a few main
// contracts, always 15 minutes late, from the same seeded series as the quotes module (core/market/series.ts, the
// figures the database holds), so a visitor's home needs no database read for them.
import {
  INSTRUMENT_BY_ID,
  marketDay,
  marketIsoDay,
  epochDay,
  PUBLIC_QUOTE_INSTRUMENTS,
  type PublicQuote,
  quoteAt,
  seededSeries,
  type Translations,
  type Locale,
} from '../../core';

/** The public quotes at `now`, named by `names` (per exchange symbol) in the locale. */
export function delayedPublicQuotes(
  now: Date,
  locale: Locale,
  names: Readonly<Record<string, Translations>>,
): PublicQuote[] {
  const today = marketDay(now.getTime());
  const quotes: PublicQuote[] = [];
  for (const id of PUBLIC_QUOTE_INSTRUMENTS) {
    const instrument = INSTRUMENT_BY_ID.get(id);
    if (!instrument) continue;
    // Ten days back cover a long weekend and the holidays.
    const recent = seededSeries(instrument, marketIsoDay(epochDay(today) - 10), today).reverse();
    const quote = quoteAt(instrument, recent, now.getTime(), true);
    if (!quote) continue;
    const symbol = instrument.contract?.root ?? instrument.id;
    quotes.push({
      symbol,
      name: names[symbol]?.[locale] ?? instrument.name.pt,
      last: quote.last,
      change: quote.changePct,
      unit: instrument.unit,
      updatedAt: quote.time,
    });
  }
  return quotes;
}
