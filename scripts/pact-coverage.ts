// Writes the contract documents: contracts/COVERAGE.md (SPEC §7's calls and their interactions) and
// contracts/PROVIDER-STATES.md (the provider states the pacts use). `npm run pact:coverage`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDocuments } from '../contracts/pact-docs-files';

for (const { file, content } of generatedDocuments()) {
  writeFileSync(file, content);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
