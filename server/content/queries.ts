// The query schemas the content routes share with the search and the cache service: a list's filters and one item.
import { type Static, Type } from '@sinclair/typebox';
import {
  type ContentIdQuery,
  type ContentListQuery,
  MediaBadge,
  OrderBy,
  PAGINATOR,
  Periodicity,
  PUBLICATION_TYPES,
} from '../../core';
import { type AssertSame, Int } from '../wire';

/** The largest page a list serves. */
export const MAX_PAGE_SIZE = Math.max(...PAGINATOR.pageSizeOptions);

export const Flag = Type.Optional(Type.Boolean());
export const Id = Int(1);
export const Commodity = Int(0);
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A list of allowed values of a field the contract types as a plain string. */
const oneOf = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const ListQuery = Type.Object({
  commodity: Type.Optional(Commodity),
  page: Type.Optional(Int(1, 100_000)),
  // Without a page size the list answers the paginator's default limit (24).
  pageSize: Type.Optional(Int(1, MAX_PAGE_SIZE)),
  orderBy: Type.Optional(oneOf(Object.values(OrderBy))),
  periodicity: Type.Optional(oneOf(Object.values(Periodicity))),
  publicationType: Type.Optional(oneOf(PUBLICATION_TYPES)),
  originCountry: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  highlight: Flag,
  live: Flag,
  important: Flag,
  exclusive: Flag,
  relevant: Flag,
  dateFrom: Type.Optional(IsoDate),
  dateTo: Type.Optional(IsoDate),
  mediaType: Type.Optional(oneOf(Object.values(MediaBadge))),
  priority: Type.Optional(Int(1, 3)),
  reportType: Type.Optional(Id),
  author: Type.Optional(Id),
});
export type ListQueryIsCore = AssertSame<Static<typeof ListQuery>, ContentListQuery>;
/** The query of one item (news/detail here, public-detail in the cache service). */
export const DetailQuery = Type.Object({ id: Id });
export type DetailQueryIsCore = AssertSame<Static<typeof DetailQuery>, ContentIdQuery>;
