// The consulting deliverables on the database.
import { asc, desc, inArray } from 'drizzle-orm';
import { type Database } from '../db/database';
import { consultingItems, type ConsultingItemRow } from './schema';

/** Every deliverable of these commodities, latest due first. */
export function consultingOf(db: Database, subjectIds: number[]): Promise<ConsultingItemRow[]> {
  return db
    .select()
    .from(consultingItems)
    .where(inArray(consultingItems.subjectId, subjectIds))
    .orderBy(desc(consultingItems.due), asc(consultingItems.id));
}
