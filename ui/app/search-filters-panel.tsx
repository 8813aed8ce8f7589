import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentApiPort, type ContentApiPort as ContentApi, type ContentFilterOptions } from '../../core';
import { useInjection } from '../kit/injection';
import { SearchFilters } from '../search/search-filters';

const ReportFiltersPanel = lazy(async () => ({
  default: (await (await import('../content/informative-list')).loadReportFiltersPanel()).ReportFiltersPanel,
}));

/**
 * The lists' report filters on the results page: the same panel and the same filters (kept for the session), opened
 * from a button that counts the filters on; its options are read when it is first opened.
 */
export const SearchFiltersPanel = observer(function SearchFiltersPanel() {
  const store = useInjection<SearchFilters>(SearchFilters);
  const api = useInjection<ContentApi>(ContentApiPort);
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ContentFilterOptions | null>(null);
  useEffect(() => {
    if (open && !options)
      api.contentFilter().then(
        (read) => setOptions(read),
        () => undefined,
      );
  }, [open, options, api]);
  return (
    <div className="search-filters">
      <div className="search-pages">
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls="search-report-filters"
          onClick={() => setOpen(!open)}
        >
          {store.activeCount > 0 ? t('filtersOn', { count: store.activeCount }) : t('filters')}
        </button>
        {store.activeCount > 0 && (
          <button type="button" className="button button-ghost" onClick={store.clear}>
            {t('clearFilters')}
          </button>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <ReportFiltersPanel id="search-report-filters" options={options} showCommodity />
        </Suspense>
      )}
    </div>
  );
});
