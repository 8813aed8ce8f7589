import {
  barsInRange,
  contractOn,
  DEFAULT_SERIES_RANGE,
  ExportMarketCsvUseCase,
  fetchRangeFor,
  INSTRUMENT_BY_ID,
  instrumentName,
  lastClosedDay,
  methodText,
  MOVING_AVERAGE_PERIODS,
  movingAverage,
  type QuoteRow,
  rangeStart,
  type SeriesRange,
  TABLE_CSV_COLUMNS,
  HOME_COMMODITIES,
  includesInstrument,
  INSTRUMENTS,
  marketDay,
  marketIsoDay,
  epochDay,
  Profile,
  type QuotesAccess,
  quoteAt,
  quotesAccess,
  seededSeries,
} from '../../../core';
import { RecordingFileSaver } from '../../../tests/fakes/fake-document-api';
import { FakeClock } from '../../../tests/fakes/fake-clock';
import { type ChartView, type MarketTasks, type QuotesView, type RowDetails, type SavedCsv } from '../market.tasks';
import { csvRecords } from '../../../tests/support/csv-records';

/** The seeded accounts the scenarios name: profile, quotes right and the commodities of their rights. */
const ACCOUNTS: Record<string, { profile: Profile; hasQuotesRights: boolean; commodities: number[] }> = {
  'assinante@example.com': {
    profile: Profile.SUBSCRIBER,
    hasQuotesRights: true,
    commodities: [1, 7, 13, 16, 17, 23],
  },
  'demo@example.com': { profile: Profile.DEMO, hasQuotesRights: true, commodities: HOME_COMMODITIES.map((c) => c.id) },
  'gratuito@example.com': { profile: Profile.FREE, hasQuotesRights: false, commodities: [] },
};

/** The futures an access sees at an instant, from the seeded series (the same figures the reference server stores). */
function futuresAt(access: QuotesAccess, at: number): QuotesView {
  if (access.kind === 'none') return { kind: 'upsell' };
  const today = marketDay(at);
  const from = marketIsoDay(epochDay(today) - 10);
  const rows = INSTRUMENTS.filter((i) => i.market === 'futures' && includesInstrument(access, i)).flatMap((i) => {
    const quote = quoteAt(i, seededSeries(i, from, today).reverse(), at, access.delayed);
    return quote ? [{ instrument: i, quote }] : [];
  });
  const statuses = rows.map((r) => r.quote.status);
  return {
    kind: 'quotes',
    status: statuses.includes('live') ? 'live' : statuses.includes('delayed') ? 'delayed' : 'closed',
    names: rows.map((r) => r.instrument.name.pt),
    prices: new Map(rows.map((r) => [r.instrument.id, r.quote.last])),
    times: new Map(rows.map((r) => [r.instrument.id, Date.parse(r.quote.time)])),
  };
}

/** The futures rows an access sees at an instant, as the reference server builds them (in PtBr). */
function futuresRows(access: QuotesAccess, at: number): QuoteRow[] {
  if (access.kind === 'none') return [];
  const today = marketDay(at);
  const from = marketIsoDay(epochDay(today) - 10);
  return INSTRUMENTS.filter((i) => i.market === 'futures' && includesInstrument(access, i)).flatMap((i) => {
    const quote = quoteAt(i, seededSeries(i, from, today).reverse(), at, access.delayed);
    if (!quote) return [];
    return [
      {
        ...quote,
        name: instrumentName(i, 'PtBr'),
        place: i.place,
        contract: contractOn(i, quote.time.slice(0, 10)),
        source: i.source,
        unit: i.unit,
        currency: i.currency,
        method: methodText(i, 'PtBr'),
      },
    ];
  });
}

/** The instant a scenario opens the quotes at when it names none: Monday 2 March 2026 at 12:00 in São Paulo. */
const DEFAULT_INSTANT = '2026-03-02T15:00:00.000Z';

/** The quotes module on the core: the access rule, the seeded series and the intraday walk, over a fake clock. */
export class CoreMarket implements MarketTasks {
  private clock = new FakeClock();
  private access: QuotesAccess = { kind: 'none' };

  open(email: string, at: string = DEFAULT_INSTANT): Promise<void> {
    const account = ACCOUNTS[email];
    if (!account) throw new Error(`no seeded account ${email}`);
    this.clock = new FakeClock(at);
    this.access = quotesAccess({
      profile: account.profile,
      hasQuotesRights: account.hasQuotesRights,
      rights: account.commodities.map((id) => ({ id, nome: String(id), habilitado: true })),
      trialActive: true,
    });
    return Promise.resolve();
  }

  now(): number {
    return this.clock.now();
  }

  futures(): Promise<QuotesView> {
    return Promise.resolve(futuresAt(this.access, this.clock.now()));
  }

  wait(ms: number): Promise<void> {
    this.clock.advance(ms);
    return Promise.resolve();
  }

  private chartOf: string | undefined;

  openChart(id: string): Promise<ChartView> {
    this.chartOf = id;
    return this.chartRange(DEFAULT_SERIES_RANGE);
  }

  /** The chart's days, from the series the server answers for the range asked (longer, for the averages). */
  chartRange(range: SeriesRange): Promise<ChartView> {
    const instrument = INSTRUMENT_BY_ID.get(this.chartOf ?? '');
    if (!instrument || !includesInstrument(this.access, instrument)) throw new Error('no chart open');
    const delayed = this.access.kind === 'granted' && this.access.delayed;
    const last = lastClosedDay(instrument.session, this.clock.now() - (delayed ? 15 * 60_000 : 0));
    const asked = fetchRangeFor(range, Math.max(...MOVING_AVERAGE_PERIODS));
    const answer = seededSeries(instrument, rangeStart(asked, last), last);
    const shown = barsInRange(answer, range);
    const first = shown[0]?.day ?? '';
    return Promise.resolve({
      days: shown.map((bar) => bar.day),
      averagesStart: Object.fromEntries(
        MOVING_AVERAGE_PERIODS.map((period) => [
          period,
          movingAverage(answer, period).find((p) => p.day >= first)?.day,
        ]),
      ),
    });
  }

  async exportFutures(): Promise<SavedCsv> {
    const saver = new RecordingFileSaver();
    const headers = Object.fromEntries(TABLE_CSV_COLUMNS.map((column) => [column, column])) as Record<
      (typeof TABLE_CSV_COLUMNS)[number],
      string
    >;
    await new ExportMarketCsvUseCase(saver, this.clock).table(
      { subject: 'futures', rows: futuresRows(this.access, this.clock.now()) },
      headers,
    );
    const file = saver.saved[0]!;
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes).replace(/^\uFEFF/, '');
    return { name: file.name, lines: csvRecords(text) };
  }

  /** The details the rows carry (the same however they are opened). */
  rowDetails(): Promise<Map<string, RowDetails>> {
    return Promise.resolve(
      new Map(
        futuresRows(this.access, this.clock.now()).map((row) => [
          row.id,
          { source: row.source, unit: row.unit, currency: row.currency, method: row.method },
        ]),
      ),
    );
  }

  subscriberPriceAt(id: string, at: string): Promise<number | undefined> {
    const subscriber = quotesAccess({
      profile: Profile.SUBSCRIBER,
      hasQuotesRights: true,
      rights: [{ id: 23, nome: 'Chicago', habilitado: true }],
      trialActive: false,
    });
    const view = futuresAt(subscriber, Date.parse(at));
    return Promise.resolve(view.kind === 'quotes' ? view.prices.get(id) : undefined);
  }
}
