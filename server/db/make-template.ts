// Makes the database folder the built server copies into an empty data folder: a new embedded cluster with every
// migration applied and the full seed, dated now and marked so that the first start moves its dates to that day
// (server/db/template.ts).
// Usage (by scripts/build-server.mjs): node dist-server/make-template.js <folder>
import { makeTemplate } from './template';

const folder = process.argv[2];
if (!folder) throw new Error('usage: make-template <folder>');
await makeTemplate(folder);
