// drizzle-kit configuration: generates the SQL migrations of one schema module.
// Usage: DB_MODULE=<module> npx drizzle-kit generate --name <what-changed>   (module: core by default)
import { defineConfig } from 'drizzle-kit';

const module = process.env.DB_MODULE ?? 'core';

export default defineConfig({
  dialect: 'postgresql',
  schema: `./server/db/schema/${module}.ts`,
  out: `./server/db/migrations/${module}`,
});
