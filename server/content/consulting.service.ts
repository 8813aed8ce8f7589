// The consulting deliverables of a user's plan (SPEC §7 reportData/consulting), filtered by commodity and service, a
// page at a time: a client sees the deliverables of the commodities its rights include, never another's. The
// documents are attachments of content items, listed only when the reader's rights open them, and read and downloaded
// through the document routes, which check those rights again.
import {
  CONSULTING_PAGE_SIZE,
  consultingStatusOn,
  DEFAULT_TIME_ZONE,
  hasRight,
  type ConsultingDocument,
  type ConsultingItem,
  type ConsultingKind,
  type ConsultingPage,
  type ConsultingQuery,
  type Locale,
  zonedDay,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { consultingOf } from './consulting.repository';
import { findItems } from './repository';
import { type ConsultingItemRow, type ContentItemRow } from './schema';
import { accessTo, itemTitle, readerOf, type Reader } from './service';

/** The language column of a locale: Portuguese, English or Spanish. */
const LANGUAGE = { PtBr: 'Pt', PtPt: 'Pt', EnEu: 'En', EsEs: 'Es', EsAr: 'Es' } as const satisfies Record<
  Locale,
  string
>;

/** The commodities whose deliverables the reader sees: the subjects offered that its rights include. */
function consultingSubjects(who: Reader): number[] {
  return [...who.subjects.values()]
    .filter((subject) => subject.habilitado && hasRight(who.viewer.rights, subject.id))
    .map((subject) => subject.id);
}

/** A deliverable as the reader gets it, with the documents its content rows name (in the reader's language). */
function toConsultingItem(
  who: Reader,
  row: ConsultingItemRow,
  documents: Map<number, ContentItemRow>,
  today: string,
): ConsultingItem {
  const language = LANGUAGE[who.locale];
  const day = zonedDay(row.due.getTime(), DEFAULT_TIME_ZONE);
  const status = consultingStatusOn(day, today, row.inProgress);
  const attached: ConsultingDocument[] =
    status === 'delivered'
      ? row.documents.flatMap(({ id, attachment }) => {
          const item = documents.get(id);
          const file = item?.attachments[attachment - 1];
          // Only a document the document routes would hand this reader (the same rights check).
          const access = item && accessTo(who, item);
          return item && file && access?.kind === 'open' && !access.hideAttachments
            ? [{ id, attachment, name: file.name, title: itemTitle(item, who.locale) }]
            : [];
        })
      : [];
  return {
    id: row.id,
    title: row[`title${language}`],
    commodity: { id: row.subjectId, nome: who.subjects.get(row.subjectId)?.[`name${who.locale}`] ?? '' },
    kind: row.kind as ConsultingKind,
    summary: row[`summary${language}`],
    date: day,
    analyst: row.analyst,
    status,
    documents: attached,
  };
}

/** A page of the deliverables of the user's commodities, in the request's language. */
export async function consultingPage(
  ctx: AppContext,
  user: UserRow,
  locale: Locale,
  query: ConsultingQuery,
): Promise<ConsultingPage> {
  const now = ctx.now();
  const who = await readerOf(ctx.db, user, locale, now);
  const { commodity, kind, page = 1, pageSize = CONSULTING_PAGE_SIZE } = query;
  const mine = consultingSubjects(who);
  const subjects = commodity === undefined ? mine : mine.filter((id) => id === commodity);
  const today = zonedDay(now.getTime(), DEFAULT_TIME_ZONE);
  const empty = { items: [], total: 0, page, pageSize, commodities: [] };
  if (mine.length === 0) return empty;
  // Every deliverable of the reader's commodities (a few dozen at most): the filter's commodities come from them all.
  const rows = await consultingOf(ctx.db, mine);
  const commodities = [...new Set(rows.map((row) => row.subjectId))]
    .sort((a, b) => mine.indexOf(a) - mine.indexOf(b))
    .map((id) => ({ id, nome: who.subjects.get(id)?.[`name${who.locale}`] ?? '' }));
  const matching = rows.filter((row) => subjects.includes(row.subjectId) && (kind === undefined || row.kind === kind));
  const shown = matching.slice((page - 1) * pageSize, page * pageSize);
  const documents = new Map(
    (await findItems(ctx.db, [...new Set(shown.flatMap((row) => row.documents.map((doc) => doc.id)))])).map((item) => [
      item.id,
      item,
    ]),
  );
  return {
    items: shown.map((row) => toConsultingItem(who, row, documents, today)),
    total: matching.length,
    page,
    pageSize,
    commodities,
  };
}
