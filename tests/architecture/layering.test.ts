import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layering rules (DESIGN §1) resolve each import to a file before judging it, so they are run here, with
 * the project's own lint configuration, on a small fixture tree laid out like the project: every import in a
 * snippet below points at a file that exists in that tree. The same tree proves the other rules that guard the
 * design: no import cycle, the rules of React hooks and the accessibility rules of the UI's JSX.
 */
const fixtureFiles = [
  'core/index.ts',
  'core/account/api.ts',
  'core/kernel/clock.port.ts',
  'core/kernel/format.ts',
  'core/kernel/locale.ts',
  'adapters/http/account-api.ts',
  'adapters/browser/window-navigation.ts',
  'ui/main.tsx',
  'ui/app/routes.tsx',
  'ui/modules.ts',
  'ui/content/module.ts',
  'ui/auth/module.ts',
  'ui/di/container.ts',
  'ui/kit/forms/form.tsx',
  'ui/kit/i18n/index.ts',
  'ui/shell/layout.tsx',
  'ui/account/account.view-model.ts',
  'ui/account/forms/field.tsx',
  'ui/auth/login.view-model.ts',
  'ui/content/page.tsx',
  'server/db/client.ts',
  'server/testing.ts',
  'contracts/pact-names.ts',
  'contracts/pact-setup.ts',
  'features/support/ui/account.ui.ts',
  'features/support/tasks/account.tasks.ts',
];

/** Modules that import one another (the cycle rule follows imports through the files on disk). */
const cycleFiles: Record<string, string> = {
  'core/cycle/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'core/cycle/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  'core/type-cycle/a.ts': "import type { B } from './b';\nexport interface A {\n  b?: B;\n}\n",
  'core/type-cycle/b.ts': "import type { A } from './a';\nexport interface B {\n  a?: A;\n}\n",
  'core/no-cycle/a.ts': "import { type B, b } from './b';\nexport const a = (): B => b;\n",
  'core/no-cycle/b.ts': 'export interface B {\n  n: number;\n}\nexport const b: B = { n: 1 };\n',
};

const layeringRules = [
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  'no-restricted-syntax',
  'no-restricted-globals',
  'no-restricted-properties',
];
let root = '';
let eslint: ESLint;

/** The project's lint configuration (eslint.config.js), built for the tree rooted at a given folder. */
type LintConfigModule = { lintConfig: (root: string) => Linter.Config[] };

beforeAll(async () => {
  const { lintConfig } = (await import(new URL('../../eslint.config.js', import.meta.url).href)) as LintConfigModule;
  root = mkdtempSync(join(tmpdir(), 'celeiro-layering-'));
  for (const file of fixtureFiles) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), 'export const x = 1;\n');
  }
  for (const [file, code] of Object.entries(cycleFiles)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), code);
  }
  // The fixture check: a snippet whose relative import does not resolve would pass the layering rules vacuously.
  const fixtureCheck: Linter.Config = { rules: { 'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }] } };
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [...lintConfig(root), fixtureCheck] });
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The layering-rule messages ESLint reports for `code` as if it were the file `filePath` of the fixture tree. */
async function violations(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath: join(root, filePath) });
  const messages = result?.messages ?? [];
  const unresolved = messages.filter((m) => m.ruleId === 'import-x/no-unresolved');
  if (unresolved.length > 0)
    throw new Error(`fixture import does not resolve: ${unresolved.map((m) => m.message).join('; ')}`);
  return messages.filter((m) => layeringRules.includes(m.ruleId ?? '')).map((m) => m.message);
}

/** Asserts that `code` in `filePath` breaks the rule whose message contains `because`. */
async function expectViolation(code: string, filePath: string, because: string): Promise<void> {
  const found = await violations(code, filePath);
  expect(
    found.some((m) => m.includes(because)),
    `expected "${because}" in ${JSON.stringify(found)}`,
  ).toBe(true);
}

describe('core is framework-free and depends on nothing outside core (DESIGN §1)', () => {
  it.each([
    "import { useState } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { makeAutoObservable } from 'mobx';",
    "import { observer } from 'mobx-react-lite';",
    "import { Container } from 'inversify';",
    "import axios from 'axios';",
    "import { readFile } from 'node:fs/promises';",
    "import { createHash } from 'crypto';",
  ])('fails a core file with `%s`', async (code) => {
    await expectViolation(code, 'core/account/violation.ts', 'framework-free');
  });

  it.each([
    "import { x } from '../../ui/app/routes';",
    "import { x } from '../../adapters/http/account-api';",
    "import { x } from '../../server/db/client';",
  ])('fails a core file with `%s`', async (code) => {
    await expectViolation(code, 'core/account/violation.ts', 'nothing outside core');
  });

  it.each([
    'window.alert(1);',
    'localStorage.getItem("k");',
    'document.title = "x";',
    'fetch("/x");',
    'setTimeout(() => 1, 10);',
    'Date.now();',
  ])('fails a core file that uses the global in `%s`', async (code) => {
    expect(await violations(`export function f() { ${code} }`, 'core/kernel/violation.ts')).not.toEqual([]);
  });

  it('accepts a core file that imports luxon, its siblings and the kernel', async () => {
    const code = [
      "import { DateTime } from 'luxon';",
      "import { x as locale } from '../kernel/locale';",
      "import { x as clock } from '../kernel/clock.port';",
      "import { x as api } from './api';",
      'export const f = () => DateTime.fromMillis(locale + clock + api);',
    ].join('\n');
    expect(await violations(code, 'core/account/ok.ts')).toEqual([]);
  });
});

describe('rule 1: only ui/di imports adapters/', () => {
  it.each([
    ['ui/account/violation.view-model.ts', "import { x } from '../../adapters/http/account-api';"],
    ['ui/kit/violation.ts', "import { x } from '../../adapters/http/account-api';"],
    ['ui/shell/violation.tsx', "import { x } from '../../adapters/browser/window-navigation';"],
    ['ui/app/violation.tsx', "import { x } from '../../adapters/http/account-api';"],
    ['ui/main.tsx', "import { x } from '../adapters/http/account-api';"],
    ['ui/app.tsx', "import type { x } from '../adapters/http/account-api';"],
    ['ui/dialogs/violation.tsx', "import { x } from '../../adapters/http/account-api';"],
  ])('fails %s with `%s`', async (file, code) => {
    await expectViolation(code, file, 'Only ui/di');
  });

  it('accepts the composition root importing adapters, core and the areas it binds', async () => {
    const code = [
      "import { x as api } from '../../adapters/http/account-api';",
      "import { x as nav } from '../../adapters/browser/window-navigation';",
      "import { x as vm } from '../account/account.view-model';",
      "import { x as core } from '../../core';",
      'export const bound = [api, nav, vm, core];',
    ].join('\n');
    expect(await violations(code, 'ui/di/account-bindings.ts')).toEqual([]);
  });

  it('fails adapters that reach into the UI', async () => {
    await expectViolation(
      "import { x } from '../../ui/app/routes';",
      'adapters/http/violation.ts',
      'adapters/ never reach into the UI',
    );
    await expectViolation(
      "import { x } from '../../ui/kit/forms/form';",
      'adapters/browser/violation.ts',
      'adapters/ never reach into the UI',
    );
    await expectViolation(
      "import { toast } from 'sonner';",
      'adapters/http/violation.ts',
      'adapters/ never reach into the UI',
    );
  });

  it('accepts adapters that implement core ports', async () => {
    expect(
      await violations(
        "import { x } from '../../core/account/api';\nimport { x as y } from '../../core';",
        'adapters/http/ok.ts',
      ),
    ).toEqual([]);
  });
});

describe('the composition root binds each area once and holds no component', () => {
  it.each([
    ['ui/di/market-bindings.ts', 'export const bind = (c: { isBound(x: symbol): boolean }) => c.isBound(Symbol());'],
    [
      'ui/account/account.view-model.ts',
      'export const has = (c: { isBound(x: symbol): boolean }) => c.isBound(Symbol());',
    ],
  ])('fails isBound in %s', async (file, code) => {
    await expectViolation(code, file, 'No isBound in ui/');
  });

  it('fails a component in ui/di', async () => {
    await expectViolation('export const Route = () => <p>route</p>;', 'ui/di/login-route.tsx', 'holds no component');
  });

  it('accepts a component in ui/app and a binding applied with bindOnce in ui/di', async () => {
    expect(await violations('export const Route = () => <p>route</p>;', 'ui/app/login-route.tsx')).toEqual([]);
    const binding = 'export const bind = (once: (b: () => void) => void) => once(() => undefined);';
    expect(await violations(binding, 'ui/di/market-bindings.ts')).toEqual([]);
  });
});

describe('rule 2: ui/<area> imports only itself, ui/kit, ui/shell and core', () => {
  it.each([
    ["import { x } from '../account/forms/field';", 'a deep path'],
    ["import { x } from '../account/forms/field.js';", 'a .js spelling'],
    ["import type { x } from '../account/account.view-model';", 'a type-only import'],
    ["export { x } from '../account/forms/field';", 'a re-export'],
    ["export const load = () => import('../content/page');", 'a lazy import'],
  ])('fails ui/auth importing another area: `%s` (%s)', async (code) => {
    await expectViolation(code, 'ui/auth/login-page.tsx', 'ui/auth imports only itself');
  });

  it.each([
    "import { x } from '../di/container';",
    "import { x } from '../app/routes';",
    "import { x } from '../main';",
  ])('fails an area importing the composition: `%s`', async (code) => {
    await expectViolation(code, 'ui/content/violation.tsx', 'ui/content imports only itself');
  });

  it("accepts an area's module importing ui/di's bindings, its area, ui/kit, ui/shell and core", async () => {
    const code = [
      "export const services = () => import('../di/container');",
      "import { x as page } from './page';",
      "import { x as kit } from '../kit/forms/form';",
      "import { x as shell } from '../shell/layout';",
      "import { x as core } from '../../core';",
      'export const parts = [page, kit, shell, core];',
    ].join('\n');
    expect(await violations(code, 'ui/content/module.ts')).toEqual([]);
  });

  it("fails an area's module importing another area or the app, and a nested file of that name importing ui/di", async () => {
    await expectViolation(
      "export const load = () => import('../auth/login.view-model');",
      'ui/content/module.ts',
      'ui/content/module.ts imports only its area',
    );
    await expectViolation("import { x } from '../app/routes';", 'ui/content/module.ts', 'imports only its area');
    await expectViolation(
      "export const load = () => import('../../di/container');",
      'ui/account/forms/module.ts',
      'ui/account imports only itself',
    );
  });

  it('fails an area importing the server', async () => {
    await expectViolation(
      "import { x } from '../../server/db/client';",
      'ui/account/violation.ts',
      'ui/ never imports the server',
    );
  });

  it('accepts an area importing itself, ui/kit, ui/shell and core', async () => {
    const code = [
      "import { x as vm } from './login.view-model';",
      "import { x as form } from '../kit/forms/form';",
      "import { x as i18n } from '../kit/i18n';",
      "import { x as layout } from '../shell/layout';",
      "import { x as core } from '../../core';",
      "import { x as api } from '../../core/account/api';",
      'export const parts = [vm, form, i18n, layout, core, api];',
    ].join('\n');
    expect(await violations(code, 'ui/auth/login-page.tsx')).toEqual([]);
  });

  it('fails ui/shell importing an area, and accepts ui/shell importing ui/kit and core', async () => {
    await expectViolation(
      "import { x } from '../content/page';",
      'ui/shell/violation.tsx',
      'ui/shell imports only ui/kit and core',
    );
    await expectViolation(
      "import { x } from '../di/container';",
      'ui/shell/violation.tsx',
      'ui/shell imports only ui/kit and core',
    );
    const ok =
      "import { x } from '../kit/forms/form';\nimport { x as y } from '../../core';\nimport { x as z } from './layout';";
    expect(await violations(ok, 'ui/shell/ok.tsx')).toEqual([]);
  });

  it.each([
    "import { x } from '../../shell/layout';",
    "import { x } from '../../account/forms/field';",
    "import { x } from '../../di/container';",
    "import { x } from '../../app/routes';",
  ])('fails ui/kit importing anything but itself and core: `%s`', async (code) => {
    await expectViolation(code, 'ui/kit/forms/violation.tsx', 'ui/kit imports no area');
  });

  it('accepts ui/kit importing itself and core', async () => {
    const ok =
      "import { x } from '../i18n';\nimport { x as y } from './form';\nimport { x as z } from '../../../core/kernel/clock.port';";
    expect(await violations(ok, 'ui/kit/forms/ok.tsx')).toEqual([]);
  });

  it('accepts ui/app composing kit, shell, the container, core and the areas through the list of modules', async () => {
    const routes = [
      "import { x as modules } from '../modules';",
      "import { x as kit } from '../kit/forms/form';",
      "import { x as shell } from '../shell/layout';",
      "import { x as di } from '../di/container';",
      "import { x as core } from '../../core';",
      'export const all = [modules, kit, shell, di, core];',
    ].join('\n');
    expect(await violations(routes, 'ui/app/routes.tsx')).toEqual([]);
    const modules = [
      "import { x as content } from './content/module';",
      "export { x as auth } from './auth/module';",
      "import { x as kit } from './kit/forms/form';",
      'export const all = [content, kit];',
    ].join('\n');
    expect(await violations(modules, 'ui/modules.ts')).toEqual([]);
    expect(
      await violations("import { x } from './app/routes';\nimport { x as di } from './di/container';", 'ui/main.tsx'),
    ).toEqual([]);
  });

  it.each([
    ["import { x } from '../auth/login.view-model';", 'a part of an area'],
    ["export const lazy = () => import('../content/page');", 'a lazy import of a page'],
    ["import { x } from '../content/module';", "an area's module, outside the list"],
  ])('fails ui/app reaching an area but through the list of modules: `%s` (%s)', async (code) => {
    await expectViolation(code, 'ui/app/routes.tsx', 'an area comes through ui/modules.ts');
  });

  it('fails the list of modules importing anything of an area but its module', async () => {
    await expectViolation(
      "export { x } from './content/page';",
      'ui/modules.ts',
      "ui/modules.ts imports each area's module",
    );
    await expectViolation(
      "import { x } from './di/container';",
      'ui/modules.ts',
      "ui/modules.ts imports each area's module",
    );
  });
});

describe("rule 3: server/ imports only core's public API", () => {
  it.each(["import { x } from '../../core/account/api';", "import type { x } from '../../core/kernel/clock.port';"])(
    'fails a deep core path: `%s`',
    async (code) => {
      await expectViolation(code, 'server/account/routes.ts', "core's public API only");
    },
  );

  it.each(["import { x } from '../../ui/kit/forms/form';", "import { x } from '../../adapters/http/account-api';"])(
    'fails the server importing the client side: `%s`',
    async (code) => {
      await expectViolation(code, 'server/account/routes.ts', 'server/ never imports ui/ or adapters/');
    },
  );

  it('accepts the core index and the server’s own kernel', async () => {
    const code =
      "import { x } from '../../core';\nimport { x as y } from '../../core/index';\nimport { x as db } from '../db/client';";
    expect(await violations(code, 'server/account/routes.ts')).toEqual([]);
    expect(await violations("import { x } from '../core';", 'server/main.ts')).toEqual([]);
  });
});

describe('a provider verification loads none of our code until it starts the reference server', () => {
  it.each([
    "import { x } from '../server/testing';",
    "import type { x } from '../server/testing';",
    "import { x } from './pact-setup';",
  ])('fails contracts/api.provider.test.ts with `%s`', async (code) => {
    await expectViolation(code, 'contracts/api.provider.test.ts', 'imports only ./pact-names at load');
  });

  it('accepts the shared names at load and the reference server by import()', async () => {
    const code = [
      "import { x } from './pact-names';",
      "export const start = async () => x + (await import('../server/testing')).x;",
    ].join('\n');
    expect(await violations(code, 'contracts/api.provider.test.ts')).toEqual([]);
  });
});

describe('rule 4: features/support/core never imports the UI', () => {
  it.each([
    "import { x } from '../../../ui/account/forms/field';",
    "import { x } from '../../../ui/kit/forms/form';",
    "import { x } from '../ui/account.ui';",
  ])('fails `%s`', async (code) => {
    await expectViolation(code, 'features/support/core/account.core.ts', 'runs without the UI');
  });

  it('accepts core and the shared tasks, and lets the UI assembly use the UI', async () => {
    const code = "import { x } from '../../../core';\nimport { x as t } from '../tasks/account.tasks';";
    expect(await violations(code, 'features/support/core/account.core.ts')).toEqual([]);
    expect(
      await violations("import { x } from '../../../ui/account/forms/field';", 'features/support/ui/account.ui.ts'),
    ).toEqual([]);
  });
});

/** The ids of the rules of `prefixes` that ESLint reports for `code` as the file `filePath` of the fixture tree. */
async function reported(code: string, filePath: string, prefixes: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  const ids = (result?.messages ?? []).map((m) => m.ruleId ?? `(fatal) ${m.message}`);
  const fatal = ids.filter((id) => id.startsWith('(fatal)'));
  if (fatal.length > 0) throw new Error(`fixture does not parse: ${fatal.join('; ')}`);
  return ids.filter((id) => prefixes.some((prefix) => id.startsWith(prefix)));
}

describe('the rules of React hooks hold in the UI', () => {
  const hooks = ['react-hooks/'];

  it('fails a hook called in a condition', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Counter({ shown }: { shown: boolean }) {',
      '  if (shown) {',
      '    const [count] = useState(0);',
      '    return <p>{count}</p>;',
      '  }',
      '  return null;',
      '}',
    ].join('\n');
    expect(await reported(code, 'ui/content/counter.tsx', hooks)).toContain('react-hooks/rules-of-hooks');
  });

  it('fails an effect that does not list what it reads', async () => {
    const code = [
      "import { useEffect } from 'react';",
      'export function Title({ text }: { text: string }) {',
      '  useEffect(() => {',
      '    document.title = text;',
      '  }, []);',
      '  return null;',
      '}',
    ].join('\n');
    expect(await reported(code, 'ui/content/title.tsx', hooks)).toContain('react-hooks/exhaustive-deps');
  });

  it('accepts hooks called at the top with complete dependencies', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function Title({ text }: { text: string }) {',
      '  const [count, setCount] = useState(0);',
      '  useEffect(() => {',
      '    document.title = `${text} (${count})`;',
      '  }, [text, count]);',
      '  return <button type="button" onClick={() => setCount(count + 1)}>{text}</button>;',
      '}',
    ].join('\n');
    expect(await reported(code, 'ui/content/title.tsx', hooks)).toEqual([]);
  });
});

describe('no import cycle, type-only imports included', () => {
  const cycles = ['import-x/no-cycle'];

  it('fails two core modules that import each other', async () => {
    expect(await reported(cycleFiles['core/cycle/a.ts']!, 'core/cycle/a.ts', cycles)).toEqual(['import-x/no-cycle']);
  });

  it('fails a cycle made only of type imports', async () => {
    const file = 'core/type-cycle/a.ts';
    expect(await reported(cycleFiles[file]!, file, cycles)).toEqual(['import-x/no-cycle']);
  });

  it('accepts imports that go one way', async () => {
    expect(await reported(cycleFiles['core/no-cycle/a.ts']!, 'core/no-cycle/a.ts', cycles)).toEqual([]);
  });
});

describe('the accessibility rules hold in the UI', () => {
  const a11y = ['jsx-a11y/'];

  it('fails an image without a text alternative', async () => {
    const code = 'export const Logo = () => <img src="/logo.svg" />;';
    expect(await reported(code, 'ui/content/logo.tsx', a11y)).toContain('jsx-a11y/alt-text');
  });

  it('fails a div that takes clicks', async () => {
    const code = 'export const Card = ({ open }: { open: () => void }) => <div onClick={open}>Open</div>;';
    const found = await reported(code, 'ui/content/card.tsx', a11y);
    expect(found).toContain('jsx-a11y/click-events-have-key-events');
    expect(found).toContain('jsx-a11y/no-static-element-interactions');
  });

  it('accepts an image with its text and a button that takes clicks', async () => {
    const code = [
      'export const Card = ({ open }: { open: () => void }) => (',
      '  <button type="button" className="card" onClick={open}>',
      '    <img src="/logo.svg" alt="Celeiro" />',
      '  </button>',
      ');',
    ].join('\n');
    expect(await reported(code, 'ui/content/card.tsx', a11y)).toEqual([]);
  });
});

describe('dates and numbers are written through the kernel’s formats', () => {
  const because = 'core/kernel/format.ts';

  it.each([
    ['ui/content/page.tsx', "export const price = (n: number) => new Intl.NumberFormat('pt-BR').format(n);"],
    ['ui/account/account.view-model.ts', "export const day = (d: Date) => d.toLocaleDateString('pt-BR');"],
    ['ui/kit/forms/form.tsx', "export const at = (d: Date) => d.toLocaleTimeString('en-GB');"],
    ['ui/di/container.ts', "export const time = (d: Date) => Intl.DateTimeFormat('pt-BR').format(d);"],
    ['core/account/api.ts', "export const figure = (n: number) => n.toLocaleString('pt-BR');"],
    ['core/kernel/locale.ts', "export const names = new Intl.DisplayNames(['pt-BR'], { type: 'language' });"],
    // A luxon DateTime's toLocaleString is a format of its own too.
    ['core/account/api.ts', 'export const day = (d: { toLocaleString(f: object): string }) => d.toLocaleString({});'],
  ])('fails a format made outside the kernel in %s', async (file, code) => {
    await expectViolation(code, file, because);
  });

  it('accepts the kernel’s formats used from ui/ and from core/', async () => {
    const ui =
      "import { formatNumber } from '../../core';\nexport const price = (n: number) => formatNumber(n, 'PtBr');";
    expect(await violations(ui, 'ui/content/page.tsx')).toEqual([]);
    const core =
      "import { formatDate } from '../kernel/format';\nexport const day = (d: Date) => formatDate(d, 'EnEu', {});";
    expect(await violations(core, 'core/account/api.ts')).toEqual([]);
  });

  it('accepts what only looks like a format: a type named after Intl, and lower or upper case in a language', async () => {
    const code = [
      'export const keep = (format: Intl.NumberFormat, n: number) => format.format(n);',
      "export const lower = (text: string) => text.toLocaleLowerCase('pt-BR') + text.toLocaleUpperCase('pt-BR');",
    ].join('\n');
    expect(await reported(code, 'ui/content/page.tsx', ['no-restricted-syntax'])).toEqual([]);
  });

  it('lets the formats themselves, the calendar arithmetic and the reading of the browser’s zone use Intl', async () => {
    const formats = "export const n = (v: number) => new Intl.NumberFormat('pt-BR').format(v);";
    expect(await reported(formats, 'core/kernel/format.ts', ['no-restricted-syntax'])).toEqual([]);
    const calendar = "export const f = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });";
    expect(await reported(calendar, 'core/kernel/calendar.ts', ['no-restricted-syntax'])).toEqual([]);
    const zone = 'export const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;';
    expect(await reported(zone, 'ui/kit/platform/reader-zone.ts', ['no-restricted-syntax'])).toEqual([]);
  });

  it('keeps the other rules of ui/ and ui/di beside it, in the same files', async () => {
    const probe = 'export const has = (c: { isBound(x: symbol): boolean }) => c.isBound(Symbol());';
    // The zone reader may use Intl, but binds nothing either.
    await expectViolation(probe, 'ui/kit/platform/reader-zone.ts', 'No isBound in ui/');
    const area = `${probe}\nexport const n = (v: number) => v.toLocaleString('pt-BR');`;
    const inArea = await violations(area, 'ui/market/quotes-page.tsx');
    expect(inArea.some((m) => m.includes('No isBound in ui/'))).toBe(true);
    expect(inArea.some((m) => m.includes(because))).toBe(true);
    const root = `${probe}\nexport const Route = () => <p>{new Intl.NumberFormat('pt-BR').format(1)}</p>;`;
    const inRoot = await violations(root, 'ui/di/login-route.tsx');
    expect(inRoot.some((m) => m.includes('No isBound in ui/'))).toBe(true);
    expect(inRoot.some((m) => m.includes('holds no component'))).toBe(true);
    expect(inRoot.some((m) => m.includes(because))).toBe(true);
  });
});
