import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { judgeRouteJs, readRouteJsBudgets, scriptsGzip } from '../../scripts/route-weight';

// The route budgets that `npm test` enforces (the end-to-end suite measures the routes in Chromium): a route over its
// budget, one left unmeasured or one with no budget fails.
describe('route JavaScript budgets', () => {
  const budgets = readRouteJsBudgets();
  const budget = (route: string) => {
    const found = budgets[route];
    if (!found) throw new Error(`no budget for ${route}`);
    return found;
  };

  it('budgets the login page and a signed-in list', () => {
    expect(Object.keys(budgets)).toEqual(expect.arrayContaining(['login', 'signed-in list']));
  });

  it('fails a route once its budget is lowered below what it loads, and passes it at its figure', () => {
    const measured = { login: budget('login').maxKb * 1024, 'signed-in list': budget('signed-in list').maxKb * 1024 };
    expect(judgeRouteJs(measured, budgets).every((verdict) => verdict.within)).toBe(true);

    const lowered = { ...budgets, login: { ...budget('login'), maxKb: budget('login').maxKb - 1 } };
    const verdicts = judgeRouteJs(measured, lowered);
    expect(verdicts.find((verdict) => verdict.route === 'login')).toMatchObject({ within: false });
    expect(verdicts.find((verdict) => verdict.route === 'signed-in list')).toMatchObject({ within: true });
  });

  it('fails a budgeted route that was not measured, and a measured route with no budget', () => {
    const verdicts = judgeRouteJs({ login: 1024, 'a new page': 1024 }, budgets);
    expect(verdicts.find((verdict) => verdict.route === 'signed-in list')).toMatchObject({ within: false });
    expect(verdicts.find((verdict) => verdict.route === 'a new page')).toMatchObject({ within: false });
  });

  it('sizes the scripts a page fetched as their gzipped copies, each once', () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-weight-'));
    mkdirSync(join(dist, 'assets'));
    const text = 'export const answer = 42;\n'.repeat(200);
    writeFileSync(join(dist, 'assets', 'a.js'), text);
    writeFileSync(join(dist, 'assets', 'b.js'), 'export {};\n');
    const expected = gzipSync(text, { level: 9 }).length + gzipSync('export {};\n', { level: 9 }).length;
    expect(scriptsGzip(dist, ['assets/a.js', 'assets/b.js', 'assets/a.js'])).toBe(expected);
  });
});
