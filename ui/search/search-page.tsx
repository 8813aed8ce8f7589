import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  activeFilterCount,
  formatNumber,
  formatReportDate,
  SEARCH_RULES,
  searchAddressParams,
  searchFromAddress,
  type SearchResultItem,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { Highlighted } from './highlighted';
import { SearchFilters } from './search-filters';
import { SearchPageViewModel } from './search-page.view-model';
import './search.css';

/**
 * The results page (/search?q=…&filters&page=…): the address holds the text, the report filters and the page, so a
 * link or a reload shows the same results. Arriving without filters in the address, the filters the reader has on
 * (the lists' own) are written into it; the filters changed on the page change the address.
 */
export const SearchResultsPage = observer(function SearchResultsPage({ filtersPanel }: { filtersPanel?: ReactNode }) {
  const viewModel = useViewModel(SearchPageViewModel);
  const filters = useInjection<SearchFilters>(SearchFilters);
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // The request the address holds: one per address, so the effect below runs when the address changes.
  const request = useMemo(() => {
    const fromAddress = new URLSearchParams(address);
    return searchFromAddress((name) => fromAddress.get(name));
  }, [address]);
  usePageTitle(request.text ? t('heading', { text: request.text }) : t('title'));

  // The address and the reader's filters agree: the address's filters win; none there, the reader's are written in.
  useEffect(() => {
    const inAddress = activeFilterCount(request.filters) > 0;
    if (inAddress) {
      if (JSON.stringify(filters.filters) !== JSON.stringify({ ...request.filters, orderBy: filters.filters.orderBy }))
        filters.replace({ ...request.filters, orderBy: filters.filters.orderBy });
    } else if (filters.activeCount > 0) {
      setParams(searchAddressParams(request.text, filters.filters, request.page), { replace: true });
      return;
    }
    void viewModel.show(request);
  }, [request, filters, setParams, viewModel]);

  // A filter changed on the page: the results start again from the first page.
  useEffect(
    () =>
      reaction(
        () => filters.filters,
        (changed) => {
          const current = searchFromAddress((name) => new URLSearchParams(window.location.search).get(name));
          if (JSON.stringify({ ...current.filters, orderBy: changed.orderBy }) === JSON.stringify(changed)) return;
          setParams(searchAddressParams(current.text, changed, 1));
        },
      ),
    [filters, setParams],
  );

  return (
    <section className="search-page" aria-labelledby="search-heading">
      <h1 id="search-heading">{request.text ? t('heading', { text: request.text }) : t('title')}</h1>
      <SearchForm
        key={request.text}
        text={request.text}
        onSearch={(text) => setParams(searchAddressParams(text, filters.filters, 1))}
      />
      {filtersPanel}
      <Results
        viewModel={viewModel}
        onPage={(page) => setParams(searchAddressParams(request.text, filters.filters, page))}
      />
    </section>
  );
});

/** The page's own search field, with what the address holds. */
function SearchForm({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('search');
  const [value, setValue] = useState(text);
  return (
    <form
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <input
        type="search"
        aria-label={t('label')}
        value={value}
        maxLength={SEARCH_RULES.maxLength * 2}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button button-primary">
        {t('submit')}
      </button>
    </form>
  );
}

/** The results, or the state the search is in. */
const Results = observer(function Results({
  viewModel,
  onPage,
}: {
  viewModel: SearchPageViewModel;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('search');
  const { locale } = useInjection(LocaleStore);
  const text = viewModel.request?.text ?? '';
  if (viewModel.status === 'idle' || viewModel.status === 'too-short')
    return <p className="search-state">{t('tooShort')}</p>;
  if (viewModel.status === 'loading')
    return (
      <p className="search-state" role="status">
        {t('loading')}
      </p>
    );
  if (viewModel.status === 'failed')
    return (
      <div className="search-state" role="alert">
        <p>{t('failed')}</p>
        <button type="button" className="button button-secondary" onClick={viewModel.retry}>
          {t('retry')}
        </button>
      </div>
    );
  const page = viewModel.page!;
  if (page.total === 0)
    return (
      <div className="search-state" role="status">
        <p>{t('empty', { text })}</p>
        <p>{t('emptyHint')}</p>
      </div>
    );
  return (
    <>
      <p className="search-count" role="status">
        {page.capped
          ? t('countCapped', { count: page.total, shown: formatNumber(page.total, locale) })
          : t('count', { count: page.total })}
      </p>
      <ol className="search-results">
        {page.items.map((item) => (
          <SearchResult key={item.id} item={item} />
        ))}
      </ol>
      {viewModel.pages > 1 && (
        <nav className="search-pages" aria-label={t('pageOf', { page: page.page, pages: viewModel.pages })}>
          <button
            type="button"
            className="button button-secondary"
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            {t('previous')}
          </button>
          <span>{t('pageOf', { page: page.page, pages: viewModel.pages })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page.page >= viewModel.pages}
            onClick={() => onPage(page.page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      )}
    </>
  );
});

/** One result: its type, commodity and date, the title and summary with the matched words marked, and a lock when it is outside the plan. */
const SearchResult = observer(function SearchResult({ item }: { item: SearchResultItem }) {
  const { t } = useTranslation('search');
  const { locale } = useInjection(LocaleStore);
  return (
    <li className="search-result" data-locked={item.locked}>
      <p className="search-result-meta">
        {item.newsContent[0]?.nome} · {item.commodity.nome} · <time>{formatReportDate(item, locale)}</time>
      </p>
      <h2>
        <Link to={`/informative/${item.commodity.id}/${item.id}`}>
          <Highlighted text={item.title} ranges={item.highlights.title} />
        </Link>
      </h2>
      <p className="search-result-summary">
        <Highlighted text={item.summary} ranges={item.highlights.summary} />
      </p>
      {item.locked && <p className="search-result-locked">{t('lockedNotice')}</p>}
    </li>
  );
});
