import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_QUERY, pageCount, parseTableQuery, TABLE_MAX_PAGE, tableQueryParams } from '../../core';

const allowed = { sortable: ['name', 'createdAt'], filters: ['name', 'from'] };
const parse = (search: string) => parseTableQuery(new URLSearchParams(search), allowed);

describe('an admin list query', () => {
  it('starts on the first page of 10, in the list order, unfiltered', () => {
    expect(parse('')).toEqual(DEFAULT_TABLE_QUERY);
    expect(DEFAULT_TABLE_QUERY.pageSize).toBe(10);
  });

  it('reads the page, a page size of 10, 25 or 50, a sortable column, its direction and the filters', () => {
    expect(parse('page=3&pageSize=25&sort=createdAt&dir=desc&name=%20Café%20&from=2026-11-01')).toEqual({
      page: 3,
      pageSize: 25,
      sort: 'createdAt',
      dir: 'desc',
      filters: { name: 'Café', from: '2026-11-01' },
    });
    expect(parse('pageSize=50').pageSize).toBe(50);
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    [`page=${TABLE_MAX_PAGE + 1}`, { page: 1 }],
    ['pageSize=24', { pageSize: 10 }],
    ['pageSize=1000', { pageSize: 10 }],
    ['sort=password', { sort: null }],
    ['sort=name&dir=sideways', { sort: 'name', dir: 'asc' }],
  ])('falls back to the default for %s', (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it('keeps only the known filters, drops blank ones and cuts long ones', () => {
    const query = parse(`name=%20%20&role=admin&from=${'9'.repeat(300)}`);
    expect(query.filters).toEqual({ from: '9'.repeat(100) });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(tableQueryParams(DEFAULT_TABLE_QUERY).toString()).toBe('');
    const query = { page: 4, pageSize: 50, sort: 'name', dir: 'desc' as const, filters: { name: 'soja', from: '' } };
    const params = tableQueryParams(query);
    expect(params.toString()).toBe('name=soja&sort=name&dir=desc&pageSize=50&page=4');
    expect(parseTableQuery(params, allowed)).toEqual({ ...query, filters: { name: 'soja' } });
  });
});

describe('the pager', () => {
  it('has at least one page, and as many as the rows need', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
