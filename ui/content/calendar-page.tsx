import { CalendarPlus, CircleX, ExternalLink, Lock } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type CalendarEvent, dateTimeFormat, EVENT_IMPORTANCES, formatMoney, type Locale } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { PATHS } from '../shell/paths';
import { ContentFailed, EmptyContent, LoadingRows } from './content-status';
import { CalendarViewModel, type CalendarMode } from './calendar.view-model';
import './content.css';
import './calendar.css';

// FullCalendar and its plugins: a chunk of their own, fetched when a calendar page draws.
const CalendarView = lazy(() => import('./calendar-view'));

/** Phones (under the 768 px breakpoint) get the agenda list. */
const isPhoneWidth = (): boolean => (globalThis.innerWidth ?? 1366) < 768;

/** When an event happens, in the reader's locale and zone (the days only for an all-day event, the end exclusive). */
export function eventWhen(event: CalendarEvent, locale: Locale): string {
  if (event.allDay) {
    const day = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const first = new Date(`${event.start}T00:00:00Z`);
    const last = new Date(Date.parse(`${event.end}T00:00:00Z`) - 86_400_000);
    return first.getTime() >= last.getTime() ? day.format(first) : day.formatRange(first, last);
  }
  const time = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return time.formatRange(new Date(event.start), new Date(event.end));
}

/** The details of the chosen event, with adding it to the user's own calendar. */
const EventDetails = observer(function EventDetails({
  viewModel,
  locale,
}: {
  viewModel: CalendarViewModel;
  locale: Locale;
}) {
  const { t } = useTranslation('content-calendar');
  const event = viewModel.selected;
  if (!event) return null;
  const price =
    event.price === null
      ? null
      : event.price === 0
        ? t('details.free')
        : formatMoney(event.price, locale, event.currency);
  return (
    <section className="event-panel" aria-labelledby="event-panel-title">
      <header className="event-panel-header">
        <h2 id="event-panel-title">{event.title}</h2>
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('details.close')}
          onClick={() => viewModel.select(undefined)}
        >
          <CircleX aria-hidden="true" size={18} />
        </button>
      </header>
      <p className="event-panel-badges">
        <span className="chip">{t(`disclosure.${event.disclosureType}`)}</span>
        <span className="chip">{t(`type.${event.type}`)}</span>
        {event.importance ? (
          <span className={`chip event-importance-chip event-importance-${event.importance}`}>
            {t('economic.importance')}: {t(`importance.${event.importance}`)}
          </span>
        ) : null}
      </p>
      <dl className="event-panel-fields">
        <dt>{t('details.when')}</dt>
        <dd>
          {eventWhen(event, locale)}
          {event.allDay ? ` (${t('details.allDay')})` : null}
        </dd>
        {event.location ? (
          <>
            <dt>{t('details.where')}</dt>
            <dd>{event.location}</dd>
          </>
        ) : null}
        {price ? (
          <>
            <dt>{t('details.price')}</dt>
            <dd className="tabular">{price}</dd>
          </>
        ) : null}
        <dt>{t('details.commodities')}</dt>
        <dd>{event.commodities.map((commodity) => commodity.nome).join(', ')}</dd>
      </dl>
      {event.locked ? (
        <p className="event-panel-locked">
          <Lock aria-hidden="true" size={16} /> {t('details.locked')} <Link to={PATHS.plans}>{t('details.plans')}</Link>
        </p>
      ) : (
        <>
          {event.description ? <p>{event.description}</p> : null}
          {event.link ? (
            <p>
              <a href={event.link} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" size={16} /> {t('details.link')}
              </a>
            </p>
          ) : null}
          {event.relatedNews.length > 0 ? (
            <>
              <h3>{t('details.related')}</h3>
              <ul className="event-panel-related">
                {event.relatedNews.map((news) => (
                  <li key={news.id}>
                    <Link to={`/informative/0/${news.id}`}>{news.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <button type="button" className="button button-primary" onClick={() => void viewModel.add()}>
            <CalendarPlus aria-hidden="true" size={18} /> {t('details.add')}
          </button>
          <p role="status" className="event-panel-status">
            {viewModel.added?.kind === 'done'
              ? t('details.added', { name: viewModel.added.name })
              : viewModel.added?.kind === 'failed'
                ? t('details.addFailed')
                : null}
          </p>
        </>
      )}
    </section>
  );
});

/** The filters of the economic calendar: commodities and importances. */
const EconomicFilters = observer(function EconomicFilters({ viewModel }: { viewModel: CalendarViewModel }) {
  const { t } = useTranslation('content-calendar');
  return (
    <div className="economic-filters">
      <div className="publication-types" role="group" aria-label={t('economic.commodities')}>
        <button
          type="button"
          className="chip"
          aria-pressed={viewModel.commodities.length === 0}
          onClick={viewModel.allCommodities}
        >
          {t('economic.allCommodities')}
        </button>
        {viewModel.commodityOptions.map((commodity) => (
          <button
            key={commodity.id}
            type="button"
            className="chip"
            aria-pressed={viewModel.commodities.includes(commodity.id)}
            onClick={() => viewModel.toggleCommodity(commodity.id)}
          >
            {commodity.nome}
          </button>
        ))}
      </div>
      <div className="publication-types" role="group" aria-label={t('economic.importance')}>
        {EVENT_IMPORTANCES.map((importance) => (
          <button
            key={importance}
            type="button"
            className={`chip event-importance-chip event-importance-${importance}`}
            aria-pressed={viewModel.importances.includes(importance)}
            onClick={() => viewModel.toggleImportance(importance)}
          >
            {t(`importance.${importance}`)}
          </button>
        ))}
      </div>
    </div>
  );
});

/** A calendar page: every event (/events) or the economic calendar (/economic-calendar). */
function calendarPage(mode: CalendarMode) {
  return observer(function CalendarPage() {
    const viewModel = useViewModel(CalendarViewModel, mode);
    const { locale } = useInjection(LocaleStore);
    const { t } = useTranslation('content-calendar');
    const [isPhone] = useState(isPhoneWidth);
    const title = t(mode === 'economic' ? 'economic.title' : 'events.title');
    usePageTitle(title);
    const visible = viewModel.visible;
    const moreLabel = useCallback((count: number) => t('more', { count }), [t]);
    // Stable, so that the calendar (memo) is not drawn again when only the page's loading state changes.
    const onRange = useCallback((range: { from: string; to: string }) => void viewModel.show(range), [viewModel]);
    return (
      <section className={`page calendar-page calendar-page-${mode}`} aria-busy={viewModel.loading}>
        <h1>{title}</h1>
        <p className="calendar-intro">{t(mode === 'economic' ? 'economic.intro' : 'events.intro')}</p>
        {mode === 'economic' ? <EconomicFilters viewModel={viewModel} /> : null}
        {viewModel.failed ? <ContentFailed text={t('failed')} onRetry={() => void viewModel.retry()} /> : null}
        {mode === 'economic' && !viewModel.loading && !viewModel.failed && visible.length === 0 ? (
          <EmptyContent title={t('economic.empty')} />
        ) : null}
        <div className="calendar-layout">
          <Suspense fallback={<LoadingRows height={480} label={t('loading')} />}>
            <CalendarView
              key={locale}
              events={visible}
              locale={locale}
              isPhone={isPhone}
              onRange={onRange}
              onSelect={viewModel.select}
              label={title}
              moreLabel={moreLabel}
            />
          </Suspense>
          <EventDetails viewModel={viewModel} locale={locale} />
        </div>
      </section>
    );
  });
}

/** /events: every event (announcements, invites and the economic calendar). */
export const EventsCalendarPage = calendarPage('events');
/** /economic-calendar: the economic calendar, filtered by commodity and importance. */
export const EconomicCalendarPage = calendarPage('economic');

/** /author/:id, in the same chunk as the calendars (one address of code fewer for the routes to name). */
export { AuthorPage } from './author-page';
