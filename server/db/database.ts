// Opens the database (embedded PGlite or PostgreSQL) and applies the drizzle migrations.
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
}

/** Where the database lives: a PGlite folder ('memory://' for a throwaway one) or a PostgreSQL URL. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * A PGlite folder already initialised and migrated (the build makes one: scripts/build-server.mjs), copied into an
   * empty data folder instead of initialising a new cluster there, which takes seconds and hundreds of MB.
   */
  templateDir?: string | undefined;
}

/**
 * Settings of the embedded PostgreSQL: 16 MB of shared buffers rather than 128 MB keeps the process small (the data
 * set is a few MB and the operating system caches its files anyway).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Whether a folder holds a PostgreSQL cluster. */
const holdsCluster = (dir: string): boolean => existsSync(join(dir, 'PG_VERSION'));

/** Copies the template into the data folder when the folder has no cluster yet; returns whether it did. */
function copyTemplate(dataDir: string, templateDir: string | undefined): boolean {
  if (!templateDir || !holdsCluster(templateDir) || holdsCluster(dataDir)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(templateDir, dataDir, { recursive: true });
  return true;
}

/** The schema modules in the order their migrations apply; each keeps its own migrations table. */
export const SCHEMA_MODULES = ['core', 'accounts', 'content'] as const;

/** The migration folder and journal table of every schema module. */
const migrationSets = SCHEMA_MODULES.map((module) => ({
  migrationsFolder: fileURLToPath(new URL(`./migrations/${module}`, import.meta.url)),
  migrationsTable: `__migrations_${module}`,
}));

/** Opens the database and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
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
    try {
      for (const set of migrationSets) await migratePg(db, set);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  if (!location.dataDir.startsWith('memory://')) {
    copyTemplate(location.dataDir, location.templateDir);
    mkdirSync(location.dataDir, { recursive: true });
  }
  const client = new PGlite(location.dataDir, { startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite({ client, schema });
  try {
    for (const set of migrationSets) await migratePglite(db, set);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: async () => (client.closed ? undefined : client.close()) };
}
