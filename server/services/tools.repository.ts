// The freight calculator's and the ship line-up's data on the database: the places, the rates between them, the vessels.
import { and, eq } from 'drizzle-orm';
import { type Database } from '../db/database';
import { freightPlaces, freightRates, lineUpVessels } from './schema';

/** Every freight place, in the list's order. */
export function freightPlacesInOrder(db: Database) {
  return db.select().from(freightPlaces).orderBy(freightPlaces.sortOrder);
}

/** The freight rate from one place to another by one mode, if there is a route. */
export async function findFreightRate(
  db: Database,
  route: { origin: string; destination: string; mode: string },
): Promise<typeof freightRates.$inferSelect | undefined> {
  const [rate] = await db
    .select()
    .from(freightRates)
    .where(
      and(
        eq(freightRates.origin, route.origin),
        eq(freightRates.destination, route.destination),
        eq(freightRates.mode, route.mode),
      ),
    );
  return rate;
}

/** The vessels of the line-up, by expected arrival. */
export function lineUpInOrder(db: Database) {
  return db.select().from(lineUpVessels).orderBy(lineUpVessels.expectedAt, lineUpVessels.id);
}
