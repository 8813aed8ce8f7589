import { CalendarCheck, CirclePlay, Radio } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIVE_SESSION_CLOSED, LIVE_SESSION_FULL, sessionTimes, type LiveService, type Locale } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { readerZone } from '../kit/platform/reader-zone';
import { LiveSessionsViewModel, PAST_STEP, type SessionRow } from './live-sessions.view-model';
import { ServiceFrame } from './service-frame';
import './services.css';

/** One session: its topic, when (in the reader's zone), with whom, its seats, and what the reader can do now. */
const SessionCard = observer(function SessionCard({
  row,
  viewModel,
  locale,
}: {
  row: SessionRow;
  viewModel: LiveSessionsViewModel;
  locale: Locale;
}) {
  const { t } = useTranslation('services');
  const common = useTranslation('common').t;
  const { session, phase, registration } = row;
  const times = sessionTimes(session, readerZone(), locale);
  const id = `live-${session.id}`;
  const problem = viewModel.problem?.id === session.id ? viewModel.problem.kind : null;
  const busy = viewModel.pending === session.id;
  return (
    <li>
      <article className="live-session" aria-labelledby={`${id}-title ${id}-day`} data-phase={phase}>
        <header className="live-session-head">
          <h3 id={`${id}-title`}>{session.title}</h3>
          {phase === 'live' && (
            <span className="chip live-session-now">
              <Radio aria-hidden="true" size={14} /> {t('live.liveNow')}
            </span>
          )}
          {registration === 'registered' && (
            <span className="chip live-session-registered">
              <CalendarCheck aria-hidden="true" size={14} /> {t('live.registered')}
            </span>
          )}
        </header>
        <p className="live-session-when">
          <span id={`${id}-day`} className="live-session-day">
            {times.day}
          </span>{' '}
          <span className="live-session-hours">
            {t('live.hours', { start: times.start, end: times.end, zone: times.zone })}
          </span>
          {times.otherThanBrasilia && (
            <span className="services-muted"> · {t('live.brasilia', { time: times.brasiliaStart })}</span>
          )}
        </p>
        <p className="services-muted">
          {t('live.with', { analysts: session.analysts.join(', ') })} ·{' '}
          {t('live.duration', { minutes: session.durationMinutes })}
        </p>
        {phase !== 'past' && (
          <div className="live-session-actions">
            <span className="services-count" data-testid="seats-left">
              {t('live.seats', { left: row.seatsLeft, seats: session.seats })}
            </span>
            {registration === 'open' && (
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                aria-busy={busy}
                onClick={() => void viewModel.register(session)}
              >
                {t('live.register')}
              </button>
            )}
            {registration === 'registered' && (
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                aria-busy={busy}
                onClick={() => void viewModel.cancel(session)}
              >
                {t('live.cancel')}
              </button>
            )}
            {registration === 'full' && <span className="chip">{t('live.full')}</span>}
            {registration === 'closed' && <span className="chip">{t('live.closed')}</span>}
          </div>
        )}
        {phase === 'past' &&
          (session.recording ? (
            <div className="live-session-actions">
              <button type="button" className="button button-secondary" onClick={() => void viewModel.play(session)}>
                <CirclePlay aria-hidden="true" size={16} /> {t('live.play')}
              </button>
              {viewModel.recordingFailed === session.id && (
                <span role="alert">
                  {t('live.recordingFailed')} <Link to="/media">{t('live.recordingLink')}</Link>
                </span>
              )}
            </div>
          ) : (
            <p className="services-muted">{t('live.noRecording')}</p>
          ))}
        {problem && (
          <p role="alert" className="field-error live-session-problem">
            {problem === 'full'
              ? LIVE_SESSION_FULL[locale]
              : problem === 'closed'
                ? LIVE_SESSION_CLOSED[locale]
                : common('loadFailed')}
          </p>
        )}
      </article>
    </li>
  );
});

/** A service of live sessions: the sessions to come with their registration, and the past ones with their recordings. */
const LiveSessionsPage = observer(function LiveSessionsPage({ service }: { service: LiveService }) {
  const viewModel = useViewModel(LiveSessionsViewModel, service);
  const { t } = useTranslation('services');
  const { locale } = useInjection(LocaleStore);
  const texts = service === 'open-line' ? 'openLine' : 'teleconference';
  const upcoming = viewModel.upcoming;
  const past = viewModel.past;
  const topics = viewModel.topics;
  return (
    <ServiceFrame
      id={`${texts}-title`}
      title={t(`${texts}.title`)}
      state={viewModel.state}
      onRetry={() => void viewModel.load(service)}
    >
      <p>{t(`${texts}.intro`)}</p>
      {topics.length > 1 && (
        <div className="field live-sessions-filter">
          <label htmlFor={`${texts}-commodity`}>{t('live.commodity')}</label>
          <select
            id={`${texts}-commodity`}
            value={viewModel.commodity ?? ''}
            onChange={(event) => viewModel.choose(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('live.allCommodities')}</option>
            {topics.map((topic) => (
              <option key={topic.commodity} value={topic.commodity}>
                {topic.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <h2 id={`${texts}-upcoming`}>{t('live.upcoming')}</h2>
      {upcoming.length === 0 ? (
        <p>{t(viewModel.commodity === null ? 'live.noneUpcoming' : 'live.noneForCommodity')}</p>
      ) : (
        <ul className="live-sessions" aria-labelledby={`${texts}-upcoming`}>
          {upcoming.map((row) => (
            <SessionCard key={row.session.id} row={row} viewModel={viewModel} locale={locale} />
          ))}
        </ul>
      )}
      <h2 id={`${texts}-past`}>{t('live.past')}</h2>
      {past.length === 0 ? (
        <p>{t(viewModel.commodity === null ? 'live.nonePast' : 'live.noneForCommodity')}</p>
      ) : (
        <ul className="live-sessions" aria-labelledby={`${texts}-past`}>
          {past.map((row) => (
            <SessionCard key={row.session.id} row={row} viewModel={viewModel} locale={locale} />
          ))}
        </ul>
      )}
      {viewModel.pastHidden > 0 && (
        <button type="button" className="button button-secondary live-sessions-more" onClick={viewModel.showMorePast}>
          {t('live.morePast', { count: Math.min(viewModel.pastHidden, PAST_STEP) })}
        </button>
      )}
    </ServiceFrame>
  );
});

/** /services/open-line: the weekly open line of each commodity with its analyst. */
export function OpenLinePage() {
  return <LiveSessionsPage service="open-line" />;
}

/** /services/teleconference: the monthly teleconference. */
export function TeleconferencePage() {
  return <LiveSessionsPage service="monthly-teleconference" />;
}
