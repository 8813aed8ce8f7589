// Opens the database (embedded PGlite or PostgreSQL) and applies the drizzle migrations that are not applied yet.
import { constants, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './tables';

/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database connection with its way out. */
export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Whether the database still holds the seeded template's mark (server/db/template.ts: adoptTemplate). */
  templateMarked: boolean;
}

/** Where the database lives: a PGlite folder ('memory://' for a throwaway one) or a PostgreSQL URL. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * A PGlite folder already initialised, migrated and seeded (the build makes one: scripts/build-server.mjs, server/db/
   * template.ts), copied into an empty data folder instead of initialising a new cluster there and seeding it, which
   * takes seconds and hundreds of MB.
   */
  templateDir?: string | undefined;
  /** For making the template: a new cluster with small WAL segments (SMALL_WAL), so that copying it is quick. */
  smallWal?: boolean;
}

/**
 * Settings of the embedded PostgreSQL: 16 MB of shared buffers rather than 128 MB keeps the process small (the data
 * set is a few MB and the operating system caches its files anyway).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A cluster with 1 MB WAL segments that keeps at most 4 MB of them (a default cluster keeps two 16 MB segments however
 * little it holds): the built template and the tests' in-memory image are made so, which keeps them quick to copy and
 * to load.
 */
const SMALL_WAL = {
  initDbStartParams: ['--wal-segsize=1'],
  startParams: [...PGLITE_START_PARAMS, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'],
};

/** The contrib extensions the search needs (server/search: unaccent and trigrams). */
const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

/** The table that marks a database copied from the template and not adopted yet (server/db/template.ts). */
export const TEMPLATE_TABLE = 'celeiro_template';

/** Whether a folder holds a PostgreSQL cluster. */
const holdsCluster = (dir: string): boolean => existsSync(join(dir, 'PG_VERSION'));

/** Copies the template into the data folder when the folder has no cluster yet; returns whether it did. */
function copyTemplate(dataDir: string, templateDir: string | undefined): boolean {
  if (!templateDir || !holdsCluster(templateDir) || holdsCluster(dataDir)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  // A copy-on-write clone where the file system offers one, a plain copy elsewhere.
  cpSync(templateDir, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return true;
}

/** The schema modules in the order their migrations apply; each keeps its own migrations table. */
export const SCHEMA_MODULES = [
  'core',
  'accounts',
  'content',
  'shell',
  'media',
  'market',
  'services',
  'publishing',
  'admin',
  'search',
] as const;

/** The migration folder and journal table of every schema module. */
const migrationSets = SCHEMA_MODULES.map((module) => ({
  migrationsFolder: fileURLToPath(new URL(`./migrations/${module}`, import.meta.url)),
  migrationsTable: `__migrations_${module}`,
}));

/** The newest migration of a folder's journal, as drizzle's migrations table records it (created_at). */
function newestMigration(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** What one query at start tells: whether every module's newest migration is applied, and the template's mark. */
interface StartState {
  current: boolean;
  templateMarked: boolean;
}

/**
 * Reads in one query whether each module's migrations table holds its journal's newest migration (then drizzle's
 * migrator, which reads and hashes every SQL file and runs a few statements per module, is not needed) and whether
 * the template's mark is there. A database without the migrations tables is not current.
 */
async function startState(db: Database): Promise<StartState> {
  const newest = migrationSets.map((set) => newestMigration(set.migrationsFolder));
  const columns = migrationSets.map(
    (set, index) =>
      sql`(select coalesce(max(created_at), 0) >= ${newest[index]} from drizzle.${sql.identifier(set.migrationsTable)})`,
  );
  try {
    const result = (await db.execute(
      sql`select ${sql.join(columns, sql` and `)} as "current", to_regclass(${TEMPLATE_TABLE}) is not null as "marked"`,
    )) as unknown as { rows: { current: boolean; marked: boolean }[] };
    const row = result.rows[0];
    return { current: row?.current === true, templateMarked: row?.marked === true };
  } catch {
    return { current: false, templateMarked: false };
  }
}

/** Whether the template's mark is there (after migrating). */
async function templateMarked(db: Database): Promise<boolean> {
  const result = (await db.execute(sql`select to_regclass(${TEMPLATE_TABLE}) is not null as "marked"`)) as unknown as {
    rows: { marked: boolean }[];
  };
  return result.rows[0]?.marked === true;
}

/**
 * A database connected but perhaps not up yet: queries can be prepared (none should run) while `ready` settles once
 * the schema is up to date. On failure `ready` rejects and the connection is closed.
 */
export interface ConnectingDatabase {
  db: Database;
  kind: OpenDatabase['kind'];
  close: () => Promise<void>;
  ready: Promise<{ templateMarked: boolean }>;
}

/** Brings the schema up to date (the migrator only when one query finds a migration missing). */
async function upToDate(
  db: Database,
  migrate: (set: (typeof migrationSets)[number]) => Promise<void>,
  close: () => Promise<void>,
): Promise<{ templateMarked: boolean }> {
  try {
    const state = await startState(db);
    if (state.current) return { templateMarked: state.templateMarked };
    for (const set of migrationSets) await migrate(set);
    return { templateMarked: await templateMarked(db) };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * The file of a migrated in-memory image made ahead by the parent process (the test runner's global setup:
 * writeMemoryImage), read by each process instead of making its own.
 */
export const MEMORY_IMAGE_ENV = 'CELEIRO_MEMORY_IMAGE';

/** A new in-memory database with every migration applied, dumped. */
async function makeMemoryImage(): Promise<Blob> {
  const client = new PGlite('memory://', { ...SMALL_WAL, extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzlePglite({ client, schema });
    for (const set of migrationSets) await migratePglite(db, set);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Writes a migrated in-memory image to a file, for the processes started after it (MEMORY_IMAGE_ENV). */
export async function writeMemoryImage(file: string): Promise<void> {
  writeFileSync(file, new Uint8Array(await (await makeMemoryImage()).arrayBuffer()));
}

let memoryImage: Promise<Blob> | undefined;

/**
 * The image every new in-memory database of the process starts from (the tests', the contract verifier's): read from
 * the file MEMORY_IMAGE_ENV names, or made once. A copy starts in about a fifth of the time a new cluster takes to
 * initialise and migrate. A failure is not kept: the next database tries again.
 */
function migratedMemoryImage(): Promise<Blob> {
  memoryImage ??= (async () => {
    const file = process.env[MEMORY_IMAGE_ENV];
    return file && existsSync(file) ? new Blob([readFileSync(file)]) : makeMemoryImage();
  })();
  memoryImage.catch(() => (memoryImage = undefined));
  return memoryImage;
}

/**
 * Connects to the database and starts bringing its schema up to date, without waiting for it: the embedded database
 * then starts (reads and compiles its WebAssembly, opens its files) while the caller does other work.
 */
export async function connectDatabase(location: DatabaseLocation): Promise<ConnectingDatabase> {
  if (location.databaseUrl) {
    // Loaded only for PostgreSQL: the embedded database never needs them.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: location.databaseUrl, connectionTimeoutMillis: 5000, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    const close = () => pool.end();
    const ready = upToDate(db, (set) => migratePg(db, set), close);
    // Awaited by the caller later; until then a failure must not count as unhandled.
    ready.catch(() => undefined);
    return { db, kind: 'postgres', close, ready };
  }

  const inMemory = location.dataDir.startsWith('memory://');
  if (!inMemory) {
    copyTemplate(location.dataDir, location.templateDir);
    mkdirSync(location.dataDir, { recursive: true });
  }
  const client = inMemory
    ? new PGlite({
        loadDataDir: await migratedMemoryImage(),
        startParams: SMALL_WAL.startParams,
        extensions: PGLITE_EXTENSIONS,
      })
    : new PGlite(
        location.dataDir,
        location.smallWal
          ? { ...SMALL_WAL, extensions: PGLITE_EXTENSIONS }
          : { startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS },
      );
  const db = drizzlePglite({ client, schema });
  const close = async () => (client.closed ? undefined : client.close());
  const ready = upToDate(db, (set) => migratePglite(db, set), close);
  // Awaited by the caller later; until then a failure must not count as unhandled.
  ready.catch(() => undefined);
  return { db, kind: 'pglite', close, ready };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  const { ready, ...database } = await connectDatabase(location);
  return { ...database, ...(await ready) };
}
