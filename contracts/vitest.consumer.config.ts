import { defineConfig } from 'vitest/config';

// Pact consumer tests: the real axios adapter against the Pact mock server; writes contracts/pacts/*.json.
export default defineConfig({
  test: {
    include: ['contracts/**/*.consumer.test.ts'],
    setupFiles: ['tests/setup.ts'],
    fileParallelism: false,
    testTimeout: 30000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
