// An instrument's chart (loaded with the chart only: this module and lightweight-charts make their own chunk): line or
// candles, the range, the moving averages, the series' source, unit, currency and method under it, and its CSV.
import {
  CandlestickSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type SeriesType,
} from 'lightweight-charts';
import { X } from 'lucide-react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  Heading,
  type Key,
  Modal,
  ModalOverlay,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import {
  formatNumber,
  LOCALE_TAGS,
  MOVING_AVERAGE_PERIODS,
  type MovingAveragePeriod,
  SERIES_CSV_COLUMNS,
  SERIES_RANGES,
  type SeriesCsvColumn,
  type SeriesRange,
} from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { type ChartInstrument, type ChartStyle, InstrumentChartViewModel } from './instrument-chart.view-model';

/** The chart's colours, read from the design tokens of the theme shown. */
function tokenColours() {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return {
    surface: token('--color-surface'),
    text: token('--color-text'),
    muted: token('--color-text-muted'),
    border: token('--color-border'),
    up: token('--color-price-up'),
    down: token('--color-price-down'),
    line: token('--color-chart-line'),
    averages: {
      20: token('--color-chart-average-20'),
      50: token('--color-chart-average-50'),
    } as Record<MovingAveragePeriod, string>,
  };
}
type Colours = ReturnType<typeof tokenColours>;

function chartOptions(colours: Colours) {
  return {
    layout: {
      background: { type: ColorType.Solid, color: colours.surface },
      textColor: colours.muted,
      fontFamily: getComputedStyle(document.documentElement).getPropertyValue('--font-family').trim() || undefined,
    },
    grid: { vertLines: { color: colours.border }, horzLines: { color: colours.border } },
    rightPriceScale: { borderColor: colours.border },
    timeScale: { borderColor: colours.border },
  };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The canvas: made once, fed by the view-model (the style, the days and the averages shown), recoloured when the
 * theme or brand changes. `data-drawn` names what the last frame shows once it has been painted.
 */
function PriceChart({ model, label }: { model: InstrumentChartViewModel; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const locale = useInjection(LocaleStore).locale;
  useEffect(() => {
    const element = box.current!;
    let colours = tokenColours();
    const chart: IChartApi = createChart(element, {
      autoSize: true,
      ...chartOptions(colours),
      localization: { locale: LOCALE_TAGS[locale] },
      handleScroll: { vertTouchDrag: false },
    });
    let main: ISeriesApi<SeriesType> | undefined;
    let mainStyle: ChartStyle | undefined;
    const averages = new Map<MovingAveragePeriod, ISeriesApi<'Line'>>();
    let drawn = 0;

    const paintMain = () => {
      main?.applyOptions(
        mainStyle === 'candles'
          ? {
              upColor: colours.up,
              downColor: colours.down,
              borderUpColor: colours.up,
              borderDownColor: colours.down,
              wickUpColor: colours.up,
              wickDownColor: colours.down,
            }
          : { color: colours.line },
      );
      for (const [period, line] of averages) line.applyOptions({ color: colours.averages[period] });
    };

    const draw = () => {
      const { style, bars, averages: shown, range } = model;
      if (style !== mainStyle) {
        if (main) chart.removeSeries(main);
        main =
          style === 'candles'
            ? chart.addSeries(CandlestickSeries, { priceLineVisible: false })
            : chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false });
        mainStyle = style;
        paintMain();
      }
      if (style === 'candles')
        main!.setData(bars.map((b) => ({ time: b.day, open: b.open, high: b.high, low: b.low, close: b.close })));
      else main!.setData(bars.map((b) => ({ time: b.day, value: b.close })));
      for (const period of MOVING_AVERAGE_PERIODS) {
        const points = shown.find((a) => a.period === period)?.points;
        let line = averages.get(period);
        if (!points) {
          if (line) chart.removeSeries(line);
          averages.delete(period);
          continue;
        }
        if (!line) {
          line = chart.addSeries(LineSeries, {
            color: colours.averages[period],
            lineWidth: 1,
            priceLineVisible: false,
            lastValueVisible: false,
            crosshairMarkerVisible: false,
          });
          averages.set(period, line);
        }
        line.setData(points.map((p) => ({ time: p.day, value: p.value })));
      }
      chart.timeScale().fitContent();
      const mark = `${range} ${style} ${bars.length} ${++drawn}`;
      // The chart paints in the next frame; the frame after it shows what was painted.
      void nextFrame()
        .then(nextFrame)
        .then(() => {
          if (element.isConnected) element.dataset.drawn = mark;
        });
    };

    const stop = reaction(
      () => [model.state, model.style, model.bars, model.averages] as const,
      ([state]) => {
        if (state === 'ready') draw();
      },
      { fireImmediately: true },
    );
    const themeWatch = new MutationObserver(() => {
      colours = tokenColours();
      chart.applyOptions(chartOptions(colours));
      paintMain();
    });
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-brand'] });
    return () => {
      stop();
      themeWatch.disconnect();
      chart.remove();
    };
  }, [model, locale]);
  return <div ref={box} className="chart-canvas" role="img" aria-label={label} data-testid="price-chart" />;
}

const InstrumentChartBody = observer(function InstrumentChartBody({ model }: { model: InstrumentChartViewModel }) {
  const { t } = useTranslation('market');
  const locale = useInjection(LocaleStore).locale;
  const series = model.series;
  const bars = model.bars;
  const last = bars[bars.length - 1];
  const label =
    model.state === 'ready' && last && series
      ? t('chartSummary', {
          name: model.instrument.name,
          range: t(`range${model.range}`),
          count: bars.length,
          close: formatNumber(last.close, locale, { maximumFractionDigits: 4 }),
          unit: series.unit,
        })
      : t('openChart', { name: model.instrument.name });
  const headers = () =>
    Object.fromEntries(SERIES_CSV_COLUMNS.map((column) => [column, t(SERIES_HEADER[column])])) as Record<
      SeriesCsvColumn,
      string
    >;
  return (
    <>
      <div className="chart-controls">
        <ToggleButtonGroup
          aria-label={t('chartType')}
          className="segmented"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[model.style]}
          onSelectionChange={(keys: Set<Key>) => {
            const [style] = keys;
            if (style) model.setStyle(style as ChartStyle);
          }}
        >
          <ToggleButton id="line" className="segmented-item">
            {t('line')}
          </ToggleButton>
          <ToggleButton id="candles" className="segmented-item">
            {t('candles')}
          </ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          aria-label={t('chartRange')}
          className="segmented"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[model.range]}
          onSelectionChange={(keys: Set<Key>) => {
            const [range] = keys;
            if (range) void model.selectRange(range as SeriesRange);
          }}
        >
          {SERIES_RANGES.map((range) => (
            <ToggleButton key={range} id={range} className="segmented-item" aria-label={t(`range${range}`)}>
              {t(`rangeShort${range}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          aria-label={t('averages')}
          className="segmented"
          selectionMode="multiple"
          selectedKeys={model.averagesShown.map(String)}
          onSelectionChange={(keys: Set<Key>) => {
            for (const period of MOVING_AVERAGE_PERIODS)
              if (keys.has(String(period)) !== model.averagesShown.includes(period)) model.toggleAverage(period);
          }}
        >
          {MOVING_AVERAGE_PERIODS.map((period) => (
            <ToggleButton
              key={period}
              id={String(period)}
              className={`segmented-item chart-average chart-average-${period}`}
              aria-label={t('averageLong', { period })}
            >
              <span aria-hidden="true" className="chart-swatch" />
              {t('averageShort', { period })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <div className="chart-frame" aria-busy={model.state === 'loading'}>
        <PriceChart model={model} label={label} />
        {model.state === 'loading' && (
          <p className="chart-overlay quotes-muted" role="status">
            {t('chartLoading')}
          </p>
        )}
        {model.state === 'empty' && (
          <p className="chart-overlay quotes-muted" role="status">
            {t('chartEmpty')}
          </p>
        )}
        {model.state === 'failed' && (
          <div className="chart-overlay" role="alert">
            <p>{t('chartFailed')}</p>
            <button type="button" className="button" onClick={() => void model.retry()}>
              {t('retry')}
            </button>
          </div>
        )}
      </div>
      {series && (
        <dl className="chart-meta">
          <dt>{t('source')}</dt>
          <dd>{series.source}</dd>
          <dt>{t('unit')}</dt>
          <dd>{series.unit}</dd>
          <dt>{t('currency')}</dt>
          <dd>{series.currency}</dd>
          <dt>{t('method')}</dt>
          <dd>{series.method}</dd>
        </dl>
      )}
      <div className="chart-actions">
        <button
          type="button"
          className="button"
          disabled={model.state !== 'ready'}
          onClick={() => void model.exportSeries(headers())}
        >
          {t('exportSeries')}
        </button>
        <p role="status" className="quotes-muted">
          {model.exported?.kind === 'done' && t('exported', { name: model.exported.name })}
          {model.exported?.kind === 'failed' && t('exportFailed')}
        </p>
      </div>
    </>
  );
});

/** The headers of a series' CSV: the texts of the table's columns where they are the same. */
const SERIES_HEADER = {
  instrument: 'colCode',
  day: 'colDay',
  open: 'colOpen',
  high: 'high',
  low: 'low',
  close: 'colClose',
  volume: 'volume',
  source: 'source',
  unit: 'unit',
  currency: 'currency',
  method: 'method',
} as const satisfies Record<SeriesCsvColumn, string>;

/** The chart of an instrument, in a dialog (full width on a phone); closing it returns to the row's button. */
export default function InstrumentChart({ instrument, onClose }: { instrument: ChartInstrument; onClose: () => void }) {
  const { t } = useTranslation('market');
  const model = useViewModel(InstrumentChartViewModel, instrument);
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal chart-modal">
        <Dialog className="dialog chart-dialog">
          <div className="chart-header">
            <Heading slot="title" className="dialog-title">
              {t('openChart', { name: instrument.name })}
            </Heading>
            <Button className="button icon-button" aria-label={t('closeChart')} onPress={onClose}>
              <X aria-hidden="true" size={18} />
            </Button>
          </div>
          <InstrumentChartBody model={model} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
