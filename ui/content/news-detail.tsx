import { ArrowLeft, BookmarkPlus, CalendarDays, Download, Eye, FileDown, Lock, Mail, Paperclip } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateTime } from 'luxon';
import {
  canReadInline,
  DEFAULT_TIME_ZONE,
  downloadFailureMessage,
  formatDate,
  formatMoney,
  formatReportDate,
  type Locale,
  type PrivateContent,
  type TimedContentEvent,
  type TimedNewsDetail,
} from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { useOnline } from '../kit/platform/online';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useCatalogue } from '../kit/i18n/use-catalogue';
import { pagePath } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { PreferencesStore } from '../shell/preferences.store';
import { ContentBadges } from './content-badges';
import { detailPath } from './content-entry';
import { ContentFailed, EmptyContent } from './content-status';
import { FavoriteStar } from './favorite-star';
import { FavoritesStore } from './favorites.store';
import { SavedNewsStore } from './saved-news.store';
import { NewsDetailViewModel } from './news-detail.view-model';
import { SUPPORT_ADDRESS } from './support-address';
import { SafeHtml } from './safe-html';

/** The listen and share controls: loaded with their texts once the detail shows (their engines load when pressed). */
const ReadingTools = lazy(async () => ({ default: (await import('./reading-tools')).ReadingTools }));

/** Text as HTML (a locked item is read from its summary). */
const asHtml = (text: string) =>
  `<p>${text.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'))}</p>`;

/** A day with its month abbreviated (luxon's DATE_MED), and the same with the time (DATETIME_MED). */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: 'numeric' };

/** A date and time of an event in the reader's locale and the home market's zone (the date only for an all-day event). */
function eventDate(date: DateTime, allDay: boolean, locale: Locale): string {
  return formatDate(date.toMillis(), locale, { ...(allDay ? DAY : DAY_AND_TIME), timeZone: DEFAULT_TIME_ZONE });
}

/** The day a mailed link expires, its month in full (luxon's DATE_FULL), in the zone luxon reads the instant in. */
function expiryDay(iso: string, locale: Locale): string {
  const until = DateTime.fromISO(iso);
  return formatDate(until.toMillis(), locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: until.zoneName ?? undefined,
  });
}

/** The details of an event: online or in person, dates, place, price, link and its news. */
function EventDetails({ event, locale }: { event: TimedContentEvent; locale: Locale }) {
  const { t } = useTranslation(['content-pages', 'content'], { nsMode: 'fallback' });
  const price =
    event.price === null ? null : event.price === 0 ? t('detail.event.free') : formatMoney(event.price, locale, 'BRL');
  return (
    <section className="event-details" aria-labelledby="event-title">
      <h2 id="event-title">
        <CalendarDays aria-hidden="true" size={18} /> {t('detail.event.title')}: {t(`detail.event.${event.type}`)}
      </h2>
      <dl>
        {event.allDay ? (
          <>
            <dt>{t('detail.event.allDay')}</dt>
            <dd>{eventDate(event.start, true, locale)}</dd>
          </>
        ) : null}
        <dt>{t('detail.event.starts')}</dt>
        <dd>{eventDate(event.start, event.allDay, locale)}</dd>
        <dt>{t('detail.event.ends')}</dt>
        <dd>{eventDate(event.end, event.allDay, locale)}</dd>
        {event.location ? (
          <>
            <dt>{t('detail.event.location')}</dt>
            <dd>{event.location}</dd>
          </>
        ) : null}
        {price ? (
          <>
            <dt>{t('detail.event.price')}</dt>
            <dd>{price}</dd>
          </>
        ) : null}
        {event.link ? (
          <>
            <dt>{t('detail.event.link')}</dt>
            <dd>
              <a href={event.link} target="_blank" rel="noreferrer">
                {event.link}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {event.relatedNews.length > 0 ? (
        <>
          <h3>{t('detail.event.related')}</h3>
          <ul>
            {event.relatedNews.map((news) => (
              <li key={news.id}>
                <Link to={`/informative/0/${news.id}`}>{news.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The upsell of a locked detail (detail-private-subscriber, -demo or -free): what the user misses and the way to the plans. */
function PrivateContentNotice({ detail, upsell }: { detail: TimedNewsDetail; upsell: PrivateContent | null }) {
  const { t } = useTranslation(['content-pages', 'content'], { nsMode: 'fallback' });
  return (
    <section
      className={`private-content ${detail.location}`}
      aria-labelledby="private-content-title"
      data-location={detail.location}
    >
      <h2 id="private-content-title">
        <Lock aria-hidden="true" size={18} /> {upsell?.title ?? t('content:list.lockedBadge')}
      </h2>
      {upsell ? <p>{upsell.message}</p> : null}
      {upsell && upsell.benefits.length > 0 ? (
        <ul>
          {upsell.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
      <div className="form-actions">
        <Link className="button button-primary" to={pagePath('plans')}>
          {t('content:upsell.see-plans')}
        </Link>
        <a className="button button-secondary" href={SUPPORT_ADDRESS}>
          {t('content:upsell.contactSupport')}
        </a>
      </div>
    </section>
  );
}

/** /informative/{commodity}/{id}: a news item with its date, badges, body, attachments, event and related news. */
export const NewsDetailView = observer(function NewsDetailView({ id, listPath }: { id: number; listPath: string }) {
  const viewModel = useViewModel(NewsDetailViewModel, id);
  const preferences = useInjection(PreferencesStore);
  const { locale } = useInjection(LocaleStore);
  const catalogue = useCatalogue();
  const favorites = useInjection(FavoritesStore);
  const savedNews = useInjection(SavedNewsStore);
  const { t } = useTranslation(['content-pages', 'content'], { nsMode: 'fallback' });
  const detail = viewModel.detail;
  const online = useOnline();
  usePageTitle(detail?.title);
  const back = (
    <Link className="back-link" to={listPath}>
      <ArrowLeft aria-hidden="true" size={16} /> {t('detail.back')}
    </Link>
  );

  if (viewModel.state === 'loading') {
    return (
      <article className="news-detail" aria-busy="true">
        {back}
        <h1>{t('detail.loading')}</h1>
      </article>
    );
  }
  if (viewModel.state !== 'ready' || !detail) {
    const [title, text] =
      viewModel.state === 'not-found'
        ? [t('detail.notFound'), t('detail.notFoundText')]
        : viewModel.state === 'forbidden'
          ? [t('detail.forbidden'), t('detail.forbiddenText')]
          : [t('detail.failed'), undefined];
    return (
      <article className="news-detail">
        {back}
        <h1>{title}</h1>
        {viewModel.state === 'failed' ? (
          <ContentFailed text={t('detail.failed')} onRetry={() => void viewModel.load(id)} />
        ) : (
          <EmptyContent title={title} text={text} />
        )}
      </article>
    );
  }
  return (
    <article className={`news-detail align-${preferences.formatAlignDetail}`} data-zoom-detail={preferences.zoomDetail}>
      {back}
      {online ? null : (
        <p className="notice notice-success offline-note" role="status">
          {t('schedule.offline')}
        </p>
      )}
      <header className="news-detail-head">
        <p className="content-meta">
          <span>{detail.commodity.nome}</span>
          <span>{detail.newsContent[0]?.nome}</span>
          <time dateTime={detail.dt_publish}>{formatReportDate(detail, locale)}</time>
        </p>
        <div className="news-detail-title">
          <h1>{detail.title}</h1>
          {detail.body !== undefined ? (
            <FavoriteStar
              className="news-detail-star"
              on={favorites.has(detail.commodity.id, detail.id)}
              label={
                favorites.has(detail.commodity.id, detail.id)
                  ? t('content:favorites.remove')
                  : t('content:favorites.add')
              }
              onToggle={() => void favorites.toggle(detail.commodity.id, detail.id)}
            />
          ) : null}
        </div>
        <p className="news-detail-author">
          <Link to={`/author/${detail.author.id}`}>{t('detail.by', { name: detail.author.name })}</Link>
        </p>
        <ContentBadges item={detail} />
        {detail.image ? (
          <img className="news-detail-image" src={detail.image.url} alt={detail.image.alt} width={640} height={360} />
        ) : null}
        <p className="news-detail-summary">{detail.summary}</p>
        <Suspense fallback={null}>
          <ReadingTools
            key={detail.id}
            item={{
              id: detail.id,
              title: detail.title,
              summary: detail.summary,
              body: detail.body ?? asHtml(detail.summary),
              languages: detail.languages,
              canPdf: detail.body !== undefined && !detail.attachmentsLocked,
            }}
          />
        </Suspense>
        {detail.body !== undefined ? (
          <div className="news-detail-actions">
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={savedNews.has(detail.id)}
              onClick={() => void savedNews.toggle(detail.id)}
            >
              <BookmarkPlus aria-hidden="true" size={14} />{' '}
              {savedNews.has(detail.id) ? t('schedule.saved') : t('schedule.save')}
            </button>
            {detail.attachmentsLocked ? null : (
              <button
                type="button"
                className="button button-secondary"
                aria-busy={viewModel.fetching === NewsDetailViewModel.REPORT_KEY}
                disabled={viewModel.fetching !== null}
                onClick={() => void viewModel.fetchReport()}
              >
                <FileDown aria-hidden="true" size={14} />{' '}
                {viewModel.fetching === NewsDetailViewModel.REPORT_KEY
                  ? t('detail.downloading')
                  : t('detail.reportPdf')}
              </button>
            )}
            {viewModel.failureOf('report') !== null ? (
              <p className="notice attachment-failure" role="alert">
                {downloadFailureMessage(viewModel.failureOf('report'), catalogue)}
              </p>
            ) : null}
          </div>
        ) : null}
      </header>
      {detail.body !== undefined ? (
        <SafeHtml className="news-body" html={detail.body} />
      ) : (
        <PrivateContentNotice detail={detail} upsell={viewModel.upsell} />
      )}
      {detail.event ? <EventDetails event={detail.event} locale={locale} /> : null}
      {detail.attachments.length > 0 ? (
        <section className="attachments" aria-labelledby="attachments-title">
          <h2 id="attachments-title">{t('detail.attachments')}</h2>
          <ul>
            {detail.attachments.map((file, index) => {
              const reading = viewModel.fetching === NewsDetailViewModel.fetchKey(index + 1, 'read');
              const downloading = viewModel.fetching === NewsDetailViewModel.fetchKey(index + 1, 'download');
              return (
                <li key={file.url} className="attachment">
                  <span className="attachment-name">
                    <Paperclip aria-hidden="true" size={14} /> {file.name}
                  </span>
                  <span className="attachment-actions">
                    {canReadInline(file.mimeType) ? (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`${t('detail.read')} ${file.name}`}
                        aria-busy={reading}
                        disabled={viewModel.fetching !== null}
                        onClick={() => void viewModel.fetchDocument(file, 'read')}
                      >
                        <Eye aria-hidden="true" size={14} /> {t('detail.read')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button-primary"
                      aria-label={`${t('detail.download')} ${file.name}`}
                      aria-busy={downloading}
                      disabled={viewModel.fetching !== null}
                      onClick={() => void viewModel.fetchDocument(file, 'download')}
                    >
                      <Download aria-hidden="true" size={14} />{' '}
                      {downloading ? t('detail.downloading') : t('detail.download')}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`${t('detail.mailLink')}: ${file.name}`}
                      aria-busy={viewModel.fetching === NewsDetailViewModel.fetchKey(index + 1, 'mail')}
                      disabled={viewModel.fetching !== null}
                      onClick={() => void viewModel.mailLink(file)}
                    >
                      <Mail aria-hidden="true" size={14} /> {t('detail.mailLink')}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
          {viewModel.linkSent ? (
            <p className="notice notice-success link-sent" role="status">
              {t('detail.linkSent', {
                email: viewModel.linkSent.email,
                name: detail.attachments[viewModel.linkSent.attachment - 1]?.name ?? '',
                until: expiryDay(viewModel.linkSent.expiresAt, locale),
              })}
            </p>
          ) : null}
          {viewModel.failureOf('attachment') !== null ? (
            <p className="notice attachment-failure" role="alert">
              {downloadFailureMessage(viewModel.failureOf('attachment'), catalogue)}
            </p>
          ) : null}
        </section>
      ) : detail.attachmentsLocked && !detail.locked ? (
        <p className="notice attachments-locked">
          <Lock aria-hidden="true" size={14} /> {t('detail.attachmentsLocked')}{' '}
          <Link to={pagePath('plans')}>{t('content:upsell.see-plans')}</Link>
        </p>
      ) : null}
      {viewModel.related.length > 0 ? (
        <section className="related-news" aria-labelledby="related-title">
          <h2 id="related-title">{t('detail.related')}</h2>
          <ul>
            {viewModel.related.map((item) => (
              <li key={item.id}>
                <Link to={detailPath(item)}>{item.title}</Link>{' '}
                <span className="content-meta">{formatReportDate(item, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
});
