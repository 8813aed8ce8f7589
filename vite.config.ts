import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.js';
import { bootScript } from './scripts/vite-boot-script.js';
import ServerFilesFirst from './tests/sequencer.js';

/**
 * react-router's production build: its package exports only the development one (warnings and checks for the
 * developer, about 2 KB more on every page), so the SPA build points at the other. The tests keep the development one.
 */
const REACT_ROUTER_PRODUCTION = process.env.VITEST
  ? []
  : [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
      {
        find: /^react-router\/dom$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
        ),
      },
    ];

/** The chunks whose dependencies the first pages do not list for preloading (see build.modulePreload). */
const RARELY_OPENED = new RegExp(
  `/(${[
    'native-shell',
    'quick-sign-in-panel',
    'admin-page',
    'admin-bindings',
    'publishing-list-page',
    'publishing-register-page',
    'publishing-bindings',
    'download-file-page',
    'document-bindings',
    'confirm-email-page',
    'reset-password-page',
    'version-page',
    'offline',
    'error-reporting',
    'web-vitals-reporting',
    'register-page',
    'forgot-password-page',
    'lost-access-page',
    'new-client-page',
    's4-login-page',
    'privacy-policy-modal',
  ].join('|')})-[\\w-]{8}\\.js$`,
);

/**
 * Test files about what a module holds at first load: the error catalogue starts with Portuguese only, and an area's
 * field messages are unknown until the area adds them.
 */
const FIRST_LOAD = ['tests/core/catalogue-loading.test.ts', 'tests/core/services.test.ts'];

/** The core's folder: pure domain code, with no side effects on import. */
const CORE = fileURLToPath(new URL('./core/', import.meta.url));

// One config for the SPA build and the Vitest unit and component suites.
export default defineConfig({
  // precompress: a .br and a .gz beside every built text file, served as they are by the server. bootScript: a boot
  // script ahead of the entry starts the first requests while the app's code loads.
  // VitePWA: the service worker (adapters/browser/offline/service-worker.ts), built with the list of the build's files it
  // precaches for offline use; the page registers it itself once idle, and the server writes each brand's manifest.
  plugins: [
    react(),
    precompress(),
    bootScript('ui/app/boot.ts'),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'adapters/browser/offline',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['service-worker.js', 'bench/**'],
      },
    }),
  ],
  root: '.',
  resolve: { alias: REACT_ROUTER_PRODUCTION },
  // The manifest maps each source module to its chunk and the chunks it imports: the route-bytes budgets walk it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    emptyOutDir: true,
    manifest: true,
    // The first pages do not list for preloading the chunks of what few of their readers open from them, nor of what
    // nobody waits for: the native shell's side and the login page's quick sign-in (only inside the shell), the staff's
    // back office and publishing desk, the pages only an e-mail's link opens (whose own address preloads their code
    // from index.html), the version page, the offline shelf, the reports of an uncaught error and of the web vitals,
    // the visitors' rarer forms (registration, a forgotten password, lost access, a new client, the S4 link's login)
    // and the privacy policy's dialog. Their own imports fetch them when they load; each name listed costs every
    // reader's first page bytes. The search area loads when its box is first focused or its page opened: only its
    // style sheet is listed, as nothing else loads it. An area's bindings load beside the page that needs them (its
    // module's route), whose own list names what the two share: theirs would name it twice.
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        RARELY_OPENED.test(filename) || /-bindings-[\w-]{8}\.js$/.test(filename)
          ? []
          : /search-route/.test(filename)
            ? deps.filter((dep) => dep.endsWith('.css'))
            : deps,
    },
    rolldownOptions: {
      // One chunk for the libraries every call needs (axios and the response checks), so the adapters, each a chunk of
      // its own, stay small and a page does not fetch a dozen slivers of those libraries. One chunk for the core's
      // kernel, which every page uses: left to itself the bundler cut it into a dozen slivers of a few hundred bytes,
      // each with its own imports and exports (2 KB more on the signed-in list). The error catalogue's other locales
      // stay out of it: each loads only when the user switches to it.
      output: {
        // A texts file's chunk is named by its namespace and locale (texts-content-calendar-es-AR-<hash>.js), not by
        // its file's name, which is only the locale's tag.
        chunkFileNames: (chunk) => {
          const texts = chunk.facadeModuleId && /ui\/(\w+)\/i18n\/(?:(\w+)\/)?([\w-]+)\.ts$/.exec(chunk.facadeModuleId);
          return texts
            ? `assets/texts-${texts[1]}${texts[2] ? `-${texts[2]}` : ''}-${texts[3]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            {
              name: 'http-libraries',
              test: /node_modules[\\/](axios|class-validator|class-transformer)[\\/]/,
            },
            // The libraries of state and injection that every page uses: one chunk, whichever pages import them.
            {
              name: 'state-libraries',
              test: /node_modules[\\/](mobx|inversify|@inversifyjs[\\/][\w-]+|reflect-metadata)[\\/]/,
            },
            {
              name: 'kernel',
              test: /core[\\/]kernel[\\/](?!errors[\\/]catalogue\.(?!pt-br))/,
            },
            // The icons the signed-in pages draw first (the header's and the list's): one chunk, not one request each.
            {
              name: 'first-icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](x|lock|inbox|chevron-down)\.mjs$/,
              includeDependenciesRecursively: false,
            },
            // The lists' first reads with the report filters and the use case they feed (the search's results page
            // uses them too, which would otherwise cut them into a chunk of their own: one more request on a list).
            // Only these modules: what they import stays in the chunks every page already loads.
            {
              name: 'list-prefetch',
              includeDependenciesRecursively: false,
              test: /(core[\\/]content[\\/](report-filters|list-content\.use-case)|ui[\\/]content[\\/](list-prefetch|report-filters\.store))\.ts$/,
            },
          ],
        },
      },
      // The core imports nothing with side effects (DESIGN §1): a module of it that no chunk uses is dropped, and one
      // that only a page uses goes with that page, even though the core's barrel (core/index.ts) re-exports them all.
      treeshake: {
        moduleSideEffects: [
          { test: new RegExp(`^${CORE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`), sideEffects: false },
        ],
      },
    },
  },
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
    // The security probe runs with its own config (tests/security/vitest.config.ts).
    exclude: ['tests/e2e/**', 'tests/security/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20000,
    // Vitest's default is one worker less than the cores: a single worker on the 2-core machines the suite runs on.
    // The files are independent (each server test has its own in-memory database), so both cores take files.
    maxWorkers: 2,
    // Worker threads rather than child processes: the same 2,700 tests took 391 core-seconds instead of 416 on a quiet
    // 2-core machine (214 s instead of 226 s), less start-up and message passing per worker.
    pool: 'threads',
    sequence: { sequencer: ServerFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'core and ui',
          // The files share one module graph per worker: React, the stores and the texts are imported once per worker
          // instead of once per file (the same 89 files took 234 s instead of 443 s). The setup empties the document
          // after each test; each test builds the container, stores and fakes it uses.
          include: ['tests/{core,ui}/**/*.test.{ts,tsx}'],
          exclude: [...FIRST_LOAD, 'node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'first load',
          // What a module holds before anything has loaded into it: each file in a fresh module graph.
          include: FIRST_LOAD,
        },
      },
      {
        extends: true,
        test: {
          name: 'server and adapters',
          // Each test builds the server, database and clients it uses, so the files share one module graph per
          // worker: importing the server (Fastify, Drizzle, PGlite) once per worker instead of once per file.
          include: ['tests/{server,adapters,contracts,architecture,bench}/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
    ],
  },
});
