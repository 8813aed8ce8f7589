// The rules of the quotes module's charts and exports: moving averages, the bars a range keeps, the range asked for so
// the averages run from the first day shown, and the CSV files (RFC 4180 quoting, the formula guard, numbers as
// numbers, the file name) saved through the file saver.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barsInRange,
  CSV_MIME_TYPE,
  csvField,
  csvFileName,
  ExportMarketCsvUseCase,
  fetchRangeFor,
  INSTRUMENT_BY_ID,
  type MarketSeries,
  movingAverage,
  rangeStart,
  SERIES_CSV_COLUMNS,
  SERIES_RANGES,
  seededSeries,
  TABLE_CSV_COLUMNS,
  tableCsv,
  toCsv,
} from '../../core';
import { RecordingFileSaver } from '../fakes/fake-document-api';
import { quoteRow } from '../fakes/fake-market-api';
import { FakeClock } from '../fakes/fake-clock';
import { csvRecords } from '../support/csv-records';

const bar = (day: string, close: number) => ({ day, open: close, high: close, low: close, close, volume: null });
const soy = INSTRUMENT_BY_ID.get('ZS1')!;

describe('movingAverage', () => {
  it('averages the last closes of each day from the period-th bar on', () => {
    const bars = [1, 2, 3, 4, 5].map((close, i) => bar(`2026-01-0${i + 1}`, close));
    expect(movingAverage(bars, 3)).toEqual([
      { day: '2026-01-03', value: 2 },
      { day: '2026-01-04', value: 3 },
      { day: '2026-01-05', value: 4 },
    ]);
    expect(movingAverage(bars, 1).map((p) => p.value)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has no point with fewer bars than its period, and refuses a period that is not a whole positive number', () => {
    expect(movingAverage([bar('2026-01-01', 1)], 20)).toEqual([]);
    expect(() => movingAverage([], 0)).toThrow(RangeError);
    expect(() => movingAverage([], 2.5)).toThrow(RangeError);
  });

  it('matches the plain mean of each window on a seeded series (the running sum does not drift)', () => {
    const bars = seededSeries(soy, '2023-01-02', '2025-12-31');
    const points = movingAverage(bars, 50);
    expect(points).toHaveLength(bars.length - 49);
    for (const index of [0, 100, points.length - 1]) {
      const window = bars.slice(index, index + 50);
      const mean = window.reduce((sum, b) => sum + b.close, 0) / 50;
      expect(points[index]!.value).toBeCloseTo(mean, 3);
      expect(points[index]!.day).toBe(window[49]!.day);
    }
  });

  it('stays between the lowest and the highest close of its window (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 1, max: 30 }),
        (closes, period) => {
          const bars = closes.map((close, i) => bar(`d${String(i).padStart(3, '0')}`, close));
          movingAverage(bars, period, 10).forEach((point, i) => {
            const window = closes.slice(i, i + period);
            expect(point.value).toBeGreaterThanOrEqual(Math.min(...window) - 1e-6);
            expect(point.value).toBeLessThanOrEqual(Math.max(...window) + 1e-6);
          });
        },
      ),
    );
  });
});

describe('the bars of a range', () => {
  const threeYears = seededSeries(soy, '2023-01-02', '2026-02-27');

  it('keeps the bars from the range start counted back from the last bar, oldest first', () => {
    for (const range of SERIES_RANGES) {
      const kept = barsInRange(threeYears, range);
      const first = rangeStart(range, '2026-02-27');
      expect(kept.at(-1)!.day).toBe('2026-02-27');
      expect(kept[0]!.day >= first).toBe(true);
      // The bar before the first kept is outside the range.
      const before = threeYears[threeYears.length - kept.length - 1];
      if (before) expect(before.day < first).toBe(true);
    }
    expect(barsInRange(threeYears, '1M').length).toBeLessThan(barsInRange(threeYears, '3M').length);
    expect(barsInRange(threeYears, '1M').length).toBeGreaterThanOrEqual(19);
  });

  it('keeps nothing of nothing, and everything of a series shorter than its range', () => {
    expect(barsInRange([], '1Y')).toEqual([]);
    const short = threeYears.slice(-5);
    expect(barsInRange(short, '3Y')).toEqual(short);
  });

  it('asks for a range long enough for the averages to run on the first day shown', () => {
    expect(fetchRangeFor('1M', 50)).toBe('6M');
    expect(fetchRangeFor('3M', 50)).toBe('6M');
    expect(fetchRangeFor('6M', 50)).toBe('1Y');
    expect(fetchRangeFor('1Y', 50)).toBe('3Y');
    expect(fetchRangeFor('3Y', 50)).toBe('3Y');
    expect(fetchRangeFor('1M', 0)).toBe('1M');
    const bars = seededSeries(soy, '2023-01-02', '2026-02-27');
    for (const range of SERIES_RANGES.filter((r) => r !== '3Y')) {
      const fetched = barsInRange(bars, fetchRangeFor(range, 50));
      const shown = barsInRange(fetched, range);
      const average = movingAverage(fetched, 50);
      expect(average[0]!.day <= shown[0]!.day).toBe(true);
    }
  });
});

describe('the CSV writer', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('prefixes a text a spreadsheet would run as a formula with a quote, but keeps numbers as numbers', () => {
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('+55 11')).toBe("'+55 11");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('@import')).toBe("'@import");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvField(-17.5)).toBe('-17.5');
    expect(csvField(0.0001)).toBe('0.0001');
    expect(csvField(1e21)).toBe('1000000000000000000000');
    expect(csvField(1e-7)).toBe('0.0000001');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('writes a header and records with CRLF, and reads back to the same fields (property)', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
    const safeText = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(safeText, { minLength: 2, maxLength: 2 }), { maxLength: 10 }), (records) => {
        expect(csvRecords(toCsv(['h1', 'h2'], records))).toEqual([['h1', 'h2'], ...records]);
      }),
    );
  });

  it('names a file after its subject and day', () => {
    expect(csvFileName('futures', '2026-03-02')).toBe('celeiro-futures-2026-03-02.csv');
    expect(csvFileName('ZS1-3Y', '2026-03-02')).toBe('celeiro-zs1-3y-2026-03-02.csv');
    expect(csvFileName('../x y', '2026-03-02')).toBe('celeiro-x-y-2026-03-02.csv');
  });
});

describe('ExportMarketCsvUseCase', () => {
  const tableHeaders = Object.fromEntries(TABLE_CSV_COLUMNS.map((c) => [c, `H:${c}`])) as Record<
    (typeof TABLE_CSV_COLUMNS)[number],
    string
  >;
  const seriesHeaders = Object.fromEntries(SERIES_CSV_COLUMNS.map((c) => [c, `S:${c}`])) as Record<
    (typeof SERIES_CSV_COLUMNS)[number],
    string
  >;

  it('saves the rows it is given with their source, unit, currency, ISO time and method, named by market and São Paulo day', async () => {
    const saver = new RecordingFileSaver();
    // 01:00 UTC on the 3rd is still the 2nd in São Paulo.
    const useCase = new ExportMarketCsvUseCase(saver, new FakeClock('2026-03-03T01:00:00Z'));
    const rows = [
      quoteRow('ZS1', { name: 'Soja, CBOT', last: 1012.25, change: -3.5, contract: 'ZSK26' }),
      quoteRow('ZC1', { name: '=cmd', volume: null }),
    ];
    const file = await useCase.table({ subject: 'futures', rows }, tableHeaders);
    expect(saver.saved).toEqual([file]);
    expect(file.name).toBe('celeiro-futures-2026-03-02.csv');
    expect(file.mimeType).toBe(CSV_MIME_TYPE);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = csvRecords(text.slice(1));
    expect(lines[0]).toEqual(TABLE_CSV_COLUMNS.map((c) => `H:${c}`));
    expect(lines).toHaveLength(3);
    const first = Object.fromEntries(TABLE_CSV_COLUMNS.map((c, i) => [c, lines[1]![i]]));
    expect(first).toMatchObject({
      instrument: 'ZS1',
      name: 'Soja, CBOT',
      contract: 'ZSK26',
      last: '1012.25',
      change: '-3.5',
      time: '2026-03-02T15:00:00.000Z',
      source: 'CBOT',
      unit: 'USc/bu',
      currency: 'USX',
      method: 'Ajuste diário do 1º vencimento na CBOT, USc/bu',
    });
    expect(lines[2]![1]).toBe("'=cmd");
    expect(lines[2]![TABLE_CSV_COLUMNS.indexOf('volume')]).toBe('');
  });

  it('saves the bars of the range shown, named by instrument and range', async () => {
    const saver = new RecordingFileSaver();
    const useCase = new ExportMarketCsvUseCase(saver, new FakeClock('2026-03-02T15:00:00Z'));
    const bars = seededSeries(soy, '2026-01-01', '2026-02-27');
    const series: MarketSeries = {
      instrument: 'ZS1',
      name: 'Soja',
      range: '6M',
      source: 'CBOT',
      unit: 'USc/bu',
      currency: 'USX',
      method: 'Ajuste',
      bars,
    };
    const shown = barsInRange(bars, '1M');
    const file = await useCase.series(series, shown, '1M', seriesHeaders);
    expect(file.name).toBe('celeiro-zs1-1m-2026-03-02.csv');
    const lines = csvRecords(new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes).slice(1));
    expect(lines[0]).toEqual(SERIES_CSV_COLUMNS.map((c) => `S:${c}`));
    expect(lines).toHaveLength(shown.length + 1);
    expect(lines[1]!.slice(0, 6)).toEqual([
      'ZS1',
      shown[0]!.day,
      ...[shown[0]!.open, shown[0]!.high, shown[0]!.low, shown[0]!.close].map(String),
    ]);
    expect(lines[1]!.slice(7)).toEqual(['CBOT', 'USc/bu', 'USX', 'Ajuste']);
  });

  it('writes nothing but the header for a table without rows', () => {
    expect(tableCsv([], tableHeaders)).toBe(`${TABLE_CSV_COLUMNS.map((c) => `H:${c}`).join(',')}\r\n`);
  });
});
