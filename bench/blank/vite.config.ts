import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The blank baseline page, built like the app (same Vite, same React plugin, a manifest) into test-results/bench/blank.
export default defineConfig({
  plugins: [react()],
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { outDir: '../../test-results/bench/blank', emptyOutDir: true, manifest: true },
});
