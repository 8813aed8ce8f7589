// The back office's lists on the database (subjects, users, tags): a text filter's pattern, a list's order and one
// page with the count of what matches.
import { asc, desc, type SQL } from 'drizzle-orm';
import { type PgColumn } from 'drizzle-orm/pg-core';
import { type TablePage, type TableQuery } from '../../core';

/** A LIKE pattern matching a text anywhere, its wildcards escaped. */
export const containing = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a query: the rows in order, and how many match. */
export async function page<Row>(
  query: TableQuery,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  total: () => Promise<number>,
): Promise<TablePage<Row>> {
  const [items, all] = await Promise.all([rows(query.pageSize, (query.page - 1) * query.pageSize), total()]);
  return { items, total: all, page: query.page, pageSize: query.pageSize };
}

/** The order of a list: the sorted column (then the id), or the list's own order. */
export function orderOf(
  query: TableQuery,
  columns: Record<string, PgColumn | SQL>,
  own: (PgColumn | SQL)[],
  id: PgColumn,
) {
  const column = query.sort === null ? undefined : columns[query.sort];
  if (!column) return own;
  return [query.dir === 'desc' ? desc(column) : asc(column), asc(id)];
}
