// drizzle-kit configuration: generates the SQL migrations of one schema module.
// Usage: DB_MODULE=<module> npx drizzle-kit generate --name <what-changed>   (module: core by default)
// The module names and their migration folders never change (existing databases keep migrating); each module's
// tables live with their area: the shared tables in server/db, the others in server/<area>/schema.ts.
import { defineConfig } from 'drizzle-kit';

const SCHEMA_FILES = {
  core: './server/db/schema.ts',
  accounts: './server/account/schema.ts',
  content: './server/content/schema.ts',
  shell: './server/shell/schema.ts',
  media: './server/media/schema.ts',
  market: './server/market/schema.ts',
  services: './server/services/schema.ts',
  admin: './server/admin/schema.ts',
  publishing: './server/admin/publishing.schema.ts',
  search: './server/search/schema.ts',
} as const;

const module = process.env.DB_MODULE ?? 'core';
if (!(module in SCHEMA_FILES))
  throw new Error(`unknown DB_MODULE ${module}; one of ${Object.keys(SCHEMA_FILES).join(', ')}`);

export default defineConfig({
  dialect: 'postgresql',
  schema: SCHEMA_FILES[module as keyof typeof SCHEMA_FILES],
  out: `./server/db/migrations/${module}`,
});
