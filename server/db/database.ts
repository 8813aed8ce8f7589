// Opens the database (embedded PGlite or PostgreSQL) and applies the drizzle migrations.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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

  if (!location.dataDir.startsWith('memory://')) mkdirSync(location.dataDir, { recursive: true });
  const client = new PGlite(location.dataDir);
  const db = drizzlePglite({ client, schema });
  try {
    for (const set of migrationSets) await migratePglite(db, set);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: async () => (client.closed ? undefined : client.close()) };
}
