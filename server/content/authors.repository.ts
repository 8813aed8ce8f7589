// The content's authors on the database.
import { eq } from 'drizzle-orm';
import { type Database } from '../db/database';
import { contentAuthors, type ContentAuthorRow } from '../db/tables';

/** Every author, by name. */
export function listAuthors(db: Database): Promise<ContentAuthorRow[]> {
  return db.select().from(contentAuthors).orderBy(contentAuthors.name);
}

/** One author, if any. */
export async function findAuthor(db: Database, id: number): Promise<ContentAuthorRow | undefined> {
  const [author] = await db.select().from(contentAuthors).where(eq(contentAuthors.id, id));
  return author;
}
