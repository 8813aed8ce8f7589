import { defineConfig } from 'vitest/config';

// Pact provider verification: every pact in contracts/pacts/ against the reference server, with provider states.
export default defineConfig({
  test: {
    include: ['contracts/**/*.provider.test.ts'],
    setupFiles: ['tests/setup.ts'],
    fileParallelism: false,
    testTimeout: 120000,
    hookTimeout: 120000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
