// Before every test file: one migrated in-memory database image for the whole run, which each test process's
// throwaway databases start from (server/db/database.ts) instead of each process initialising and migrating its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEMORY_IMAGE_ENV, writeMemoryImage } from '../server/db/database';

export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'celeiro-memory-image-'));
  const file = join(folder, 'migrated.tar');
  await writeMemoryImage(file);
  process.env[MEMORY_IMAGE_ENV] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}
