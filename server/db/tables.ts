// Every table of the database, for drizzle: the shared tables (schema module core) and each area's own
// (server/<area>/schema.ts). Each module keeps its own migrations in server/db/migrations/<module>.
export * from './schema';
export * from '../account/schema';
export * from '../content/schema';
export * from '../shell/schema';
export * from '../media/schema';
export * from '../market/schema';
export * from '../services/schema';
export * from '../admin/schema';
export * from '../admin/publishing.schema';
export * from '../search/schema';
