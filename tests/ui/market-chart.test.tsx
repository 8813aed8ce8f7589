// @vitest-environment jsdom
// An instrument's chart and the CSV exports of the quotes module, over fakes of the ports: the series asked with the
// days the averages need before the range shown (and not asked again for a range an answer covers), the range and
// style shown, loading, failure with retry and empty states, an old answer never drawn over a newer choice; the
// table's and the series' CSV saved with translated headers, the numbers' source, unit, currency, time and method.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { barsInRange, rangeStart, SERIES_CSV_COLUMNS, seededSeries, INSTRUMENT_BY_ID } from '../../core';
import { RecordingFileSaver } from '../fakes/fake-document-api';
import { FakeClock } from '../fakes/fake-clock';
import { FakeMarketApi } from '../fakes/fake-market-api';
import { InstrumentChartViewModel } from '../../ui/market/instrument-chart.view-model';
import { createTestKit, renderApp, signInBefore } from './support/test-app';
import './support/jsdom-polyfills';

const SOY = { id: 'ZS1', name: 'Soja' };
const threeYears = seededSeries(INSTRUMENT_BY_ID.get('ZS1')!, '2023-01-02', '2026-02-27');

function chart() {
  const api = new FakeMarketApi();
  api.seriesBars = threeYears;
  const saver = new RecordingFileSaver();
  const model = new InstrumentChartViewModel(api, saver, new FakeClock('2026-03-02T15:00:00Z'));
  return { api, saver, model };
}

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('an instrument chart', () => {
  it('asks for enough days before the range for the averages, and shows the range with both averages running', async () => {
    const { api, model } = chart();
    const opening = model.load(SOY);
    expect(model.state).toBe('loading');
    await opening;
    expect(api.calls).toEqual(['series ZS1 1Y']);
    expect(model.state).toBe('ready');
    expect(model.range).toBe('6M');
    expect(model.bars[0]!.day >= rangeStart('6M', '2026-02-27')).toBe(true);
    expect(model.bars).toEqual(barsInRange(threeYears, '6M'));
    expect(model.averages.map((a) => a.period)).toEqual([20, 50]);
    for (const average of model.averages) {
      expect(average.points[0]!.day).toBe(model.bars[0]!.day);
      expect(average.points).toHaveLength(model.bars.length);
    }
  });

  it('changes its range, asking again only when no answer covers it', async () => {
    const { api, model } = chart();
    await model.load(SOY);
    await model.selectRange('3M');
    await model.selectRange('1M');
    expect(api.calls).toEqual(['series ZS1 1Y', 'series ZS1 6M']);
    expect(model.bars).toEqual(barsInRange(threeYears, '1M'));
    await model.selectRange('3Y');
    expect(api.calls.at(-1)).toBe('series ZS1 3Y');
    const all = barsInRange(threeYears, '3Y');
    expect(model.bars).toEqual(all);
    // Nothing is asked before the longest range: the 50-day average starts on its 50th day.
    expect(model.averages.find((a) => a.period === 50)!.points).toHaveLength(all.length - 49);
    await model.selectRange('6M');
    expect(api.calls).toHaveLength(3);
  });

  it('switches between line and candles, and hides and shows an average', async () => {
    const { model } = chart();
    await model.load(SOY);
    model.setStyle('candles');
    expect(model.style).toBe('candles');
    model.toggleAverage(20);
    expect(model.averages.map((a) => a.period)).toEqual([50]);
    model.toggleAverage(20);
    expect(model.averages.map((a) => a.period)).toEqual([20, 50]);
  });

  it('says when the series failed, and shows it after a retry', async () => {
    const { api, model } = chart();
    api.seriesFailures = 1;
    await model.load(SOY);
    expect(model.state).toBe('failed');
    await model.retry();
    expect(model.state).toBe('ready');
    expect(model.bars.length).toBeGreaterThan(100);
  });

  it('says when a range has no days', async () => {
    const { api, model } = chart();
    api.seriesBars = [];
    await model.load(SOY);
    expect(model.state).toBe('empty');
    expect(model.bars).toEqual([]);
    expect(model.averages).toEqual([]);
  });

  it('never draws the answer of a range the user has left', async () => {
    const { api, model } = chart();
    await model.load(SOY);
    api.holdSeries = [];
    const slow = model.selectRange('3Y');
    await waitFor(() => expect(api.holdSeries).toHaveLength(1));
    const release = api.holdSeries[0]!;
    api.holdSeries = undefined;
    // Back to 6M, whose answer is known: shown at once, while the 3Y answer is still on its way.
    await model.selectRange('6M');
    expect(model.state).toBe('ready');
    release();
    await slow;
    expect(model.range).toBe('6M');
    expect(model.bars).toEqual(barsInRange(threeYears, '6M'));
    expect(model.state).toBe('ready');
  });

  it('saves the days shown as CSV, with the series source, unit, currency and method', async () => {
    const { saver, model } = chart();
    await model.load(SOY);
    await model.selectRange('1M');
    const headers = Object.fromEntries(SERIES_CSV_COLUMNS.map((c) => [c, c.toUpperCase()])) as Record<
      (typeof SERIES_CSV_COLUMNS)[number],
      string
    >;
    await model.exportSeries(headers);
    expect(saver.saved).toHaveLength(1);
    expect(saver.saved[0]!.name).toBe('celeiro-zs1-1m-2026-03-02.csv');
    expect(model.exported).toEqual({ kind: 'done', name: 'celeiro-zs1-1m-2026-03-02.csv' });
    const lines = decode(saver.saved[0]!.bytes).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(SERIES_CSV_COLUMNS.map((c) => c.toUpperCase()).join(','));
    expect(lines).toHaveLength(model.bars.length + 1);
    const first = model.bars[0]!;
    expect(lines[1]).toBe(
      `ZS1,${first.day},${first.open},${first.high},${first.low},${first.close},${first.volume ?? ''},CBOT,USc/bu,USX,Ajuste diário`,
    );
  });
});

describe('the quotes table', () => {
  it('offers each instrument its chart from its row, and saves the table shown as CSV with translated headers', async () => {
    const kit = createTestKit();
    signInBefore(kit);
    const { user } = renderApp(kit, '/quotes');
    const table = await screen.findByRole('table', { name: 'Mercado futuro' });
    const soy = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Soja'))!;
    expect(within(soy).getByRole('button', { name: 'Gráfico de Soja' })).toBeTruthy();
    await waitFor(() => expect(kit.market.openStreams).toBe(1));
    kit.market.push([
      {
        id: 'ZS1',
        last: 1012.5,
        change: -17.5,
        changePct: -1.7,
        high: 1013,
        low: 990,
        volume: 1300,
        time: '2026-03-02T15:01:00.000Z',
        status: 'live',
      },
    ]);
    await waitFor(() => expect(soy.textContent).toContain('1.012,50'));
    await user.click(screen.getByRole('button', { name: 'Exportar tabela (CSV)' }));
    await waitFor(() => expect(kit.saver.saved).toHaveLength(1));
    const file = kit.saver.saved[0]!;
    expect(file.name).toMatch(/^celeiro-futures-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = decode(file.bytes).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Código,Instrumento,Contrato ou praça,Último,Variação,Var. %,Máxima,Mínima,Volume,Hora,Situação,Fonte,Unidade,Moeda,Método',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      'ZS1,Soja,ZSK26,1012.5,-17.5,-1.7,1013,990,1300,2026-03-02T15:01:00.000Z,live,CBOT,USc/bu,USX,"Ajuste diário do 1º vencimento na CBOT, USc/bu"',
    );
    expect(await screen.findByText(`Arquivo ${file.name} salvo.`)).toBeTruthy();
  });
});
