// The search's reads: the items whose search documents match a full-text query, under the reader's rights and the
// report filters, ranked by relevance and recency; the highlights of their titles and summaries; suggestions.
import { sql, type SQL } from 'drizzle-orm';
import { PUBLICATION_TYPES, itemAccess, type ContentViewer, type Locale } from '../../core';
import { type Database } from '../db/database';
import { listWhere, type ListFilters } from '../content/repository';
import { type Reader } from '../content/service';

/** The language of the search documents a locale reads, and its text search configuration. */
export function searchLanguage(locale: Locale): { language: 'pt' | 'en' | 'es'; config: string } {
  if (locale === 'EnEu') return { language: 'en', config: 'celeiro_en' };
  if (locale === 'EsEs' || locale === 'EsAr') return { language: 'es', config: 'celeiro_es' };
  return { language: 'pt', config: 'celeiro_pt' };
}

/**
 * The kinds of item (subject, publication type, exclusive, free) the reader may open, and those the reader may see at
 * all (not forbidden), decided by the core's rule for each kind: the database then tests an item's kind against them.
 */
export function readableKinds(reader: Reader): { open: string[]; visible: string[] } {
  const open: string[] = [];
  const visible: string[] = [];
  const viewer: ContentViewer = reader.viewer;
  for (const subject of reader.subjects.values()) {
    for (const publicationType of PUBLICATION_TYPES)
      for (const exclusive of [false, true])
        for (const free of [false, true]) {
          const access = itemAccess(viewer, {
            subjectId: subject.id,
            subjectEnabled: subject.habilitado,
            publicationType,
            free,
            exclusive,
          });
          const kind = `${subject.id}|${publicationType}|${exclusive}|${free}`;
          if (access.kind !== 'forbidden') visible.push(kind);
          if (access.kind === 'open') open.push(kind);
        }
  }
  return { open, visible };
}

/** An item's kind as readableKinds writes it. */
const itemKind = sql`(content_items.subject_id::text || '|' || content_items.publication_type || '|' || content_items.exclusive::text || '|' || content_items.free::text)`;

/** A matched item: its id, whether the reader may open it (then its body was searched too). */
export interface SearchHit {
  id: number;
  open: boolean;
}

/** What one search reads. */
export interface SearchRequest {
  reader: Reader;
  /** The full-text query (core/search: fullTextQuery). */
  query: string;
  filters: ListFilters;
  limit: number;
  offset: number;
}

/** The SQL pieces of a search: its query, the documents it reads and what an item must meet. */
function searchParts(request: SearchRequest): { tsquery: SQL; where: SQL; open: SQL } {
  const { language, config } = searchLanguage(request.reader.locale);
  const kinds = readableKinds(request.reader);
  const tsquery = sql`to_tsquery(${config}::regconfig, ${request.query})`;
  const open = sql`${itemKind} = any(string_to_array(${kinds.open.join(',')}, ','))`;
  const list = listWhere(request.filters);
  // Matched on the whole document (title, summary, body) only when the reader may open the item; otherwise on the
  // title and summary alone, so a locked item is never found by words only its body holds.
  const where = sql`search_documents.language = ${language}
    and search_documents.whole @@ q.query
    and ${itemKind} = any(string_to_array(${kinds.visible.join(',')}, ','))
    and (${open} or search_documents.head @@ q.query)
    ${list ? sql`and ${list}` : sql``}`;
  return { tsquery, where, open };
}

/** One page of the items that match, best first, and how many match. */
export async function searchPage(db: Database, request: SearchRequest): Promise<{ hits: SearchHit[]; total: number }> {
  if (request.filters.subjectIds.length === 0) return { hits: [], total: 0 };
  const { tsquery, where, open } = searchParts(request);
  // Relevance is the rank on what the reader may match, lowered as the item ages (to half after 90 days).
  const result = (await db.execute(sql`
    with q as materialized (select ${tsquery} as query),
    matched as (
      select content_items.id, content_items.dt_sort, ${open} as open, search_documents.whole, search_documents.head
      from search_documents
      join content_items on content_items.id = search_documents.content_id
      cross join q
      where numnode(q.query) > 0 and ${where}
    )
    select id, open, count(*) over () as total
    from matched cross join q
    order by ${sql.raw(
      'ts_rank(case when open then whole else head end, q.query) * (1 / (1 + extract(epoch from (now() - dt_sort)) / 7776000)) desc, dt_sort desc, id desc',
    )}
    limit ${request.limit} offset ${request.offset}`)) as unknown as {
    rows: { id: number | string; open: boolean; total: number | string }[];
  };
  const rows = result.rows;
  const total = rows.length > 0 ? Number(rows[0]!.total) : request.offset > 0 ? await countMatches(db, request) : 0;
  return { hits: rows.map((row) => ({ id: Number(row.id), open: row.open })), total };
}

/** How many items match (for a page past the last one). */
async function countMatches(db: Database, request: SearchRequest): Promise<number> {
  const { tsquery, where } = searchParts(request);
  const result = (await db.execute(sql`
    with q as materialized (select ${tsquery} as query)
    select count(*) as n from search_documents
    join content_items on content_items.id = search_documents.content_id
    cross join q
    where numnode(q.query) > 0 and ${where}`)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** The markers a headline puts around a match (characters no title or summary holds; checked when read back). */
export const MARK_OPEN = '\u27E6';
export const MARK_CLOSE = '\u27E7';

/** The titles and summaries of some items in the reader's language with their matches marked. */
export async function headlines(
  db: Database,
  locale: Locale,
  query: string,
  ids: readonly number[],
): Promise<Map<number, { title: string; summary: string }>> {
  if (ids.length === 0) return new Map();
  const { language, config } = searchLanguage(locale);
  const column = (field: 'title' | 'summary') =>
    language === 'pt'
      ? sql.raw(`content_items.${field}_pt`)
      : sql.raw(`coalesce(content_items.${field}_${language}, content_items.${field}_pt)`);
  const options = `StartSel=${MARK_OPEN}, StopSel=${MARK_CLOSE}, HighlightAll=true`;
  const result = (await db.execute(sql`
    with q as materialized (select to_tsquery(${config}::regconfig, ${query}) as query)
    select content_items.id,
      ts_headline(${config}::regconfig, ${column('title')}, q.query, ${options}) as title,
      ts_headline(${config}::regconfig, ${column('summary')}, q.query, ${options}) as summary
    from content_items cross join q
    where content_items.id = any(string_to_array(${ids.join(',')}, ',')::int[])`)) as unknown as {
    rows: { id: number | string; title: string; summary: string }[];
  };
  return new Map(result.rows.map((row) => [Number(row.id), { title: row.title, summary: row.summary }]));
}

/** Titles that resemble the text (trigrams, accents and case aside), for suggestions when the words find too few. */
export async function similarTitles(
  db: Database,
  request: Omit<SearchRequest, 'query' | 'offset'> & { text: string; except: readonly number[] },
): Promise<number[]> {
  if (request.filters.subjectIds.length === 0 || request.limit <= 0) return [];
  const { language } = searchLanguage(request.reader.locale);
  const kinds = readableKinds(request.reader);
  const list = listWhere(request.filters);
  const result = (await db.execute(sql`
    select content_items.id
    from search_documents
    join content_items on content_items.id = search_documents.content_id
    where search_documents.language = ${language}
      and lower(unaccent(${request.text})) <% search_documents.title
      and ${itemKind} = any(string_to_array(${kinds.visible.join(',')}, ','))
      and not (content_items.id = any(string_to_array(${request.except.join(',')}, ',')::int[]))
      ${list ? sql`and ${list}` : sql``}
    order by word_similarity(lower(unaccent(${request.text})), search_documents.title) desc, content_items.dt_sort desc
    limit ${request.limit}`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}
