import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  DateFilter,
  optionLabel,
  type ContentFilterOption,
  type ContentFilterOptions,
  type ReportFilters,
} from '../../core';
import { useInjection } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { ReportFiltersStore } from './report-filters.store';

type ChoiceKey =
  | 'periodicity'
  | 'publicationType'
  | 'commodity'
  | 'originCountry'
  | 'mediaType'
  | 'priority'
  | 'reportType'
  | 'author';
type FlagKey = 'highlight' | 'live' | 'important' | 'exclusive' | 'relevant';

/** The filters with a list of choices, the options group each reads, and whether its ids are numbers. */
const CHOICES: readonly [ChoiceKey, keyof ContentFilterOptions, boolean][] = [
  ['periodicity', 'periodicities', false],
  ['publicationType', 'publicationTypes', false],
  ['commodity', 'commodities', true],
  ['originCountry', 'originCountries', false],
  ['mediaType', 'mediaTypes', false],
  ['priority', 'priorities', true],
  ['reportType', 'reportTypes', true],
  ['author', 'authors', true],
];
const FLAGS: readonly FlagKey[] = ['highlight', 'live', 'important', 'exclusive', 'relevant'];
const QUICK_RANGES = [
  DateFilter.ONE_DAY,
  DateFilter.ONE_WEEK,
  DateFilter.ONE_MONTH,
  DateFilter.THREE_MONTHS,
  DateFilter.OTHERS,
] as const;

/** The report filters: every field of SPEC §3, applied as they change, kept in storage, cleared by Clear. */
export const ReportFiltersPanel = observer(function ReportFiltersPanel({
  id,
  options,
  showCommodity,
}: {
  id: string;
  options: ContentFilterOptions | null;
  showCommodity: boolean;
}) {
  const store = useInjection(ReportFiltersStore);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('content');
  const filters = store.filters;
  const select = (key: ChoiceKey, group: keyof ContentFilterOptions, numeric: boolean) => {
    const choices: ContentFilterOption[] = options?.[group] ?? [];
    const value = filters[key];
    return (
      <label key={key} className="filter-field">
        {t(`filters.${key}`)}
        <select
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const raw = event.target.value;
            store.set(key, (raw === '' ? null : numeric ? Number(raw) : raw) as ReportFilters[typeof key]);
          }}
        >
          <option value="">{t('filters.any')}</option>
          {choices.map((choice) => (
            <option key={String(choice.id)} value={String(choice.id)}>
              {optionLabel(choice, locale)}
            </option>
          ))}
        </select>
      </label>
    );
  };
  return (
    <section id={id} className="report-filters" aria-label={t('filters.title')}>
      <div className="filter-grid">
        {CHOICES.filter(([key]) => showCommodity || key !== 'commodity').map(([key, group, numeric]) =>
          select(key, group, numeric),
        )}
        <label className="filter-field">
          {t('filters.orderBy')}
          <select
            value={filters.orderBy}
            onChange={(event) => store.set('orderBy', event.target.value as ReportFilters['orderBy'])}
          >
            {(options?.orderBy ?? []).map((choice) => (
              <option key={String(choice.id)} value={String(choice.id)}>
                {optionLabel(choice, locale)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="filter-flags">
        <legend className="visually-hidden">{t('filters.title')}</legend>
        {FLAGS.map((flag) => (
          <label key={flag} className="checkbox">
            <input
              type="checkbox"
              checked={filters[flag]}
              onChange={(event) => store.set(flag, event.target.checked)}
            />
            {t(`filters.${flag}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="filter-dates">
        <legend>{t('filters.dateRange')}</legend>
        <label className="filter-field">
          <span className="visually-hidden">{t('filters.dateRange')}</span>
          <select
            value={filters.dateFilter ?? ''}
            onChange={(event) =>
              store.setQuickRange(event.target.value === '' ? null : (Number(event.target.value) as DateFilter))
            }
          >
            <option value="">{t('filters.quick.none')}</option>
            {QUICK_RANGES.map((range) => (
              <option key={range} value={range}>
                {t(`filters.quick.${range}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-field">
          {t('filters.dateFrom')}
          <input
            type="date"
            value={filters.dateFrom ?? ''}
            disabled={filters.dateFilter !== null && filters.dateFilter !== DateFilter.OTHERS}
            onChange={(event) => store.set('dateFrom', event.target.value || null)}
          />
        </label>
        <label className="filter-field">
          {t('filters.dateTo')}
          <input
            type="date"
            value={filters.dateTo ?? ''}
            disabled={filters.dateFilter !== null && filters.dateFilter !== DateFilter.OTHERS}
            onChange={(event) => store.set('dateTo', event.target.value || null)}
          />
        </label>
      </fieldset>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={store.clear}>
          {t('filters.clear')}
        </button>
      </div>
    </section>
  );
});
