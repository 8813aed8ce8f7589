import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress';

// One config for the SPA build and the Vitest unit and component suites.
export default defineConfig({
  // precompress: a .br and a .gz beside every built text file, served as they are by the server.
  plugins: [react(), precompress()],
  root: '.',
  build: { outDir: 'dist', sourcemap: true, emptyOutDir: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/cache': 'http://localhost:8080',
      '/config.json': 'http://localhost:8080',
      '/appversion.json': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
    },
  },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    // The security probe runs with its own config (tests/security/vitest.config.ts).
    exclude: ['tests/e2e/**', 'tests/security/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
  },
});
