import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ADMIN_LIST_QUERIES,
  formatDate,
  type AdminSubject,
  type AdminTag,
  type AdminUserRow,
  parseLocale,
  PROFILE_NAMES,
  ROLE_NAMES,
} from '../../core';
import { useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { DataTable, type FilterField } from '../kit/table/data-table';
import { useTableQuery } from '../kit/table/use-table-query';
import { AdminListViewModel, type AdminListName, type AdminListRows } from './admin-list.view-model';
import './admin.css';

/** An admin list page: its heading, the link to a new record, and the generic table over the server's pages. */
const AdminList = observer(function AdminList<L extends AdminListName>({
  list,
  columns,
  filters,
}: {
  list: L;
  columns: ColumnDef<AdminListRows[L], never>[];
  filters: readonly FilterField[];
}) {
  const { t } = useTranslation('admin');
  const title = t(list as AdminListName);
  usePageTitle(title);
  const viewModel = useViewModel<AdminListViewModel<L>>(AdminListViewModel);
  const [query, setQuery] = useTableQuery(ADMIN_LIST_QUERIES[list]);
  useEffect(() => {
    void viewModel.read(list, query);
  }, [viewModel, list, query]);
  return (
    <section className="page admin-page" aria-labelledby="admin-list-title">
      <div className="admin-heading">
        <h1 id="admin-list-title">{title}</h1>
        <Link className="button button-primary" to={`/admin/${list}/register`}>
          {t('new')}
        </Link>
      </div>
      <DataTable<AdminListRows[L]>
        caption={title}
        columns={columns}
        page={viewModel.page}
        state={viewModel.state}
        query={query}
        onQueryChange={setQuery}
        onRetry={viewModel.retry}
        emptyText={t('empty')}
        rowKey={(row) => String(row.id)}
        rowLink={(row) => `/admin/${list}/register?id=${row.id}`}
        filters={filters}
        breadcrumb={[{ label: t('menuGroup') }, { label: title }]}
      />
    </section>
  );
});

const subject = createColumnHelper<AdminSubject>();
const user = createColumnHelper<AdminUserRow>();
const tag = createColumnHelper<AdminTag>();

/** /admin/subjects: the subjects and commodities of the menu. */
export function SubjectsList() {
  const { t } = useTranslation('admin');
  const columns = useMemo(
    () =>
      [
        subject.accessor('nome', { id: 'nome', header: t('col.nome') }),
        subject.accessor('id', { id: 'id', header: t('col.id') }),
        subject.accessor('mne', { id: 'mne', header: t('col.mne') }),
        subject.accessor('habilitado', {
          id: 'habilitado',
          header: t('col.habilitado'),
          cell: (cell) => (cell.getValue() ? t('state.enabled') : t('state.disabled')),
        }),
      ] as ColumnDef<AdminSubject, never>[],
    [t],
  );
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'nome', label: t('col.nome'), type: 'text' },
      { name: 'mne', label: t('col.mne'), type: 'text' },
    ],
    [t],
  );
  return <AdminList list="subjects" columns={columns} filters={filters} />;
}

/** /admin/users: the accounts, with profile, roles and state. */
export function UsersList() {
  const { t, i18n } = useTranslation('admin');
  const locale = parseLocale(i18n.language);
  const columns = useMemo(
    () =>
      [
        user.accessor('name', { id: 'name', header: t('col.name') }),
        user.accessor('email', { id: 'email', header: t('col.email') }),
        user.accessor('profile', {
          id: 'profile',
          header: t('col.profile'),
          cell: (cell) => PROFILE_NAMES[cell.getValue()][locale],
        }),
        user.accessor('roles', {
          id: 'roles',
          header: t('col.roles'),
          enableSorting: false,
          cell: (cell) => (cell.getValue() as AdminUserRow['roles']).map((role) => ROLE_NAMES[role][locale]).join(', '),
        }),
        user.accessor('disabled', {
          id: 'disabled',
          header: t('col.disabled'),
          cell: (cell) => (cell.getValue() ? t('state.disabled') : t('state.enabled')),
        }),
        user.accessor('createdAt', {
          id: 'createdAt',
          header: t('col.createdAt'),
          cell: (cell) => formatDate(cell.getValue(), locale, { year: 'numeric', month: 'numeric', day: 'numeric' }),
        }),
      ] as ColumnDef<AdminUserRow, never>[],
    [t, locale],
  );
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'name', label: t('col.name'), type: 'text' },
      { name: 'email', label: t('col.email'), type: 'text' },
      { name: 'since', label: t('col.since'), type: 'date' },
    ],
    [t],
  );
  return <AdminList list="users" columns={columns} filters={filters} />;
}

/** /admin/tags: the tags with how many content items carry each. */
export function TagsList() {
  const { t, i18n } = useTranslation('admin');
  const locale = parseLocale(i18n.language);
  const columns = useMemo(
    () =>
      [
        tag.accessor((row) => row[`name${locale}`], { id: 'name', header: t('col.name') }),
        tag.accessor('category', { id: 'category', header: t('col.category') }),
        tag.accessor('contentCount', { id: 'contentCount', header: t('col.contentCount') }),
        tag.accessor('id', { id: 'id', header: t('col.id') }),
      ] as ColumnDef<AdminTag, never>[],
    [t, locale],
  );
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'name', label: t('col.name'), type: 'text' },
      { name: 'category', label: t('col.category'), type: 'text' },
    ],
    [t],
  );
  return <AdminList list="tags" columns={columns} filters={filters} />;
}
