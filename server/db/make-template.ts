// Makes the database folder the built server copies into an empty data folder: a new embedded cluster with every
// migration applied and nothing else (the seed runs at the first start, dated that day).
// Usage (by scripts/build-server.mjs): node dist-server/make-template.js <folder>
import { rmSync } from 'node:fs';
import { openDatabase } from './database';

const folder = process.argv[2];
if (!folder) throw new Error('usage: make-template <folder>');
rmSync(folder, { recursive: true, force: true });
const database = await openDatabase({ dataDir: folder });
await database.close();
