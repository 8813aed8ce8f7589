// Content rows as the list entries a reader gets: locked for a reader whose rights do not open them, left out when
// their subject is not offered, and marked read with the reader's own read marks.
import { type ContentListItem } from '../../core';
import { type AppContext } from '../context';
import { type ContentItemRow } from '../db/tables';
import { readCacheOf } from './read-cache';
import { toListItem, type Reader } from './service';

/** Rows as list entries, not read yet (a Demo whose trial ended sees them locked); items of subjects not offered are left out. */
export function unreadEntries(who: Reader, rows: readonly ContentItemRow[]): ContentListItem[] {
  return rows
    .filter((row) => who.subjects.get(row.subjectId)?.habilitado === true)
    .map((row) => toListItem(who, row, false));
}

/** Entries with the reader's own read marks (kept per user, for the reads generation: never shared between users). */
async function withReadMarks<T extends { id: number; read: boolean }>(
  ctx: AppContext,
  who: Reader,
  items: readonly T[],
): Promise<T[]> {
  const read =
    who.userId === null || items.length === 0
      ? new Set<number>()
      : await readCacheOf(ctx.db).readMarks(who.generations.reads, who.userId);
  return items.map((item) => (read.has(item.id) ? { ...item, read: true } : item));
}

/** Rows as list entries with the reader's read marks (a Demo whose trial ended sees them locked); items of subjects not offered are left out. */
export function entries(ctx: AppContext, who: Reader, rows: readonly ContentItemRow[]): Promise<ContentListItem[]> {
  return withReadMarks(ctx, who, unreadEntries(who, rows));
}
