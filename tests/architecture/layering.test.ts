import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The layering-rule violations ESLint reports for `code` as if it were the file `filePath`. */
async function violations(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => ['no-restricted-imports', 'no-restricted-globals', 'no-restricted-properties'].includes(m.ruleId ?? ''))
    .map((m) => m.message);
}

describe('the layering rule (DESIGN §1)', () => {
  it.each([
    ["import { useState } from 'react';", 'react'],
    ["import { createRoot } from 'react-dom/client';", 'react-dom'],
    ["import { makeAutoObservable } from 'mobx';", 'mobx'],
    ["import { observer } from 'mobx-react-lite';", 'mobx-react-lite'],
    ["import { Container } from 'inversify';", 'inversify'],
    ["import axios from 'axios';", 'axios'],
    ["import { readFile } from 'node:fs/promises';", 'node built-in'],
    ["import { createHash } from 'crypto';", 'node built-in'],
    ["import { App } from '../ui/app';", 'ui'],
    ["import { ApiClient } from '../adapters/http/api-client';", 'adapters'],
  ])('fails a core file that imports %s (%s)', async (code) => {
    expect(await violations(`${code}\nexport const x = 1;\n`, 'core/domain/violation.ts')).not.toEqual([]);
  });

  it.each(['window.alert(1);', 'localStorage.getItem("k");', 'document.title = "x";', 'fetch("/x");', 'setTimeout(() => 1, 10);', 'Date.now();'])(
    'fails a core file that uses the global in `%s`',
    async (code) => {
      expect(await violations(`export function f() { ${code} }\n`, 'core/rules/violation.ts')).not.toEqual([]);
    },
  );

  it('accepts a core file that imports luxon and its siblings', async () => {
    const code = "import { DateTime } from 'luxon';\nimport { type Locale } from './locale';\nexport const f = (l: Locale) => DateTime.fromMillis(0).setLocale(l);\n";
    expect(await violations(code, 'core/domain/ok.ts')).toEqual([]);
  });

  it('fails an adapter that reaches into the UI', async () => {
    expect(await violations("import { App } from '../../ui/app';\nexport const x = App;\n", 'adapters/http/violation.ts')).not.toEqual([]);
    expect(await violations("import { toast } from 'sonner';\nexport const x = toast;\n", 'adapters/http/violation.ts')).not.toEqual([]);
  });

  it('lets the UI use react', async () => {
    expect(await violations("import { useState } from 'react';\nexport const x = useState;\n", 'ui/pages/ok.tsx')).toEqual([]);
  });

  it('finds no violation in the code base', async () => {
    const results = await eslint.lintFiles(['core', 'adapters']);
    const found = results.flatMap((r) => r.messages.filter((m) => m.ruleId?.startsWith('no-restricted')).map((m) => `${r.filePath}:${m.line} ${m.message}`));
    expect(found).toEqual([]);
  });
});
