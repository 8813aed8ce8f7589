import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseTableQuery, tableQueryParams, type TableQuery } from '../../../core';

/** The columns a list sorts by and the filter fields it reads (a module constant, so it keeps its identity). */
export interface TableQueryFields {
  sortable: readonly string[];
  filters: readonly string[];
}

/**
 * A list's query kept in the address: read from it (so a shared or reloaded list shows the same rows) and written
 * to it as a new history entry (so Back returns to the previous page or filter).
 */
export function useTableQuery(fields: TableQueryFields): [TableQuery, (query: TableQuery) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parseTableQuery(new URLSearchParams(search), fields), [search, fields]);
  const setQuery = useCallback((next: TableQuery) => setParams(tableQueryParams(next)), [setParams]);
  return [query, setQuery];
}
