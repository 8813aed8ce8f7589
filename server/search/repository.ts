// The search's reads: the items whose search documents match a full-text query, under the reader's rights and the
// report filters, ranked by relevance and recency; the highlights of their titles and summaries; suggestions.
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { PUBLICATION_TYPES, itemAccess, type Locale } from '../../core';
import { type Database } from '../db/database';
import { dayStart, listWhere, type ListFilters } from '../content/repository';
import { type Reader } from '../content/service';
import { searchDocuments } from './schema';

/** The language of the search documents a locale reads, and its text search configuration. */
function searchLanguage(locale: Locale): { language: 'pt' | 'en' | 'es'; config: string } {
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
function readableKinds(reader: Reader): { open: SQL; visible: SQL } {
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
  const c = searchDocuments;
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
}

/** The report filters the search documents hold themselves; the others are read from the item. */
const OWN_FILTERS = new Set(['subjectIds', 'publicationType', 'exclusive', 'dateFrom', 'dateTo']);

/** The report filters as a condition on a search document (and on its item for the filters it does not hold). */
function filtersWhere(filters: ListFilters): SQL {
  const d = searchDocuments;
  const conditions = [
    inArray(d.subjectId, [...filters.subjectIds]),
    filters.publicationType ? eq(d.publicationType, filters.publicationType) : undefined,
    filters.exclusive ? eq(d.exclusive, true) : undefined,
    filters.dateFrom ? gte(d.dtSort, dayStart(filters.dateFrom)) : undefined,
    filters.dateTo ? lt(d.dtSort, dayStart(filters.dateTo, 1)) : undefined,
  ];
  const others = Object.entries(filters).some(([key, value]) => !OWN_FILTERS.has(key) && value !== undefined);
  if (others)
    conditions.push(
      sql`exists (select 1 from content_items where content_items.id = search_documents.content_id and ${listWhere(filters)})`,
    );
  return and(...conditions)!;
}

/** The query of a search and what every document it reads meets: the reader's language, rights and filters. */
function searchParts(request: SearchRequest): { q: SQL; where: SQL; kinds: { open: SQL; visible: SQL } } {
  const { language, config } = searchLanguage(request.reader.locale);
  const kinds = readableKinds(request.reader);
  // Written out where it is used (not computed once in a CTE): the planner then sees the query itself and reads
  // how common its words are, to choose between the index of the words and the newest documents first.
  const q = sql`to_tsquery(${config}::regconfig, ${request.query})`;
  const where = sql`numnode(${q}) > 0
    and search_documents.language = ${language}
    and ${kinds.visible}
    and ${filtersWhere(request.filters)}`;
  return { q, where, kinds };
}

/**
 * How relevant a match by title and summary is: the rank of its title (weight A) and summary (B), lowered as the
 * item ages (to half after 90 days).
 */
const relevance = (q: SQL) =>
  sql`ts_rank(search_documents.head, ${q}) / (1 + extract(epoch from (now() - search_documents.dt_sort)) / 7776000)`;

/** The items matched by title or summary (every reader is): the FROM and WHERE of a query. */
function headMatches(request: SearchRequest): { q: SQL; matches: SQL } {
  const { q, where } = searchParts(request);
  return { q, matches: sql`from search_documents where ${where} and search_documents.head @@ ${q}` };
}

/** The items matched by their body alone (only a reader who may open them is): the FROM and WHERE of a query. */
function bodyMatches(request: SearchRequest): SQL {
  const { q, where, kinds } = searchParts(request);
  return sql`from search_bodies
    join search_documents on search_documents.content_id = search_bodies.content_id
      and search_documents.language = search_bodies.language
    where ${where}
      and search_bodies.whole @@ ${q}
      and not search_documents.head @@ ${q}
      and ${kinds.open}`;
}

/** The query of a page of the items matched by title or summary, best first. */
function headsSql(request: SearchRequest): SQL {
  const { q, matches } = headMatches(request);
  return sql`select search_documents.content_id as id ${matches}
    order by ${relevance(q)} desc, search_documents.dt_sort desc, search_documents.content_id desc
    limit ${request.limit} offset ${request.offset}`;
}

/** The query of a page of the items matched by their body alone, newest first. */
function bodiesSql(request: SearchRequest): SQL {
  return sql`select search_documents.content_id as id ${bodyMatches(request)}
    order by search_documents.dt_sort desc, search_documents.content_id desc
    limit ${request.limit} offset ${request.offset}`;
}

/**
 * One page of the items that match: first those matched by title or summary (every reader is), by relevance; then
 * those matched by their body alone (only a reader who may open them is), newest first. `total` counts the matches up
 * to `cap` and `capped` tells that there are more: counting every match of a common word would read every body that
 * holds it.
 */
export async function searchPage(
  db: Database,
  request: SearchRequest,
  cap: number,
): Promise<{ ids: number[]; total: number; capped: boolean }> {
  if (request.filters.subjectIds.length === 0) return { ids: [], total: 0, capped: false };
  // The matches past the cap are not shown: a page holds at most those up to it.
  const room = Math.max(0, Math.min(request.limit, cap - request.offset));
  const [heads, headTotal] = await Promise.all([
    room > 0 ? pageOf(db, headsSql({ ...request, limit: room })) : [],
    countUpTo(db, headMatches(request).matches, cap + 1),
  ]);
  if (headTotal > cap) return { ids: heads, total: cap, capped: true };
  const bodyLimit = room - heads.length;
  const [bodies, bodyTotal] = await Promise.all([
    bodyLimit > 0
      ? pageOf(db, bodiesSql({ ...request, limit: bodyLimit, offset: Math.max(0, request.offset - headTotal) }))
      : [],
    countUpTo(db, bodyMatches(request), cap - headTotal + 1),
  ]);
  const capped = headTotal + bodyTotal > cap;
  return { ids: [...heads, ...bodies], total: capped ? cap : headTotal + bodyTotal, capped };
}

/** The ids a query answers. */
async function pageOf(db: Database, query: SQL): Promise<number[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

/** How many rows some matches (a FROM and WHERE) hold, counted up to `limit`. */
async function countUpTo(db: Database, matches: SQL, limit: number): Promise<number> {
  const result = (await db.execute(
    sql`select count(*) as n from (select 1 ${matches} limit ${limit}) as found`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

/** The best items matched by title or summary, for suggestions. */
export async function suggestedItems(db: Database, request: Omit<SearchRequest, 'offset'>): Promise<number[]> {
  if (request.filters.subjectIds.length === 0) return [];
  return pageOf(db, headsSql({ ...request, offset: 0 }));
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
  return pageOf(
    db,
    sql`
    select search_documents.content_id as id
    from search_documents
    where search_documents.language = ${language}
      and lower(unaccent(${request.text})) <% search_documents.title
      and ${kinds.visible}
      and ${filtersWhere(request.filters)}
      and not (search_documents.content_id = any(string_to_array(${request.except.join(',')}, ',')::int[]))
    order by word_similarity(lower(unaccent(${request.text})), search_documents.title) desc, search_documents.dt_sort desc
    limit ${request.limit}`,
  );
}
