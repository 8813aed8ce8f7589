// Seeds an empty database with the fixed subjects and the demo accounts.
import { count, sql } from 'drizzle-orm';
import { demoTrialEnd, PLATFORM_ORIGIN_CODE } from '../../core';
import { hashPassword, PASSWORD_HASH_COST } from '../security/passwords';
import { recordDemo } from '../account/demos.repository';
import { insertUser } from '../account/users.repository';
import { seedTags } from '../admin/seed';
import { type Database } from './database';
import { subjects } from './tables';
import { SEED_PASSWORD, SEED_SUBJECTS, SEED_USERS } from './seed-data';

/** Whether the database has no subjects yet (the seed will write). */
export async function needsSeed(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(subjects);
  return (row?.n ?? 0) === 0;
}

const seedHashes = new Map<number, Promise<string[]>>();

/**
 * The seed users' password hashes at a scrypt cost (PASSWORD_HASH_COST unless given), one per user in order (computed
 * off the main thread, so worth starting early). Made once per process and cost: a process that seeds many databases
 * (the tests') would otherwise spend ~80 ms of CPU on each hash of each. A failure is not kept.
 */
export function seedPasswordHashes(cost = PASSWORD_HASH_COST): Promise<string[]> {
  let hashes = seedHashes.get(cost);
  if (!hashes) {
    hashes = Promise.all(SEED_USERS.map(() => hashPassword(SEED_PASSWORD, cost)));
    seedHashes.set(cost, hashes);
    hashes.catch(() => seedHashes.delete(cost));
  }
  return hashes;
}

/**
 * Seeds the database when it has no subjects yet; returns whether it seeded. Safe when instances start together.
 * `hashes`: the seed users' password hashes when already under way (seedPasswordHashes).
 */
export async function seedIfEmpty(db: Database, now: Date, hashes?: Promise<string[]>): Promise<boolean> {
  if (!(await needsSeed(db))) return false;
  const passwordHashes = await (hashes ?? seedPasswordHashes());
  return db.transaction(async (tx) => {
    // One seeder at a time; the second finds the data and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(250250)`);
    const [again] = await tx.select({ n: count() }).from(subjects);
    if ((again?.n ?? 0) > 0) return false;
    await seedInto(tx, now, passwordHashes);
    return true;
  });
}

/** Writes the seed rows; `passwordHashes` holds one hash per seed user, in order. */
export async function seedInto(db: Database, now: Date, passwordHashes: readonly string[]): Promise<void> {
  await db.insert(subjects).values(
    SEED_SUBJECTS.map((s, index) => ({
      id: s.id,
      nome: s.names.PtBr,
      namePtBr: s.names.PtBr,
      nameEnEu: s.names.EnEu,
      nameEsEs: s.names.EsEs,
      nameEsAr: s.names.EsAr,
      namePtPt: s.names.PtPt,
      icone: s.icone,
      mne: s.mne,
      habilitado: s.habilitado,
      originCode: PLATFORM_ORIGIN_CODE,
      platformWdmaRoute: [{ country: 'BR', routeName: s.slug }],
      sortOrder: index + 1,
    })),
  );
  const rightSubjects = SEED_SUBJECTS.filter((s) => s.habilitado).map((s) => s.id);
  for (const [index, user] of SEED_USERS.entries()) {
    const passwordHash = passwordHashes[index];
    if (!passwordHash) throw new Error(`missing password hash for ${user.email}`);
    const enabled = new Set(user.enabledSubjects === 'all' ? rightSubjects : user.enabledSubjects);
    const demoEndsAt = user.demo ? new Date(demoTrialEnd(now.getTime())) : null;
    const row = await insertUser(
      db,
      {
        userCode: user.userCode,
        email: user.email,
        name: user.name,
        passwordHash,
        profile: user.profile,
        signature: user.signature,
        roles: user.roles,
        hasQuotesRights: user.hasQuotesRights,
        agency: user.agency,
        demoEndsAt,
        skipTour: user.skipTour,
      },
      new Map(rightSubjects.map((id) => [id, enabled.has(id)])),
      now,
    );
    // A seeded demo is the account's one demo: when its trial ends it cannot ask for another.
    if (demoEndsAt) await recordDemo(db, row.id, now, demoEndsAt);
  }
  await seedTags(db);
}
