import { defineConfig } from 'vitest/config';

// Pact consumer tests: the real axios adapter against the Pact mock server; writes contracts/pacts/*.json.
export default defineConfig({
  test: {
    include: ['contracts/**/*.consumer.test.ts'],
    setupFiles: ['tests/setup.ts'],
    // One file at a time (each merges its interactions into the same pact file), in one module graph: pact and the
    // adapters are imported once, not once per file.
    fileParallelism: false,
    isolate: false,
    testTimeout: 30000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
