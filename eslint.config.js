// ESLint flat config: typescript-eslint everywhere, the layering rules of the hexagon (DESIGN §1), no import
// cycle, the rules of React hooks and the accessibility rules of JSX.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const frameworks = [
  'react',
  'react-dom',
  'react-dom/*',
  'mobx',
  'mobx-react-lite',
  'inversify',
  'axios',
  'reflect-metadata',
];
const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'crypto',
  'os',
  'http',
  'https',
  'url',
  'util',
  'events',
  'stream',
  'child_process',
  'buffer',
  'process',
  'timers',
];

/** The areas: one name in every layer (core/<area>, ui/<area>, server/<area>, features/<area>, contracts/<area>.*). */
export const areas = [
  'auth',
  'account',
  'session',
  'content',
  'library',
  'media',
  'market',
  'services',
  'search',
  'admin',
  'native',
  'shell',
];

/** `root` as a literal glob prefix: the layering test runs these rules on a fixture tree in a temporary folder. */
const literal = (text) => text.replace(/[*?[\]{}()]/g, (c) => `[${c}]`);

/**
 * Where each layer may import from (DESIGN §1), checked on resolved paths so that relative imports count
 * ('../account/forms/x' from ui/auth is ui/account, whatever the spelling). An import that resolves to a
 * file inside a zone's `from` (and not inside one of its `except`, relative to `from`) is an error in any
 * file matching one of the zone's `target` globs.
 */
function zones(root) {
  const under = (...folders) => folders.map((folder) => `${literal(root)}/${folder}/**`);
  const area = (name) => ({
    // Every file of the area but its module, which joins the composition (below).
    target: [`${literal(root)}/ui/${name}/*/**`, `${literal(root)}/ui/${name}/!(module.ts)`],
    from: 'ui',
    except: name === 'shell' ? ['./kit', './shell'] : ['./kit', './shell', `./${name}`],
    message:
      name === 'shell'
        ? 'ui/shell imports only ui/kit and core.'
        : `ui/${name} imports only itself, ui/kit, ui/shell and core: shared parts go to ui/kit, composition to ui/app or ui/di.`,
  });
  /** An area's module (`ui/<area>/module.ts`) declares its routes and the bindings its pages need, from ui/di. */
  const areaModule = (name) => ({
    target: `${literal(root)}/ui/${name}/module.ts`,
    from: 'ui',
    except: [...new Set(['./kit', './shell', './di', `./${name}`])],
    message: `ui/${name}/module.ts imports only its area, ui/kit, ui/shell, ui/di's bindings and core.`,
  });
  return [
    // Rule 1: only the composition root names adapters.
    {
      target: [...under('ui/!(di)'), `${literal(root)}/ui/*.{ts,tsx}`],
      from: 'adapters',
      message: 'Only ui/di (the composition root) may import adapters/.',
    },
    { target: under('core'), from: ['adapters', 'ui', 'server'], message: 'core/ depends on nothing outside core/.' },
    // Rule 2: an area reaches ui/kit, ui/shell and core only; ui/kit reaches core only.
    ...areas.map(area),
    ...areas.map(areaModule),
    // The list of the UI's areas (ui/modules.ts, at the root of ui/) imports each area's module and nothing else of
    // an area; ui/app composes from that list and imports no area.
    {
      target: [`${literal(root)}/ui/app/**`],
      from: 'ui',
      except: ['./app', './kit', './shell', './di', './modules.ts'],
      message:
        'ui/app imports ui/kit, ui/shell, ui/di and itself: an area comes through ui/modules.ts, the parts its module gives.',
    },
    {
      target: `${literal(root)}/ui/modules.ts`,
      from: 'ui',
      except: ['./kit', ...areas.map((name) => `./${name}/module.ts`)],
      message: "ui/modules.ts imports each area's module (ui/<area>/module.ts), nothing else of an area.",
    },
    {
      target: under('ui/kit'),
      from: 'ui',
      except: ['./kit'],
      message: 'ui/kit imports no area, no ui/shell, ui/di or ui/app: only core.',
    },
    { target: under('ui'), from: 'server', message: 'ui/ never imports the server.' },
    // Rule 3: the server is a separate program that sees core only through core/index.ts.
    {
      target: under('server'),
      from: 'core',
      except: ['./index.ts'],
      message: "server/ imports core's public API only (core/index.ts), never core/<area>/… deep paths.",
    },
    { target: under('server'), from: ['ui', 'adapters'], message: 'server/ never imports ui/ or adapters/.' },
    // Rule 4: the core assembly of the acceptance tasks runs without the UI.
    {
      target: under('features/support/core'),
      from: ['ui', 'features/support/ui'],
      message: 'features/support/core runs without the UI: no ui/ and no features/support/ui.',
    },
    // Rule 5 (with core above): adapters never reach into the UI.
    { target: under('adapters'), from: 'ui', message: 'adapters/ never reach into the UI.' },
  ];
}

/** No isBound in the UI: an area binds once. */
const noIsBound = {
  selector: "CallExpression[callee.property.name='isBound']",
  message: 'No isBound in ui/: an area binds once, through bindOnce (ui/di/binding.ts).',
};

/** No component in the composition root. */
const noComponent = {
  selector: 'JSXElement, JSXFragment',
  message: 'ui/di binds ports to adapters and holds no component: it goes to its area or to ui/app.',
};

/**
 * Dates and numbers are written for a reader in one place, the kernel's formats, so that a value reads the same on
 * every screen: no Intl object made or called elsewhere in core/ and ui/, and no toLocaleString (of a number, a Date or
 * a luxon DateTime), toLocaleDateString or toLocaleTimeString.
 */
const adHocFormatting = [
  "NewExpression[callee.object.name='Intl']",
  "CallExpression[callee.object.name='Intl']",
  'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
].map((selector) => ({
  selector,
  message: 'Dates and numbers are written through core/kernel/format.ts (formatNumber, formatDate, …).',
}));

/**
 * The files that may use Intl directly: the formats themselves, the calendar arithmetic (it reads a day and time in a
 * zone back as numbers) and the reading of the browser's own zone.
 */
const FORMATTERS = ['core/kernel/format.ts', 'core/kernel/calendar.ts', 'ui/kit/platform/reader-zone.ts'];

/**
 * A type-only import is an arrow of the design like any other, so a cycle made of `import type` is still a cycle.
 * import-x's no-cycle skips type-only imports and has no option to count them: this rule is that same rule, shown
 * every import as a value import, in the linted file (its own visitor) and in the files it walks through (which
 * import-x parses with the parser below).
 */
function asValueImport(node) {
  if (node.type === 'ImportDeclaration')
    return { ...node, importKind: 'value', specifiers: node.specifiers.map((s) => ({ ...s, importKind: 'value' })) };
  if (node.type === 'TSImportEqualsDeclaration') return { ...node, importKind: 'value' };
  return node;
}

/** typescript-eslint's parser, with the import and re-export statements of a module marked as value ones. */
const parserCountingTypeImports = {
  meta: { name: 'typescript-eslint-parser-counting-type-imports' },
  parseForESLint(code, options) {
    const parsed = tseslint.parser.parseForESLint(code, options);
    for (const statement of parsed.ast.body) {
      if (statement.type === 'ImportDeclaration' || statement.type === 'TSImportEqualsDeclaration') {
        statement.importKind = 'value';
        for (const specifier of statement.specifiers ?? []) specifier.importKind = 'value';
      } else if (
        (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
        statement.source
      ) {
        statement.exportKind = 'value';
        for (const specifier of statement.specifiers ?? []) specifier.exportKind = 'value';
      }
    }
    return parsed;
  },
};

const noCycle = importX.rules['no-cycle'];
const noCycleCountingTypeImports = {
  ...noCycle,
  create(context) {
    const languageOptions = { ...context.languageOptions, parser: parserCountingTypeImports };
    const visitor = noCycle.create(Object.create(context, { languageOptions: { value: languageOptions } }));
    return Object.fromEntries(
      Object.entries(visitor).map(([selector, visit]) => [selector, (node) => visit(asValueImport(node))]),
    );
  },
};

/** import-x, with its no-cycle rule counting type-only imports (above). */
const importXPlugin = { ...importX, rules: { ...importX.rules, 'no-cycle': noCycleCountingTypeImports } };

/** The layering rules for the tree rooted at `root`: exported for the layering test, which runs them on a fixture tree. */
export function layering(root) {
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs,cjs}'],
      plugins: { 'import-x': importXPlugin },
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'],
            extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          }),
        ],
      },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(root) }] },
    },
    {
      files: ['core/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [...frameworks, ...nodeBuiltins],
                message: 'core/ is framework-free: no UI, DI, HTTP or Node modules.',
              },
            ],
          },
        ],
        'no-restricted-globals': [
          'error',
          ...[
            'window',
            'document',
            'localStorage',
            'sessionStorage',
            'navigator',
            'location',
            'fetch',
            'XMLHttpRequest',
            'setTimeout',
            'setInterval',
            'clearTimeout',
            'clearInterval',
            'process',
            'Buffer',
            'require',
          ].map((name) => ({ name, message: `core/ uses ports, not the global ${name}.` })),
        ],
        'no-restricted-properties': [
          'error',
          { object: 'Date', property: 'now', message: 'core/ reads time from the ClockPort.' },
        ],
      },
    },
    // Restricted syntax. ESLint replaces a rule's options, never merges them, when several objects match a file, so
    // each object below lists every selector its files need.
    {
      files: ['core/**/*.ts'],
      ignores: FORMATTERS,
      rules: { 'no-restricted-syntax': ['error', ...adHocFormatting] },
    },
    // The composition root binds: each binding applied once (bindOnce), never probed; its components live in an area
    // or in ui/app.
    {
      files: ['ui/**/*.{ts,tsx}'],
      ignores: FORMATTERS,
      rules: { 'no-restricted-syntax': ['error', noIsBound, ...adHocFormatting] },
    },
    {
      files: ['ui/di/**/*.{ts,tsx}'],
      rules: { 'no-restricted-syntax': ['error', noIsBound, noComponent, ...adHocFormatting] },
    },
    // The UI's reader of the browser's zone may use Intl, and binds once like the rest of ui/.
    {
      files: FORMATTERS.filter((file) => file.startsWith('ui/')),
      rules: { 'no-restricted-syntax': ['error', noIsBound] },
    },
    // The provider verification runs against any API (PACT_PROVIDER_URL): it imports at load only what both sides of the
    // contract name, and loads the reference server (or anything of the consumer's) where it starts one, by import().
    {
      files: ['contracts/*.provider.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['./*', '../*', '!./pact-names'],
                message:
                  'a provider verification imports only ./pact-names at load: verifying another API loads no code of ours.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['adapters/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'sonner'],
                message: 'adapters/ never reach into the UI.',
              },
            ],
          },
        ],
      },
    },
  ];
}

/**
 * No import cycle in core/, ui/, adapters/ or server/, type-only imports included (above). import-x reads the
 * files an import leads to only when their extension is listed here, so TypeScript files are listed.
 */
export const cycles = [
  {
    files: ['{core,ui,adapters,server}/**/*.{ts,tsx,js,mjs,cjs}'],
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'] },
    // A cycle through a package is not this project's to fix, and walking the packages' bundles is slow.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

/**
 * The rules of React hooks, and only those two: the plugin's other rules are the React Compiler's, and this
 * project does not use the compiler. Everywhere React code lives: the UI, its tests and the blank page of the benchmarks.
 */
export const hooks = [
  {
    files: ['ui/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}', 'bench/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
];

/** The accessibility rules of JSX (jsx-a11y's recommended set) on the UI's components. */
export const accessibility = [
  { ...jsxA11y.flatConfigs.recommended, files: ['ui/**/*.tsx'] },
  {
    files: ['ui/**/*.tsx'],
    rules: {
      // react-aria's components take autoFocus to move focus into the dialog or list they open (the WAI-ARIA dialog
      // and listbox patterns), never on a page's load: only an HTML element's autoFocus is an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
];

/** The whole lint configuration for the tree rooted at `root`. */
export function lintConfig(root) {
  return tseslint.config(
    {
      ignores: [
        'node_modules',
        'dist',
        'dist-server',
        '.data',
        'contracts/pacts',
        'test-results',
        'playwright-report',
        'artifacts',
        'server/db/migrations',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.browser, ...globals.node } },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
        ],
      },
    },
    ...layering(root),
    ...cycles,
    ...hooks,
    ...accessibility,
  );
}

export default lintConfig(import.meta.dirname);
