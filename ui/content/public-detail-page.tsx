import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatReportDate, reportDate, signInToRead } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { LoadState } from '../kit/load-state';
import { usePageTitle } from '../kit/page-title';
import { PublicDetailViewModel } from './public-detail.view-model';
import { VisitorCalls } from './visitor-home';
import './visitor-home.css';

/** The id of /details?id=…, or null when the address has none that could be an item's. */
function idOf(text: string | null): number | null {
  return text !== null && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

const DetailBody = observer(function DetailBody({ id }: { id: number | null }) {
  const viewModel = useViewModel(PublicDetailViewModel, id);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('content-home');
  const detail = viewModel.detail;
  usePageTitle(detail?.title ?? t('detail.title'));
  if (id === null)
    return (
      <section className="page public-detail">
        <h1>{t('detail.title')}</h1>
        <p>{t('detail.choose')}</p>
        <p>
          <Link to="/home">{t('detail.back')}</Link>
        </p>
      </section>
    );
  return (
    <article className="page public-detail">
      <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
        {detail ? (
          <>
            <p className="visitor-meta">
              <span>{detail.commodity.nome}</span> ·{' '}
              <time dateTime={reportDate(detail) ?? undefined}>{formatReportDate(detail, locale)}</time>
            </p>
            <h1>{detail.title}</h1>
            <p className="public-detail-summary">{detail.summary}</p>
            <aside className="public-detail-upsell">
              <p>{t('detail.subscribers')}</p>
              <VisitorCalls label={t('home.calls')} signIn={signInToRead(detail)} />
            </aside>
          </>
        ) : null}
      </LoadState>
      <p>
        <Link to="/home">{t('detail.back')}</Link>
      </p>
    </article>
  );
});

/** /details?id=…: the public teaser of an item (content-private/public-detail), with the ways to read it whole. */
export function PublicDetailPage() {
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  return <DetailBody key={id ?? 'none'} id={id} />;
}
