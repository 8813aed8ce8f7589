import { Lock, SlidersHorizontal } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLabel, type ContentListItem } from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { ContentListViewModel } from './content-list.view-model';
import { ContentFailed, EmptyContent, LoadingRows } from './content-status';
import { NoRightsDialog } from './no-rights-dialog';
import { Paginator } from '../kit/paginator';
import { DISPLAY_METRICS, VirtualContentList } from './virtual-content-list';
import { ViewStyleSwitch } from './view-style-switch';

/** The report filters: loaded when the filters are first reached for (pointer over their button, focus, press). */
const loadFilters = () => import('./report-filters-panel');
const ReportFiltersPanel = lazy(async () => ({ default: (await loadFilters()).ReportFiltersPanel }));

/** The content list of a commodity: publication types, filters, view style, the list itself and the paginator. */
export const ContentListSection = observer(function ContentListSection({ commodity }: { commodity: number }) {
  const viewModel = useViewModel(ContentListViewModel, { commodity });
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('content');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [lockedItem, setLockedItem] = useState<ContentListItem | null>(null);
  const filters = viewModel.filters;
  const count = filters.activeCount;
  const reserved = Math.min(viewModel.pageSize * DISPLAY_METRICS[viewModel.display].rowHeight, 720);

  return (
    <section className="content-section" aria-labelledby="content-section-title">
      <h2 id="content-section-title" className="visually-hidden">
        {t('list.label')}
      </h2>
      {viewModel.publicationTypes.length === 0 ? (
        // The types' row keeps its place while they load, so the list does not move down when they arrive.
        <div className="publication-types" />
      ) : (
        <div className="publication-types" role="group" aria-label={t('types.label')}>
          <button
            type="button"
            className="chip"
            aria-pressed={filters.filters.publicationType === null}
            onClick={() => filters.set('publicationType', null)}
          >
            {t('types.all')}
          </button>
          {viewModel.publicationTypes.map((type) => {
            const name = optionLabel(type, locale);
            return (
              <button
                key={type.id}
                type="button"
                className={`chip${type.habilitado ? '' : ' locked'}`}
                aria-pressed={filters.filters.publicationType === type.id}
                aria-label={type.habilitado ? name : t('types.locked', { name })}
                onClick={() => filters.set('publicationType', type.id)}
              >
                {type.habilitado ? null : <Lock aria-hidden="true" size={12} />} {name}
              </button>
            );
          })}
        </div>
      )}
      <div className="content-toolbar">
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={filtersOpen}
          aria-controls="report-filters"
          data-tour="filters"
          onPointerEnter={() => void loadFilters()}
          onFocus={() => void loadFilters()}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          <SlidersHorizontal aria-hidden="true" size={16} />
          {count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
        </button>
        <span className="content-total" aria-live="polite">
          {viewModel.data ? t('list.total', { count: viewModel.data.total }) : ''}
        </span>
        <ViewStyleSwitch value={viewModel.display} onChange={viewModel.setDisplay} />
      </div>
      {filtersOpen ? (
        <Suspense fallback={null}>
          <ReportFiltersPanel id="report-filters" options={viewModel.options} showCommodity={commodity === 0} />
        </Suspense>
      ) : null}
      {viewModel.loading && !viewModel.data ? (
        <LoadingRows height={reserved} label={t('list.loading')} />
      ) : viewModel.failed ? (
        <ContentFailed text={t('list.failed')} onRetry={viewModel.retry} />
      ) : viewModel.data && viewModel.data.items.length === 0 ? (
        <EmptyContent title={t('list.empty')} text={t('list.emptyText')} />
      ) : viewModel.data ? (
        <div aria-busy={viewModel.loading}>
          <VirtualContentList items={viewModel.data.items} display={viewModel.display} onLocked={setLockedItem} />
          <Paginator
            page={viewModel.page}
            pageCount={viewModel.pageCount}
            pageSize={viewModel.pageSize}
            onPage={viewModel.goTo}
            onPageSize={viewModel.setPageSize}
            labels={{
              label: t('paginator.label'),
              previous: t('paginator.previous'),
              next: t('paginator.next'),
              page: (page) => t('paginator.page', { page }),
              pageSize: t('paginator.pageSize'),
            }}
          />
        </div>
      ) : null}
      <NoRightsDialog item={lockedItem} onClose={() => setLockedItem(null)} />
    </section>
  );
});
