// @vitest-environment jsdom
// The generic table of the admin lists over an in-memory list that sorts, filters and pages as a server would: the
// query kept in the address (shared and reloaded lists), sorting by a header's press (and by keyboard), filters
// applied on Search and dropped on Clear, the paginator and page size, and the loading, failed and empty states.
import { createColumnHelper } from '@tanstack/react-table';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TablePage, type TableQuery } from '../../core';
import { DataTable, type TableState } from '../../ui/kit/table/data-table';
import { useTableQuery } from '../../ui/kit/table/use-table-query';
import './support/jsdom-polyfills';
import { textsOf } from '../support/texts';

interface Tag {
  id: number;
  name: string;
  created: string;
}

const TAGS: Tag[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  name: `tag ${String.fromCharCode(97 + (index % 26))}${index}`,
  created: `2026-${String((index % 12) + 1).padStart(2, '0')}-10`,
}));

/** What a server does with a list query: filter, sort, page. */
function answer(query: TableQuery, rows: readonly Tag[]): TablePage<Tag> {
  const name = query.filters['name']?.toLowerCase();
  const from = query.filters['from'];
  const first = query.filters['first'];
  let matched = rows.filter(
    (row) => (!name || row.name.includes(name)) && (!from || row.created >= from) && (!first || row.name[4] === first),
  );
  if (query.sort) {
    const key = query.sort as keyof Tag;
    matched = [...matched].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id - b.id));
    if (query.dir === 'desc') matched.reverse();
  }
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matched.slice(start, start + query.pageSize),
    total: matched.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const FIELDS = { sortable: ['name', 'created'], filters: ['name', 'from', 'first'] } as const;
const column = createColumnHelper<Tag>();
const COLUMNS = [
  column.accessor('name', { id: 'name', header: 'Nome' }),
  column.accessor('created', { id: 'created', header: 'Criada em' }),
  column.accessor('id', { id: 'id', header: 'Código', enableSorting: false }),
];

/** The list's source: answers after `release()` when held, fails when told to. */
class Source {
  rows: readonly Tag[] = TAGS;
  fail = false;
  held = false;
  reads: TableQuery[] = [];
  private pending: (() => void)[] = [];
  read(query: TableQuery): Promise<TablePage<Tag>> {
    this.reads.push(query);
    return new Promise((resolve, reject) => {
      const settle = () => (this.fail ? reject(new Error('down')) : resolve(answer(query, this.rows)));
      if (this.held) this.pending.push(settle);
      else settle();
    });
  }
  release() {
    for (const settle of this.pending.splice(0)) settle();
  }
}

function TagsList({ source }: { source: Source }) {
  const [query, setQuery] = useTableQuery(FIELDS);
  const [page, setPage] = useState<TablePage<Tag>>();
  const [state, setState] = useState<TableState>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState('loading');
    source.read(query).then(
      (answered) => current && (setPage(answered), setState('ready')),
      () => current && setState('error'),
    );
    return () => {
      current = false;
    };
  }, [query, source, attempt]);
  return (
    <DataTable
      caption="Tags"
      columns={COLUMNS}
      page={page}
      state={state}
      query={query}
      onQueryChange={setQuery}
      onRetry={() => setAttempt((n) => n + 1)}
      emptyText="Nenhuma tag encontrada."
      rowKey={(row) => String(row.id)}
      rowLink={(row) => `/admin/tags/register?id=${row.id}`}
      filters={[
        { name: 'name', label: 'Nome', type: 'text' },
        { name: 'from', label: 'Criada desde', type: 'date' },
        {
          name: 'first',
          label: 'Inicial',
          type: 'select',
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
        },
      ]}
      breadcrumb={[{ label: 'Administração', to: '/admin' }, { label: 'Tags' }]}
    />
  );
}

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'PtBr',
    resources: { PtBr: { 'kit-table': textsOf('kit-table', 'PtBr'), common: textsOf('common', 'PtBr') } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => cleanup());

function show(address: string, source = new Source()) {
  const router = createMemoryRouter([{ path: '/admin/tags', element: <TagsList source={source} /> }], {
    initialEntries: [address],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const address_ = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { source, router, user: userEvent.setup(), address: address_ };
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Tags' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);

describe('the generic table', () => {
  it('shows the first page of 10 with where it is and how many there are, each row leading to its record', async () => {
    const { address } = show('/admin/tags');
    expect(await screen.findByText('1–10 de 57')).toBeTruthy();
    expect(rowNames()).toEqual(TAGS.slice(0, 10).map((tag) => tag.name));
    expect(screen.getByRole('link', { name: TAGS[0]!.name }).getAttribute('href')).toBe('/admin/tags/register?id=1');
    expect(within(screen.getByRole('navigation', { name: 'Você está em' })).getByRole('link').textContent).toBe(
      'Administração',
    );
    expect(screen.getByText('Tags', { selector: '[aria-current="page"]' })).toBeTruthy();
    expect(address()).toBe('/admin/tags');
  });

  it('sorts by a column on its header, ascending, then descending, then back to the list order, in the address', async () => {
    const { user, address } = show('/admin/tags');
    await screen.findByText('1–10 de 57');
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    expect(address()).toBe('/admin/tags?sort=name');
    expect(screen.getByRole('columnheader', { name: /Nome/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()[0]).toBe('tag a0');
    await user.click(screen.getByRole('button', { name: /Nome/ }));
    expect(address()).toBe('/admin/tags?sort=name&dir=desc');
    expect(screen.getByRole('columnheader', { name: /Nome/ }).getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()[0]).toBe(
      TAGS.map((tag) => tag.name)
        .sort()
        .at(-1),
    );
    await user.click(screen.getByRole('button', { name: /Nome/ }));
    expect(address()).toBe('/admin/tags');
    expect(screen.queryByRole('button', { name: 'Código' })).toBeNull();
  });

  it('sorts from the keyboard alone', async () => {
    const { user, address } = show('/admin/tags');
    await screen.findByText('1–10 de 57');
    screen.getByRole('button', { name: 'Criada em' }).focus();
    await user.keyboard('{Enter}');
    expect(address()).toBe('/admin/tags?sort=created');
    await user.keyboard(' ');
    expect(address()).toBe('/admin/tags?sort=created&dir=desc');
  });

  it('applies the filters only on Search, from the first page, and Clear empties the fields and the address', async () => {
    const { user, address, source } = show('/admin/tags?page=3');
    await screen.findByText('21–30 de 57');
    const reads = source.reads.length;
    await user.type(screen.getByLabelText('Nome'), ' a2 ');
    expect(source.reads.length).toBe(reads);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(address()).toBe('/admin/tags?name=a2');
    const matching = TAGS.filter((tag) => tag.name.includes('a2')).map((tag) => tag.name);
    expect(await screen.findByText(`1–${matching.length} de ${matching.length}`)).toBeTruthy();
    expect(rowNames()).toEqual(matching);
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(address()).toBe('/admin/tags');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('1–10 de 57')).toBeTruthy();
  });

  it('filters by one of a few values, any of them when none is chosen', async () => {
    const { user, address } = show('/admin/tags');
    await screen.findByText('1–10 de 57');
    const initial = screen.getByLabelText('Inicial') as HTMLSelectElement;
    expect([...initial.options].map((option) => option.textContent)).toEqual(['Qualquer', 'A', 'B']);
    await user.selectOptions(initial, 'B');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(address()).toBe('/admin/tags?first=b');
    const bs = TAGS.filter((tag) => tag.name[4] === 'b').length;
    expect(await screen.findByText(`1–${bs} de ${bs}`)).toBeTruthy();
    await user.selectOptions(initial, 'Qualquer');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(address()).toBe('/admin/tags');
  });

  it('folds its filters away on a phone, and shows them open when one is applied', async () => {
    const wide = globalThis.matchMedia;
    globalThis.matchMedia = ((query: string) => ({ matches: !query.includes('min-width') })) as typeof matchMedia;
    try {
      const { user } = show('/admin/tags');
      await screen.findByText('1–10 de 57');
      const fold = screen.getByText('Filtros').closest('details')!;
      expect(fold.open).toBe(false);
      await user.click(screen.getByText('Filtros'));
      expect(fold.open).toBe(true);
      cleanup();
      show('/admin/tags?name=a2');
      expect(await screen.findByText('Filtros (1 em uso)')).toBeTruthy();
      expect(screen.getByText('Filtros (1 em uso)').closest('details')!.open).toBe(true);
    } finally {
      globalThis.matchMedia = wide;
    }
  });

  it('opens a shared address with its filters, order and page, and shows them in the fields', async () => {
    show('/admin/tags?from=2026-06-01&sort=created&dir=desc&page=2');
    const matching = TAGS.filter((tag) => tag.created >= '2026-06-01').length;
    expect(await screen.findByText(`11–20 de ${matching}`)).toBeTruthy();
    expect((screen.getByLabelText('Criada desde') as HTMLInputElement).value).toBe('2026-06-01');
    expect(screen.getByRole('columnheader', { name: /Criada em/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('goes to another page and changes the page size, back to the first page', async () => {
    const { user, address } = show('/admin/tags');
    await screen.findByText('1–10 de 57');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(address()).toBe('/admin/tags?page=2');
    expect(await screen.findByText('11–20 de 57')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Linhas por página'), '25');
    expect(address()).toBe('/admin/tags?pageSize=25');
    expect(await screen.findByText('1–25 de 57')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('51–57 de 57')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toHaveProperty('disabled', true);
  });

  it('holds the size of its rows while loading, keeps the rows shown (busy) while the next page loads', async () => {
    const source = new Source();
    source.held = true;
    const { user } = show('/admin/tags', source);
    expect(screen.getByRole('status').textContent).toBe('Carregando a lista…');
    expect(screen.getByRole('table', { name: 'Tags' }).querySelectorAll('tbody tr')).toHaveLength(5);
    act(() => source.release());
    await screen.findByText('1–10 de 57');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByRole('region', { name: /Tags/ }).getAttribute('aria-busy')).toBe('true');
    expect(rowNames()).toHaveLength(10);
    act(() => source.release());
    expect(await screen.findByText('11–20 de 57')).toBeTruthy();
  });

  it('says when nothing matches, and when the list could not be read, with a retry that reads it again', async () => {
    const source = new Source();
    source.rows = [];
    show('/admin/tags?name=nada', source);
    expect(await screen.findByText('Nenhuma tag encontrada.')).toBeTruthy();
    cleanup();

    const failing = new Source();
    failing.fail = true;
    const { user } = show('/admin/tags', failing);
    expect(await screen.findByRole('alert')).toBeTruthy();
    failing.fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1–10 de 57')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
