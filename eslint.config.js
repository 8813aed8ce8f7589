// ESLint flat config: typescript-eslint everywhere, plus the layering rules of the hexagon.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frameworks = ['react', 'react-dom', 'react-dom/*', 'mobx', 'mobx-react-lite', 'inversify', 'axios', 'reflect-metadata'];
const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'crypto', 'os', 'http', 'https', 'url', 'util', 'events', 'stream', 'child_process', 'buffer', 'process', 'timers'];

/** The layering rule: core is framework-free; adapters never reach into the UI. Exported for the layering test. */
export const layering = [
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [],
        patterns: [
          { group: [...frameworks, ...nodeBuiltins], message: 'core/ is framework-free: no UI, DI, HTTP or Node modules.' },
          { group: ['**/ui/**', '**/adapters/**', '**/server/**', '../ui', '../adapters', '../server'], message: 'core/ depends on nothing outside core/.' },
        ],
      }],
      'no-restricted-globals': ['error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch', 'XMLHttpRequest', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'process', 'Buffer', 'require']
          .map((name) => ({ name, message: `core/ uses ports, not the global ${name}.` })),
      ],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'core/ reads time from the ClockPort.' }],
    },
  },
  {
    files: ['adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/ui/**', '../ui', '../../ui', 'react', 'react-dom', 'mobx', 'mobx-react-lite', 'sonner'], message: 'adapters/ never reach into the UI.' }],
      }],
    },
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'contracts/pacts', 'test-results', 'playwright-report', 'artifacts', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  ...layering,
);
