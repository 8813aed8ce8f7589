// The security probe (`npm run security`): the rights matrix, the fuzz of every route and the session and
// rate-limit checks (the fast part, also in `npm test`), the XSS corpus in Chromium and the kill -9 crash test (slow).
// SECURITY_PART=fast runs the fast part only.
import { defineConfig } from 'vitest/config';

const FAST = [
  'tests/security/rights.probe.test.ts',
  'tests/security/fuzz.probe.test.ts',
  'tests/security/limits.probe.test.ts',
];
const SLOW = ['tests/security/xss.probe.test.ts', 'tests/security/crash.probe.test.ts'];

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    root: '.',
    include:
      process.env.SECURITY_PART === 'fast' ? FAST : process.env.SECURITY_PART === 'slow' ? SLOW : [...FAST, ...SLOW],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // One probe at a time: each starts servers of its own and the machine has two cores.
    fileParallelism: false,
  },
});
