import { ArrowDown, ArrowUp } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  dateTimeFormat,
  LINE_UP_SORT_KEYS,
  numberFormat,
  VESSEL_STATUSES,
  type LineUpSortKey,
  type VesselStatus,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { LineUpViewModel } from './line-up.view-model';
import { ServiceFrame } from './service-frame';

/** /services/ship-line-up: the vessels by port, product and status, sortable, with the totals by product. */
export const LineUpPage = observer(function LineUpPage() {
  const viewModel = useViewModel(LineUpViewModel);
  const { t } = useTranslation('services');
  const { locale } = useInjection(LocaleStore);
  const tonnes = numberFormat(locale);
  const day = dateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const product = (id: string) => t(`freight.products.${id}`, { defaultValue: id });
  const heading = (key: LineUpSortKey) => {
    const active = viewModel.sortKey === key;
    return (
      <th key={key} scope="col" aria-sort={active ? (viewModel.descending ? 'descending' : 'ascending') : 'none'}>
        <button type="button" className="services-sort" onClick={() => viewModel.sortBy(key)}>
          {t(`lineUp.columns.${key}`)}
          {active &&
            (viewModel.descending ? (
              <ArrowDown size={14} aria-hidden="true" />
            ) : (
              <ArrowUp size={14} aria-hidden="true" />
            ))}
        </button>
      </th>
    );
  };
  const select = <Option extends string>(
    id: string,
    label: string,
    value: string,
    options: readonly Option[],
    name: (value: Option) => string,
    onChange: (value: string) => void,
  ) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('lineUp.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {name(option)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <ServiceFrame
      id="line-up-title"
      title={t('lineUp.title')}
      state={viewModel.state}
      onRetry={() => void viewModel.load()}
    >
      <p>{t('lineUp.intro')}</p>
      <div className="services-grid" role="group" aria-label={t('lineUp.filters')}>
        {select(
          'line-up-port',
          t('lineUp.columns.port'),
          viewModel.filter.port ?? '',
          viewModel.ports,
          (p) => p,
          (port) => viewModel.setFilter({ port }),
        )}
        {select(
          'line-up-product',
          t('lineUp.columns.product'),
          viewModel.filter.product ?? '',
          viewModel.products,
          product,
          (p) => viewModel.setFilter({ product: p }),
        )}
        {select(
          'line-up-status',
          t('lineUp.columns.status'),
          viewModel.filter.status ?? '',
          VESSEL_STATUSES,
          (status) => t(`lineUp.statuses.${status}`),
          (status) => viewModel.setFilter({ status: status as VesselStatus | '' }),
        )}
      </div>
      <div className="services-table-wrap">
        <table className="services-table">
          <caption>{t('lineUp.caption', { count: viewModel.shown.length })}</caption>
          <thead>
            <tr>{LINE_UP_SORT_KEYS.map(heading)}</tr>
          </thead>
          <tbody>
            {viewModel.shown.map((vessel) => (
              <tr key={vessel.id}>
                <td data-label={t('lineUp.columns.vessel')}>{vessel.vessel}</td>
                <td data-label={t('lineUp.columns.port')}>{vessel.port}</td>
                <td data-label={t('lineUp.columns.berth')}>{vessel.berth}</td>
                <td data-label={t('lineUp.columns.product')}>{product(vessel.product)}</td>
                <td data-label={t('lineUp.columns.tonnage')} className="services-number">
                  {tonnes.format(vessel.tonnage)} t
                </td>
                <td data-label={t('lineUp.columns.expected')} className="services-number">
                  {day.format(new Date(`${vessel.expected}T12:00:00Z`))}
                </td>
                <td data-label={t('lineUp.columns.status')}>{t(`lineUp.statuses.${vessel.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="line-up-totals">{t('lineUp.totals')}</h2>
      <table className="services-table services-totals" aria-labelledby="line-up-totals">
        <thead>
          <tr>
            <th scope="col">{t('lineUp.columns.product')}</th>
            <th scope="col">{t('lineUp.vessels')}</th>
            <th scope="col">{t('lineUp.columns.tonnage')}</th>
          </tr>
        </thead>
        <tbody>
          {viewModel.totals.map((total) => (
            <tr key={total.product}>
              <th scope="row">{product(total.product)}</th>
              <td className="services-number">{total.vessels}</td>
              <td className="services-number" data-testid={`line-up-total-${total.product}`}>
                {tonnes.format(total.tonnage)} t
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ServiceFrame>
  );
});
