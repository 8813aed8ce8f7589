import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageCount, type TablePage, type TableQuery } from '../../../core';
import { LoadFailed } from '../load-state';
import { Paginator } from '../paginator';
import './data-table.css';

/** A filter field of a list: a text, a date (yyyy-mm-dd), or one of a few values (any, when none is chosen). */
export type FilterField =
  | { name: string; label: string; type: 'text' | 'date' }
  | { name: string; label: string; type: 'select'; options: readonly { value: string; label: string }[] };

/** A step of the breadcrumb; the last one (the list itself) has no address. */
export interface Crumb {
  label: string;
  to?: string;
}

/** Where a list's read is. */
export type TableState = 'loading' | 'ready' | 'error';

export interface DataTableProps<Row> {
  /** The table's name (its caption, and the name of its scrolling region). */
  caption: string;
  /** The columns; a column's id is the sort key the server knows, and `enableSorting: false` leaves it unsorted. */
  columns: ColumnDef<Row, never>[];
  /** The page the server answered, or undefined before the first answer. */
  page: TablePage<Row> | undefined;
  state: TableState;
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
  onRetry: () => void;
  /** What an empty list says (with the filters, nothing matched them). */
  emptyText: string;
  /** A row's stable key. */
  rowKey: (row: Row) => string;
  /** Where a row leads: its first cell becomes a link there. */
  rowLink?: (row: Row) => string;
  filters?: readonly FilterField[];
  breadcrumb?: readonly Crumb[];
}

const SKELETON_ROWS = 5;
/** Wide enough for the filters to stay open (the tablet breakpoint). */
const WIDE = '(min-width: 768px)';

/** The breadcrumb of an admin page. */
function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('kit-table');
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The filter fields with Search and Clear; what is typed is applied only on Search. */
function FilterForm({
  fields,
  query,
  onQueryChange,
}: {
  fields: readonly FilterField[];
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
}) {
  const { t } = useTranslation('kit-table');
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(query.filters);
  const [open, setOpen] = useState(() => globalThis.matchMedia?.(WIDE).matches ?? true);
  // The address changed (Back, a shared link): the fields show its filters.
  const applied = JSON.stringify(query.filters);
  useEffect(() => setValues(JSON.parse(applied) as Record<string, string>), [applied]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const filters = Object.fromEntries(
      Object.entries(values)
        .map(([name, value]) => [name, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    onQueryChange({ ...query, filters, page: 1 });
  };
  const clear = () => {
    setValues({});
    onQueryChange({ ...query, filters: {}, page: 1 });
  };

  const active = Object.keys(query.filters).length;
  return (
    // On a phone the filters fold away (open when one is applied), so the rows start in the first screen.
    <details
      className="table-filters-box"
      open={open || active > 0}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{active > 0 ? t('filtersActive', { count: active }) : t('filters')}</summary>
      <form className="table-filters" role="search" aria-label={t('filters')} onSubmit={search}>
        {fields.map((field) => (
          <label key={field.name} className="table-filter" htmlFor={`${id}-${field.name}`}>
            <span>{field.label}</span>
            {field.type === 'select' ? (
              <select
                id={`${id}-${field.name}`}
                name={field.name}
                value={values[field.name] ?? ''}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              >
                <option value="">{t('any')}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                value={values[field.name] ?? ''}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              />
            )}
          </label>
        ))}
        <div className="table-filter-actions">
          <button type="submit" className="button button-primary">
            {t('search')}
          </button>
          <button type="button" className="button button-secondary" onClick={clear}>
            {t('clear')}
          </button>
        </div>
      </form>
    </details>
  );
}

/** A sortable column's header: a button that sorts ascending, then descending, then back to the list's order. */
function SortHeader<Row>({
  header,
  query,
  onQueryChange,
}: {
  header: Header<Row, unknown>;
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
}) {
  const { t } = useTranslation('kit-table');
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <>{label}</>;
  const sorted = query.sort === header.column.id ? query.dir : null;
  const next = (): TableQuery => {
    if (sorted === null) return { ...query, sort: header.column.id, dir: 'asc', page: 1 };
    if (sorted === 'asc') return { ...query, sort: header.column.id, dir: 'desc', page: 1 };
    return { ...query, sort: null, dir: 'asc', page: 1 };
  };
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button type="button" className="table-sort" onClick={() => onQueryChange(next())}>
      {label}
      <Icon aria-hidden="true" size={14} />
      {sorted ? (
        <span className="visually-hidden"> {t(sorted === 'asc' ? 'sortedAscending' : 'sortedDescending')}</span>
      ) : null}
    </button>
  );
}

/**
 * The generic table of the admin lists (SPEC §2): a breadcrumb, filter fields with Search and Clear, columns sorted
 * by the server on a header's press, the rows of one page with the paginator (page size 10, 25 or 50), and its
 * loading, failed and empty states. The query lives with the caller (useTableQuery keeps it in the address); the
 * table only shows it and asks for changes. Rows stay shown, marked busy, while the next page loads.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, page, state, query, onQueryChange, onRetry, emptyText, rowKey, rowLink } = props;
  const { t } = useTranslation('kit-table');
  const sorting: SortingState = query.sort ? [{ id: query.sort, desc: query.dir === 'desc' }] : [];
  const table = useReactTable<Row>({
    data: page?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    state: { sorting },
  });
  const headers = table.getHeaderGroups();
  const columnCount = table.getVisibleLeafColumns().length;
  const pages = page ? pageCount(page.total, page.pageSize) : 1;
  const from = page && page.total > 0 ? (page.page - 1) * page.pageSize + 1 : 0;
  const to = page ? Math.min(page.total, (page.page - 1) * page.pageSize + page.items.length) : 0;

  let body: ReactNode;
  if (!page && state !== 'error') {
    body = Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <tr key={`skeleton-${row}`} className="table-skeleton" aria-hidden="true">
        {Array.from({ length: columnCount }, (_, cell) => (
          <td key={cell}>
            <span />
          </td>
        ))}
      </tr>
    ));
  } else if (page && page.items.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className="table-empty">
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id}>
        {row.getVisibleCells().map((cell, index) => {
          const content = flexRender(cell.column.columnDef.cell, cell.getContext());
          const Cell = index === 0 ? 'th' : 'td';
          return (
            <Cell key={cell.id} scope={index === 0 ? 'row' : undefined}>
              {index === 0 && rowLink ? <Link to={rowLink(row.original)}>{content}</Link> : content}
            </Cell>
          );
        })}
      </tr>
    ));
  }

  return (
    <div className="data-table">
      {props.breadcrumb ? <Breadcrumb crumbs={props.breadcrumb} /> : null}
      {props.filters && props.filters.length > 0 ? (
        <FilterForm fields={props.filters} query={query} onQueryChange={onQueryChange} />
      ) : null}
      {state === 'loading' ? (
        <p role="status" className="visually-hidden">
          {t('loading')}
        </p>
      ) : null}
      {state === 'error' ? <LoadFailed onRetry={onRetry} /> : null}
      <div
        className="table-scroll"
        role="region"
        aria-label={t('scroll', { caption })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so that a keyboard can scroll it (WCAG 2.1.1)
        tabIndex={0}
        aria-busy={state === 'loading'}
      >
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {headers.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = query.sort === header.column.id ? query.dir : null;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.isPlaceholder ? null : (
                        <SortHeader header={header} query={query} onQueryChange={onQueryChange} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {page && page.total > 0 ? (
        <div className="table-foot">
          <p className="table-shown">{t('shown', { from, to, total: page.total })}</p>
          <Paginator
            page={page.page}
            pageCount={pages}
            pageSize={query.pageSize}
            onPage={(next) => onQueryChange({ ...query, page: next })}
            onPageSize={(size) => onQueryChange({ ...query, pageSize: size, page: 1 })}
            labels={{
              label: t('paginator.label'),
              previous: t('paginator.previous'),
              next: t('paginator.next'),
              page: (number) => t('paginator.page', { page: number }),
              pageSize: t('paginator.pageSize'),
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
