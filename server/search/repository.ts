// The search's reads: the items whose search documents match a full-text query, under the reader's rights and the
// report filters, ranked by relevance and recency; the highlights of their titles and summaries; suggestions.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLICATION_TYPES, itemAccess, type Locale } from '../../core';
import { type Database } from '../db/database';
import { contentItems } from '../db/tables';
import { listWhere, type ListFilters } from '../content/repository';
import { type Reader } from '../content/service';

/** The language of the search documents a locale reads, and its text search configuration. */
export function searchLanguage(locale: Locale): { language: 'pt' | 'en' | 'es'; config: string } {
  if (locale === 'EnEu') return { language: 'en', config: 'celeiro_en' };
  if (locale === 'EsEs' || locale === 'EsAr') return { language: 'es', config: 'celeiro_es' };
  return { language: 'pt', config: 'celeiro_pt' };
}

/** Items of some kinds: the publication types and subjects for each pair of (exclusive, free), as SQL. */
type Kinds = Map<string, Map<string, Set<number>>>;

/**
 * The kinds of item (subject, publication type, exclusive, free) the reader may open, and those the reader may see at
 * all (not forbidden), each decided by the core's rule (itemAccess), then written as a short SQL condition.
 */
export function readableKinds(reader: Reader): { open: SQL; visible: SQL } {
  const open: Kinds = new Map();
  const visible: Kinds = new Map();
  const add = (kinds: Kinds, flags: string, type: string, subject: number) => {
    const types = kinds.get(flags) ?? new Map<string, Set<number>>();
    kinds.set(flags, types);
    const subjects = types.get(type) ?? new Set<number>();
    types.set(type, subjects);
    subjects.add(subject);
  };
  for (const subject of reader.subjects.values())
    for (const publicationType of PUBLICATION_TYPES)
      for (const exclusive of [false, true])
        for (const free of [false, true]) {
          const access = itemAccess(reader.viewer, {
            subjectId: subject.id,
            subjectEnabled: subject.habilitado,
            publicationType,
            free,
            exclusive,
          });
          const flags = `${exclusive}|${free}`;
          if (access.kind !== 'forbidden') add(visible, flags, publicationType, subject.id);
          if (access.kind === 'open') add(open, flags, publicationType, subject.id);
        }
  return { open: kindsWhere(open), visible: kindsWhere(visible) };
}

/** The SQL condition of some kinds: per (exclusive, free), the types that share one set of subjects together. */
function kindsWhere(kinds: Kinds): SQL {
  const c = contentItems;
  const conditions: SQL[] = [];
  for (const [flags, types] of kinds) {
    const [exclusive, free] = flags.split('|').map((flag) => flag === 'true');
    const bySubjects = new Map<string, { subjects: number[]; types: string[] }>();
    for (const [type, subjects] of types) {
      const sorted = [...subjects].sort((a, b) => a - b);
      const key = sorted.join(',');
      const group = bySubjects.get(key) ?? { subjects: sorted, types: [] };
      group.types.push(type);
      bySubjects.set(key, group);
    }
    const everyType = (group: { types: string[] }) => group.types.length === PUBLICATION_TYPES.length;
    const groups = [...bySubjects.values()].map(
      (group) =>
        sql`(${inArray(c.subjectId, group.subjects)}${everyType(group) ? sql`` : sql` and ${inArray(c.publicationType, group.types)}`})`,
    );
    conditions.push(
      sql`(${eq(c.exclusive, exclusive!)} and ${eq(c.free, free!)} and (${sql.join(groups, sql` or `)}))`,
    );
  }
  return conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` or `)})`;
}

/** What one search reads. */
export interface SearchRequest {
  reader: Reader;
  /** The full-text query (core/search: fullTextQuery). */
  query: string;
  filters: ListFilters;
  limit: number;
  offset: number;
  /**
   * What is matched: `whole` (results: the body too of the items the reader may open) or `head` (suggestions: titles
   * and summaries only, and no count).
   */
  on: 'whole' | 'head';
}

/** The SQL pieces of a search: its query and what a search document and its item must meet. */
function searchParts(request: SearchRequest): { tsquery: SQL; where: SQL } {
  const { language, config } = searchLanguage(request.reader.locale);
  const kinds = readableKinds(request.reader);
  const tsquery = sql`to_tsquery(${config}::regconfig, ${request.query})`;
  const list = listWhere(request.filters);
  // Matched on the whole document (title, summary, body) only when the reader may open the item; otherwise on the
  // title and summary alone, so a locked item is never found by words only its body holds.
  const match =
    request.on === 'whole'
      ? sql`search_documents.whole @@ q.query and (${kinds.open} or search_documents.head @@ q.query)`
      : sql`search_documents.head @@ q.query`;
  const where = sql`numnode(q.query) > 0
    and search_documents.language = ${language}
    and ${match}
    and ${kinds.visible}
    ${list ? sql`and ${list}` : sql``}`;
  return { tsquery, where };
}

/**
 * How relevant a match is: the rank of its title (weight A) and summary (B), lowered as the item ages (to half after
 * 90 days); items matched by their body alone come after, newest first.
 */
const RELEVANCE = sql.raw(
  'ts_rank(search_documents.head, q.query) / (1 + extract(epoch from (now() - content_items.dt_sort)) / 7776000)',
);

/** The query of one page of a search. */
export function searchSql(request: SearchRequest): SQL {
  const { tsquery, where } = searchParts(request);
  return sql`
    with q as materialized (select ${tsquery} as query)
    select content_items.id${request.on === 'whole' ? sql`, count(*) over () as total` : sql``}
    from search_documents
    join content_items on content_items.id = search_documents.content_id
    cross join q
    where ${where}
    order by ${RELEVANCE} desc, content_items.dt_sort desc, content_items.id desc
    limit ${request.limit} offset ${request.offset}`;
}

/** One page of the ids of the items that match, best first, and how many match (0 for suggestions). */
export async function searchPage(db: Database, request: SearchRequest): Promise<{ ids: number[]; total: number }> {
  if (request.filters.subjectIds.length === 0) return { ids: [], total: 0 };
  const result = (await db.execute(searchSql(request))) as unknown as {
    rows: { id: number | string; total?: number | string }[];
  };
  const rows = result.rows;
  const total =
    request.on === 'head'
      ? 0
      : rows.length > 0
        ? Number(rows[0]!.total)
        : request.offset > 0
          ? await countMatches(db, request)
          : 0;
  return { ids: rows.map((row) => Number(row.id)), total };
}

/** How many items match (for a page past the last one). */
async function countMatches(db: Database, request: SearchRequest): Promise<number> {
  const { tsquery, where } = searchParts(request);
  const result = (await db.execute(sql`
    with q as materialized (select ${tsquery} as query)
    select count(*) as n from search_documents
    join content_items on content_items.id = search_documents.content_id
    cross join q
    where ${where}`)) as unknown as { rows: { n: number | string }[] };
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
  request: Omit<SearchRequest, 'query' | 'offset' | 'on'> & { text: string; except: readonly number[] },
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
      and ${kinds.visible}
      and not (content_items.id = any(string_to_array(${request.except.join(',')}, ',')::int[]))
      ${list ? sql`and ${list}` : sql``}
    order by word_similarity(lower(unaccent(${request.text})), search_documents.title) desc, content_items.dt_sort desc
    limit ${request.limit}`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}
