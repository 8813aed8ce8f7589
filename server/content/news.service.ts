// One item or a few for a reader (SPEC §6: rights enforced here): the detail (body and attachments only when the
// rights include them), several details at once, the related items, and the read mark.
import { type ContentListItem, ErrorCode, type NewsDetail } from '../../core';
import { type AppContext } from '../context';
import { businessError, forbidden } from '../errors';
import { unreadEntries } from './entries.service';
import { findBody, findItem, findItems, markRead, readIds, relatedTo } from './repository';
import { accessTo, toDetail, type Reader } from './service';

/** An item the reader may see (its teaser at least): 400 (5000) for an unknown one, 403 for one outside the rights. */
async function visibleItem(ctx: AppContext, who: Reader, id: number) {
  const row = await findItem(ctx.db, id);
  if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  if (accessTo(who, row).kind === 'forbidden') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  return row;
}

/** An item's detail, not read yet, with its event's related items. */
export async function newsDetail(ctx: AppContext, who: Reader, id: number): Promise<NewsDetail> {
  const row = await visibleItem(ctx, who, id);
  const [related, body] = await Promise.all([
    findItems(ctx.db, row.event?.relatedNews ?? []),
    findBody(ctx.db, row.id),
  ]);
  return toDetail(who, row, body, false, related);
}

/** The details of the items the reader may see among `ids`, with the reader's read marks; 400 (5000) for none. */
export async function newsDetails(ctx: AppContext, who: Reader, ids: readonly number[]): Promise<NewsDetail[]> {
  const rows = (await findItems(ctx.db, ids)).filter((row) => accessTo(who, row).kind !== 'forbidden');
  if (rows.length === 0) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  const [read, bodies] = await Promise.all([
    readIds(
      ctx.db,
      who.userId!,
      rows.map((row) => row.id),
    ),
    Promise.all(rows.map((row) => findBody(ctx.db, row.id))),
  ]);
  return rows.map((row, index) => toDetail(who, row, bodies[index], read.has(row.id), []));
}

/** The items related to one the reader may see, as entries not read yet. */
export async function relatedNews(ctx: AppContext, who: Reader, id: number, limit: number): Promise<ContentListItem[]> {
  const row = await visibleItem(ctx, who, id);
  return unreadEntries(who, await relatedTo(ctx.db, row, limit));
}

/** Marks an item read by the reader: one the reader may open (403 otherwise). */
export async function markNewsRead(ctx: AppContext, who: Reader, id: number): Promise<void> {
  const row = await findItem(ctx.db, id);
  if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  if (accessTo(who, row).kind !== 'open') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  await markRead(ctx.db, who.userId!, row.id, ctx.now());
}
