import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatReportDate } from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { usePageTitle } from '../kit/page-title';
import { detailPath } from './content-entry';
import { useOnline } from '../kit/platform/online';
import { ContentFailed, EmptyContent } from './content-status';
import { ScheduleViewModel } from './schedule.view-model';
import './content.css';

/**
 * /schedule: the saved news (the account's saved_news) by date, the newest first, each with its date and a button to
 * take it out, and one to empty the schedule. Loaded on first visit.
 */
export const SchedulePage = observer(function SchedulePage() {
  const viewModel = useViewModel(ScheduleViewModel);
  const locale = useInjection(LocaleStore).locale;
  const { t } = useTranslation(['content-pages', 'content'], { nsMode: 'fallback' });
  const title = t('schedule.title');
  usePageTitle(title);
  const entries = viewModel.entries;
  const online = useOnline();

  return (
    <section className="page favorites-page schedule-page" aria-busy={viewModel.loading}>
      <h1>{title}</h1>
      {online ? null : (
        <p className="notice notice-success offline-note" role="status">
          {t('schedule.offlineList')}
        </p>
      )}
      {entries.length > 0 ? (
        <button type="button" className="button button-secondary" onClick={() => void viewModel.saved.clear()}>
          {t('schedule.clear')}
        </button>
      ) : null}
      {viewModel.failed ? <ContentFailed text={t('schedule.failed')} onRetry={() => void viewModel.retry()} /> : null}
      {entries.length === 0 ? (
        <EmptyContent title={t('schedule.empty')} text={t('schedule.emptyText')} />
      ) : (
        <ul className="favorites-list" aria-label={title}>
          {entries.map(({ id, detail }) => (
            <li key={id} className="content-cell favorites-item schedule-item">
              {detail ? (
                <Link className="content-entry content-entry-list" to={detailPath(detail)}>
                  <span className="content-title">{detail.title}</span>
                  <span className="content-meta">
                    <time dateTime={detail.dt_publish}>{formatReportDate(detail, locale)}</time>
                    <span>{detail.commodity.nome}</span>
                    <span>{detail.newsContent[0]?.nome}</span>
                  </span>
                </Link>
              ) : (
                <span className="content-entry content-entry-list">
                  {viewModel.loading ? t('schedule.loading') : t('content:favorites.gone', { id })}
                </span>
              )}
              <button
                type="button"
                className="button button-ghost"
                aria-label={t('schedule.remove', { title: detail?.title ?? id })}
                onClick={() => void viewModel.saved.remove(id)}
              >
                {t('schedule.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
