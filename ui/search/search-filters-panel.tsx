import { observer } from 'mobx-react-lite';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentApiPort, type ContentApiPort as ContentApi, type ContentFilterOptions } from '../../core';
import { useInjection } from '../kit/injection';
import { SearchFilters } from './search-filters';

/** The lists' report filters' panel, as the content area draws it (ui/app passes it in, loaded when first opened). */
export type ReportFiltersPanelComponent = ComponentType<{
  id: string;
  options: ContentFilterOptions | null;
  showCommodity: boolean;
}>;

/**
 * The lists' report filters on the results page: the same panel and the same filters (kept for the session), opened
 * from a button that counts the filters on; its options are read when it is first opened.
 */
export const SearchFiltersPanel = observer(function SearchFiltersPanel({
  ReportFiltersPanel,
}: {
  ReportFiltersPanel: ReportFiltersPanelComponent;
}) {
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
