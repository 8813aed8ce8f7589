import { type ColumnDef } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  dateTimeFormat,
  NewsStatus,
  PUBLICATION_TYPE_NAMES,
  type PublicationType,
  PUBLISHING_FILTERS,
  PUBLISHING_SORTABLE,
  type PublishingRow,
  SHARE_CHANNELS,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { DataTable } from '../kit/table/data-table';
import { useTableQuery } from '../kit/table/use-table-query';
import { PublishingStatus } from './publishing-status';
import { PublishingListViewModel } from './publishing.view-model';
import './publishing.css';

const FIELDS = { sortable: PUBLISHING_SORTABLE, filters: PUBLISHING_FILTERS };
export const PUBLISHING_LIST_PATH = '/admin/publishing';
export const PUBLISHING_REGISTER_PATH = '/admin/publishing/register';

/** /admin/publishing: the desk's publications, sorted and filtered in the address, each opening its form. */
export const PublishingListPage = observer(function PublishingListPage() {
  const { t } = useTranslation('admin-publishing');
  const { locale } = useInjection(LocaleStore);
  const viewModel = useViewModel(PublishingListViewModel);
  const [query, setQuery] = useTableQuery(FIELDS);
  usePageTitle(t('title'));
  useEffect(() => {
    void viewModel.read(query);
  }, [viewModel, query]);
  const columns = useMemo<ColumnDef<PublishingRow, never>[]>(() => {
    const when = dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    return [
      { id: 'title', header: t('columns.title'), cell: ({ row }) => row.original.title },
      {
        id: 'type',
        header: t('columns.type'),
        cell: ({ row }) =>
          PUBLICATION_TYPE_NAMES[row.original.publicationType as PublicationType]?.[locale] ??
          row.original.publicationType,
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => <PublishingStatus status={row.original.status} failures={row.original.failures} />,
      },
      {
        id: 'shares',
        header: t('columns.shares'),
        cell: ({ row }) => {
          const { total, byChannel } = row.original.shares;
          const channels = SHARE_CHANNELS.filter((channel) => (byChannel[channel] ?? 0) > 0);
          return (
            <span className="share-counts" data-total={total}>
              <strong>{total}</strong>
              {channels.length > 0 ? (
                <small>
                  {' '}
                  ({channels.map((channel) => `${t(`shareChannels.${channel}`)} ${byChannel[channel]}`).join(' · ')})
                </small>
              ) : null}
            </span>
          );
        },
      },
      {
        id: 'date',
        header: t('columns.date'),
        cell: ({ row }) => <time dateTime={row.original.date}>{when.format(new Date(row.original.date))}</time>,
      },
    ];
  }, [t, locale]);
  return (
    <section className="page publishing-page" aria-labelledby="publishing-title">
      <div className="publishing-head">
        <h1 id="publishing-title">{t('title')}</h1>
        <Link className="button button-primary" to={PUBLISHING_REGISTER_PATH}>
          {t('new')}
        </Link>
      </div>
      <p>{t('intro')}</p>
      <DataTable
        caption={t('caption')}
        columns={columns}
        page={viewModel.page}
        state={viewModel.state}
        query={query}
        onQueryChange={setQuery}
        onRetry={() => void viewModel.read(query)}
        emptyText={t('empty')}
        rowKey={(row) => String(row.id)}
        rowLink={(row) => `${PUBLISHING_REGISTER_PATH}?id=${row.id}`}
        filters={[
          { name: 'title', label: t('filters.title'), type: 'text' },
          {
            name: 'type',
            label: t('filters.type'),
            type: 'select',
            options: Object.entries(PUBLICATION_TYPE_NAMES).map(([value, names]) => ({ value, label: names[locale] })),
          },
          {
            name: 'status',
            label: t('filters.status'),
            type: 'select',
            options: Object.values(NewsStatus).map((status) => ({
              value: String(status),
              label: t(`status.${status}`),
            })),
          },
          { name: 'date', label: t('filters.date'), type: 'date' },
        ]}
        breadcrumb={[{ label: t('admin') }, { label: t('title') }]}
      />
    </section>
  );
});
