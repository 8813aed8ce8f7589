import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ChartCandlestick, Info, Minus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import {
  formatDate,
  formatNumber,
  type Locale,
  MARKETS,
  type MarketStatus,
  TABLE_CSV_COLUMNS,
  type TableCsvColumn,
} from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { usePageTitle } from '../kit/page-title';
import { type PageEvents, PageEventsToken } from '../kit/platform/page-events';
import { QuotesPageViewModel, type QuotesView } from './quotes-page.view-model';
import { QuotesExportViewModel } from './quotes-export.view-model';
import { AlertButton, AlertNotices, AlertsPanel, WatchStar } from './watch-alerts';
import './market.css';

/** An instrument's chart: its code (and the chart library) loads when a chart is opened. */
const InstrumentChart = lazy(() => import('./instrument-chart'));

/** The headers of a table's CSV: the texts of the table's columns where there is one. */
const TABLE_HEADER = {
  instrument: 'colCode',
  name: 'instrument',
  contract: 'colContract',
  last: 'last',
  change: 'change',
  changePct: 'changePct',
  high: 'high',
  low: 'low',
  volume: 'volume',
  time: 'time',
  status: 'colStatus',
  source: 'source',
  unit: 'unit',
  currency: 'currency',
  method: 'method',
} as const satisfies Record<TableCsvColumn, string>;

/** Saves the market shown as CSV (the rows as shown, in the user's language), and says what was saved. */
const ExportTable = observer(function ExportTable({ model }: { model: QuotesPageViewModel }) {
  const { t } = useTranslation('market');
  const exporter = useViewModel(QuotesExportViewModel);
  const headers = () =>
    Object.fromEntries(TABLE_CSV_COLUMNS.map((column) => [column, t(TABLE_HEADER[column])])) as Record<
      TableCsvColumn,
      string
    >;
  return (
    <div className="quotes-export">
      <button
        type="button"
        className="button"
        disabled={model.count === 0 || exporter.busy}
        onClick={() => void exporter.exportTable(model.shown, model.rows, headers())}
      >
        {t('exportTable')}
      </button>
      <p role="status" className="quotes-muted">
        {exporter.exported?.kind === 'done' && t('exported', { name: exporter.exported.name })}
        {exporter.exported?.kind === 'failed' && t('exportFailed')}
      </p>
    </div>
  );
});

/** The height of a table row (px): the virtualiser places rows by it. */
const ROW = 44;
/** The table's height (px) until it is measured. */
const FIRST_SCREEN = 560;

/** A figure of the table in a locale, with exactly `digits` decimals. */
const fixed = (locale: Locale, value: number, digits: number): string =>
  formatNumber(value, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
const decimalsOf = (value: number) => Math.min(4, (String(value).split('.')[1] ?? '').length);
/** When a quote was taken: day, month, hour and minute in São Paulo time. */
const QUOTE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};
const timeOf = (locale: Locale, iso: string): string => formatDate(iso, locale, QUOTE_TIME);

/** The market's state, in words and with an icon (never colour alone); paused while the module has no session. */
function StatusBadge({ status, paused }: { status: MarketStatus; paused: boolean }) {
  const { t } = useTranslation('market');
  return (
    <p className={`quotes-status quotes-status-${paused ? 'paused' : status}`} role="status" aria-live="polite">
      <span aria-hidden="true" className="quotes-status-dot" />
      {paused ? t('stationLost') : t(status)}
    </p>
  );
}

/**
 * The module's session with the acceptor, kept with the page: checked again when the page is seen again, left (its
 * token retired) when the page goes away, opened again when the browser brings the page back from its cache.
 */
function useStation(model: QuotesPageViewModel): void {
  const page = useInjection<PageEvents>(PageEventsToken);
  useEffect(() => {
    const stopVisibility = page.onVisibilityChange((visible) => visible && void model.checkStation());
    const hide = () => model.leaveStation();
    const show = (event: PageTransitionEvent) => event.persisted && void model.openStation();
    globalThis.addEventListener('pagehide', hide);
    globalThis.addEventListener('pageshow', show);
    return () => {
      stopVisibility();
      globalThis.removeEventListener('pagehide', hide);
      globalThis.removeEventListener('pageshow', show);
    };
  }, [model, page]);
}

/** The live prices stopped (the module opened in another tab or station, or its session ended): why, and a way back. */
const StationLost = observer(function StationLost({ model }: { model: QuotesPageViewModel }) {
  const { t } = useTranslation('market');
  if (model.station.kind !== 'lost') return null;
  return (
    <div role="alert" className="quotes-station-lost">
      <p>{model.station.message ?? t('stationFailed')}</p>
      <button type="button" className="button" onClick={() => void model.openStation()}>
        {t('stationReopen')}
      </button>
    </div>
  );
});

/**
 * A row's details (source, unit, currency, time, method): shown on hover and focus, and toggled by a tap or a press,
 * one row's at a time (the page's model keeps which). The row is read only while they show, so a tick does not draw a
 * closed panel again.
 */
const RowDetails = observer(function RowDetails({
  model,
  index,
  name,
  locale,
}: {
  model: QuotesPageViewModel;
  index: number;
  name: string;
  locale: Locale;
}) {
  const { t } = useTranslation('market');
  const [place, setPlace] = useState<CSSProperties>({});
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const open = model.details?.index === index;
  const row = open ? model.rowAt(index) : undefined;
  // Beside the button, below it in the upper half of the window and above it in the lower half (in the page's body,
  // so the table's scrolling box never cuts it).
  const follow = () => {
    const rect = button.current?.getBoundingClientRect();
    if (rect)
      setPlace(
        rect.top < window.innerHeight / 2
          ? { top: rect.bottom + 4, right: window.innerWidth - rect.right }
          : { bottom: window.innerHeight - rect.top + 4, right: window.innerWidth - rect.right },
      );
  };
  const show = () => {
    follow();
    model.showDetails(index);
  };
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') model.closeDetails();
    };
    document.addEventListener('keydown', close);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('keydown', close);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, model]);
  const leave = () => model.leaveDetails(index);
  return (
    <span className="quotes-details" onMouseEnter={show} onMouseLeave={leave}>
      <button
        ref={button}
        type="button"
        className="button button-ghost icon-button"
        aria-label={t('details', { name })}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-describedby={open ? id : undefined}
        onClick={() => {
          follow();
          model.pressDetails(index);
        }}
        onFocus={show}
        onBlur={leave}
      >
        <Info aria-hidden="true" size={16} />
      </button>
      {/* Drawn only while open: a tick then moves no hidden panel of every row. */}
      {open &&
        row &&
        createPortal(
          <span id={id} role="tooltip" className="quotes-details-panel" style={place}>
            <dl>
              <dt>{t('source')}</dt>
              <dd>{row.source}</dd>
              <dt>{t('unit')}</dt>
              <dd>{row.unit}</dd>
              <dt>{t('currency')}</dt>
              <dd>{row.currency}</dd>
              <dt>{t('time')}</dt>
              <dd>{timeOf(locale, row.time)}</dd>
              <dt>{t('method')}</dt>
              <dd>{row.method}</dd>
            </dl>
          </span>,
          document.body,
        )}
    </span>
  );
});

/** A row's actions: its chart, its star, its alert and its details. They change with the instrument, not with its
 * prices, so a tick does not draw them again. */
const RowActions = memo(function RowActions({
  model,
  index,
  id,
  name,
  locale,
}: {
  model: QuotesPageViewModel;
  index: number;
  id: string;
  name: string;
  locale: Locale;
}) {
  const { t } = useTranslation('market');
  const current = () => model.rowAt(index)!;
  return (
    <span role="cell" className="quotes-actions">
      <button
        type="button"
        className="button button-ghost icon-button"
        aria-label={t('openChart', { name })}
        onClick={() => model.openChart({ id, name })}
      >
        <ChartCandlestick aria-hidden="true" size={16} />
      </button>
      <WatchStar model={model.watch} row={{ id, name }} />
      <AlertButton model={model.watch} row={{ id, name }} current={current} />
      <RowDetails model={model} index={index} name={name} locale={locale} />
    </span>
  );
});

/** One row: name, last, change with sign and arrow, high, low, volume and time, tabular figures aligned right. */
const QuoteLine = observer(function QuoteLine({
  model,
  index,
  locale,
  start,
}: {
  model: QuotesPageViewModel;
  index: number;
  locale: Locale;
  start: number;
}) {
  const { t } = useTranslation('market');
  const row = model.rowAt(index);
  if (!row) return null;
  // The figures of a row keep one number of decimals: at least 2, the most any of its prices has.
  const digits = Math.max(2, decimalsOf(row.last), decimalsOf(row.high), decimalsOf(row.low));
  const direction = row.change > 0 ? 'up' : row.change < 0 ? 'down' : 'flat';
  const Arrow = direction === 'up' ? ArrowUp : direction === 'down' ? ArrowDown : Minus;
  return (
    <div
      role="row"
      className="quotes-row"
      aria-rowindex={index + 2}
      data-id={row.id}
      style={{ transform: `translateY(${start}px)`, height: ROW }}
    >
      <span role="cell" className="quotes-name">
        <span className="quotes-name-main">{row.name}</span>
        <span className="quotes-muted">{row.contract ?? row.place}</span>
      </span>
      <span role="cell" className="quotes-num quotes-last">
        {fixed(locale, row.last, digits)} <span className="quotes-unit">{row.unit}</span>
      </span>
      <span role="cell" className={`quotes-num quotes-mid quotes-${direction}`}>
        {row.change > 0 ? '+' : ''}
        {fixed(locale, row.change, digits)}
      </span>
      <span role="cell" className={`quotes-num quotes-change quotes-${direction}`}>
        <Arrow aria-hidden="true" size={12} />
        <span className="visually-hidden">{t(direction)} </span>
        {row.changePct > 0 ? '+' : ''}
        {fixed(locale, row.changePct, 2)}%
      </span>
      <span role="cell" className="quotes-num quotes-wide">
        {fixed(locale, row.high, digits)}
      </span>
      <span role="cell" className="quotes-num quotes-wide">
        {fixed(locale, row.low, digits)}
      </span>
      <span role="cell" className="quotes-num quotes-wide">
        {row.volume === null ? '—' : fixed(locale, row.volume, 0)}
      </span>
      <span role="cell" className="quotes-num quotes-muted quotes-wide">
        {timeOf(locale, row.time)}
      </span>
      <RowActions model={model} index={index} id={row.id} name={row.name} locale={locale} />
    </div>
  );
});

/** The rows of the market shown, virtualised (only the rows in view are in the page). */
const QuotesTable = observer(function QuotesTable({ model, locale }: { model: QuotesPageViewModel; locale: Locale }) {
  const { t } = useTranslation('market');
  const scroller = useRef<HTMLDivElement>(null);
  const count = model.count;
  const version = model.tableVersion;
  const virtual = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 8,
    useFlushSync: false,
    // Before the table is laid out (height 0), the rows of its first screen show.
    initialRect: { width: 0, height: FIRST_SCREEN },
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: FIRST_SCREEN }),
      ),
  });
  if (count === 0) return <p className="quotes-muted">{t(model.shown === 'watchlist' ? 'watchlistEmpty' : 'empty')}</p>;
  return (
    <div role="table" aria-label={t(model.shown)} aria-rowcount={count + 1} className="quotes-table">
      <div role="rowgroup" className="quotes-head">
        <div role="row" className="quotes-row quotes-head-row" aria-rowindex={1}>
          <span role="columnheader">{t('instrument')}</span>
          <span role="columnheader" className="quotes-num">
            {t('last')}
          </span>
          <span role="columnheader" className="quotes-num quotes-mid">
            {t('change')}
          </span>
          <span role="columnheader" className="quotes-num">
            {t('changePct')}
          </span>
          <span role="columnheader" className="quotes-num quotes-wide">
            {t('high')}
          </span>
          <span role="columnheader" className="quotes-num quotes-wide">
            {t('low')}
          </span>
          <span role="columnheader" className="quotes-num quotes-wide">
            {t('volume')}
          </span>
          <span role="columnheader" className="quotes-num quotes-wide">
            {t('time')}
          </span>
          <span role="columnheader" className="visually-hidden">
            {t('actions')}
          </span>
        </div>
      </div>
      <div ref={scroller} role="rowgroup" className="quotes-scroll">
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((item) => (
            <QuoteLine
              key={`${version}-${item.key}`}
              model={model}
              index={item.index}
              locale={locale}
              start={item.start}
            />
          ))}
        </div>
      </div>
    </div>
  );
});

/** The quotes module (/quotes and /tmnquotes): tabs per market, the live state and the table; the upsell without quotes. */
export const QuotesPage = observer(function QuotesPage() {
  const { t } = useTranslation('market');
  const model = useViewModel(QuotesPageViewModel);
  const locale = useInjection(LocaleStore).locale;
  usePageTitle(t('title'));
  useStation(model);
  const offered = new Set(model.menu?.markets.map((m) => m.market) ?? []);
  return (
    <section className="page quotes-page" data-station={model.station.kind}>
      <header className="quotes-header">
        <h1>{t('title')}</h1>
        {model.state === 'ready' && <StatusBadge status={model.status} paused={model.station.kind === 'lost'} />}
      </header>
      {model.state === 'ready' && <StationLost model={model} />}
      {model.state === 'loading' && (
        <p className="quotes-muted" role="status">
          {t('loading')}
        </p>
      )}
      {model.state === 'failed' && (
        <div role="alert" className="quotes-failed">
          <p>{t('failed')}</p>
          <button type="button" className="button" onClick={() => void model.load()}>
            {t('retry')}
          </button>
        </div>
      )}
      {model.state === 'upsell' && (
        <div className="quotes-upsell">
          <h2>{t('upsellTitle')}</h2>
          <p>{t('upsellText')}</p>
          <Link className="button button-primary" to="/pages/plans">
            {t('seePlans')}
          </Link>
        </div>
      )}
      {model.state === 'ready' && <AlertNotices model={model.watch} />}
      {model.state === 'ready' && (
        <Tabs selectedKey={model.market} onSelectionChange={(key) => void model.selectMarket(key as QuotesView)}>
          <TabList aria-label={t('markets')} className="tabs quotes-tabs">
            {MARKETS.filter((m) => offered.has(m)).map((market) => (
              <Tab key={market} id={market} className="tab">
                {t(market)}
              </Tab>
            ))}
            <Tab id="watchlist" className="tab">
              {t('watchlist')}
            </Tab>
          </TabList>
          {/* The selected market's table is the tab's panel (each tab controls it). */}
          <TabPanel id={model.market}>
            <QuotesTable model={model} locale={locale} />
          </TabPanel>
        </Tabs>
      )}
      {model.state === 'ready' && <ExportTable model={model} />}
      {model.chart && (
        <Suspense
          fallback={
            <p className="quotes-muted" role="status">
              {t('chartLoading')}
            </p>
          }
        >
          <InstrumentChart key={model.chart.id} instrument={model.chart} onClose={model.closeChart} />
        </Suspense>
      )}
      {model.state === 'ready' && <AlertsPanel model={model.watch} />}
    </section>
  );
});
