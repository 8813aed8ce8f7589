import { CalendarClock, CircleCheck, Download, Eye, Hourglass, Paperclip } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../kit/load-state';
import {
  downloadFailureMessage,
  formatDate,
  hasDocuments,
  isConsultingKind,
  type ConsultingItem,
  type ConsultingStatus,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useCatalogue } from '../kit/i18n/use-catalogue';
import { useInjection, useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { PlansOffer } from '../kit/plans-offer';
import { PATHS } from '../shell/paths';
import { ConsultingViewModel } from './consulting.view-model';
import './consulting.css';

const STATUS_ICONS: Record<ConsultingStatus, typeof CircleCheck> = {
  delivered: CircleCheck,
  'in-progress': Hourglass,
  scheduled: CalendarClock,
};

/** One deliverable: its title, status (icon and word), commodity, day, analyst, summary and documents. */
const Deliverable = observer(function Deliverable({
  item,
  viewModel,
}: {
  item: ConsultingItem;
  viewModel: ConsultingViewModel;
}) {
  const { t } = useTranslation('content-consulting');
  const { locale } = useInjection(LocaleStore);
  const catalogue = useCatalogue();
  const day = formatDate(`${item.date}T12:00:00Z`, locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const StatusIcon = STATUS_ICONS[item.status];
  const titleId = `consulting-item-${item.id}`;
  const failure = viewModel.documentFailure;
  const failedHere =
    failure !== null && item.documents.some((doc) => failure.key.startsWith(`${doc.id}:${doc.attachment}:`));
  return (
    <li className="consulting-item" aria-labelledby={titleId}>
      <div className="consulting-item-head">
        <h3 id={titleId}>{item.title}</h3>
        <span className={`chip consulting-status consulting-${item.status}`}>
          <StatusIcon aria-hidden="true" size={14} /> {t(`status.${item.status}`)}
        </span>
      </div>
      <p className="consulting-meta">
        <span className="chip">{item.commodity.nome}</span>
        <span>{t(`date.${item.status}`, { date: day })}</span>
        <span>{t('analyst', { name: item.analyst })}</span>
      </p>
      <p className="consulting-summary">{item.summary}</p>
      {hasDocuments(item) ? (
        <ul className="consulting-documents" aria-label={`${t('documents')}: ${item.title}`}>
          {item.documents.map((doc) => {
            const reading = viewModel.fetching === ConsultingViewModel.fetchKey(doc, 'read');
            const downloading = viewModel.fetching === ConsultingViewModel.fetchKey(doc, 'download');
            return (
              <li key={`${doc.id}:${doc.attachment}`} className="consulting-document">
                <span className="consulting-document-name">
                  <Paperclip aria-hidden="true" size={14} /> <span title={doc.title}>{doc.name}</span>
                </span>
                <span className="consulting-document-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`${t('read')} ${doc.name}`}
                    aria-busy={reading}
                    disabled={viewModel.fetching !== null}
                    onClick={() => void viewModel.fetchDocument(doc, 'read')}
                  >
                    <Eye aria-hidden="true" size={14} /> {t('read')}
                  </button>
                  <button
                    type="button"
                    className="button button-primary"
                    aria-label={`${t('download')} ${doc.name}`}
                    aria-busy={downloading}
                    disabled={viewModel.fetching !== null}
                    onClick={() => void viewModel.fetchDocument(doc, 'download')}
                  >
                    <Download aria-hidden="true" size={14} /> {downloading ? t('downloading') : t('download')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="consulting-no-documents">{t('noDocuments')}</p>
      )}
      {failedHere && failure ? (
        <p className="notice" role="alert">
          {downloadFailureMessage(failure.error, catalogue)}
        </p>
      ) : null}
    </li>
  );
});

/** /consulting: the consulting deliverables of the user's plan, grouped by service, or the plans with consulting. */
export const ConsultingPage = observer(function ConsultingPage() {
  const viewModel = useViewModel(ConsultingViewModel);
  const { t } = useTranslation('content-consulting');
  const common = useTranslation('common').t;
  usePageTitle(t('title'));
  const result = viewModel.result;
  return (
    <section className="page consulting-page" aria-labelledby="consulting-title">
      <h1 id="consulting-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      {viewModel.state === 'loading' && <p role="status">{common('loading')}</p>}
      {viewModel.state === 'failed' && <LoadFailed onRetry={() => void viewModel.load()} />}
      {viewModel.state === 'upsell' && (
        <PlansOffer title={t('upsell.title')} text={t('upsell.text')} action={t('upsell.plans')} to={PATHS.plans} />
      )}
      {viewModel.state === 'ready' && result && (
        <>
          <div className="consulting-filters" role="group" aria-label={t('filters')}>
            <div className="field">
              <label htmlFor="consulting-commodity">{t('commodity')}</label>
              <select
                id="consulting-commodity"
                value={viewModel.commodity ?? ''}
                onChange={(event) =>
                  void viewModel.chooseCommodity(event.target.value ? Number(event.target.value) : undefined)
                }
              >
                <option value="">{t('allCommodities')}</option>
                {viewModel.commodities.map(({ id, nome }) => (
                  <option key={id} value={id}>
                    {nome}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="consulting-kind">{t('kind')}</label>
              <select
                id="consulting-kind"
                value={viewModel.kind ?? ''}
                onChange={(event) =>
                  void viewModel.chooseKind(isConsultingKind(event.target.value) ? event.target.value : undefined)
                }
              >
                <option value="">{t('allKinds')}</option>
                {viewModel.kinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kinds.${kind}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {viewModel.choiceFailed && (
            <LoadFailed className="notice" onRetry={() => void viewModel.goTo(viewModel.page)} />
          )}
          <div aria-busy={viewModel.reading}>
            {viewModel.groups.length === 0 ? (
              <div role="status" className="consulting-empty">
                <p>{t('empty')}</p>
                {viewModel.filtered && (
                  <button type="button" className="button button-secondary" onClick={() => void viewModel.clear()}>
                    {t('clear')}
                  </button>
                )}
              </div>
            ) : (
              viewModel.groups.map((group) => (
                <section key={group.kind} className="consulting-group" aria-labelledby={`consulting-${group.kind}`}>
                  <h2 id={`consulting-${group.kind}`}>
                    {t(`kinds.${group.kind}`)}{' '}
                    <span className="consulting-count">{t('count', { count: group.items.length })}</span>
                  </h2>
                  <ul className="consulting-list">
                    {group.items.map((item) => (
                      <Deliverable key={item.id} item={item} viewModel={viewModel} />
                    ))}
                  </ul>
                </section>
              ))
            )}
          </div>
          {viewModel.pages > 1 && (
            <nav className="consulting-pages" aria-label={t('page', { page: viewModel.page, pages: viewModel.pages })}>
              <button
                type="button"
                className="button button-secondary"
                disabled={viewModel.page <= 1 || viewModel.reading}
                onClick={() => void viewModel.goTo(viewModel.page - 1)}
              >
                {t('previous')}
              </button>
              <span aria-live="polite">{t('page', { page: viewModel.page, pages: viewModel.pages })}</span>
              <button
                type="button"
                className="button button-secondary"
                disabled={viewModel.page >= viewModel.pages || viewModel.reading}
                onClick={() => void viewModel.goTo(viewModel.page + 1)}
              >
                {t('next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
});
