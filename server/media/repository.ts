// The media items on the database: the latest of some subjects, one item, and the key that signs stream addresses.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database } from '../db/database';
import { mediaItems, mediaKeys } from './schema';

/** A stored media item. */
export type MediaRow = typeof mediaItems.$inferSelect;

/** The signing key, read once (it never changes once made). */
const keys = new WeakMap<Database, Promise<Buffer>>();
export function signingKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .select()
      .from(mediaKeys)
      .where(eq(mediaKeys.id, 1))
      .then(([row]) => {
        if (!row) throw new Error('no media key: the media seed has not run');
        return Buffer.from(row.key, 'base64url');
      });
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** The filter of the latest media: the subjects, and one kind if given. */
const latestWhere = (subjectIds: number[], kind: string | undefined) =>
  and(inArray(mediaItems.subjectId, subjectIds), kind ? eq(mediaItems.kind, kind) : undefined);

/** A page of the latest media of some subjects (of one kind if given), newest first. */
export function latestMedia(
  db: Database,
  subjectIds: number[],
  kind: string | undefined,
  limit: number,
  offset: number,
): Promise<MediaRow[]> {
  return db
    .select()
    .from(mediaItems)
    .where(latestWhere(subjectIds, kind))
    .orderBy(desc(mediaItems.dtPublish), mediaItems.id)
    .limit(limit)
    .offset(offset);
}

/** How many media items of some subjects (of one kind if given) there are. */
export async function countMedia(db: Database, subjectIds: number[], kind: string | undefined): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mediaItems)
    .where(latestWhere(subjectIds, kind));
  return counted?.n ?? 0;
}

/** One media item, if any. */
export async function findMedia(db: Database, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  return row;
}
