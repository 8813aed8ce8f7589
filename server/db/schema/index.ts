// The database schema, one module per area; each module has its own migrations (server/db/migrations/<module>).
export * from './core';
export * from './accounts';
export * from './content';
