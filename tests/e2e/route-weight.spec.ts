import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { judgeRouteJs, readRouteJsBudgets, scriptsGzip } from '../../scripts/route-weight';
import { signInThroughPage } from '../support/sign-in';

// The JavaScript each budgeted route really loads in Chromium, from its address to a settled page (its content shown
// and the network quiet, the idle-time loads included), sized as the build's gzipped copies and judged against
// bench/budgets.json. The figures, with each script's share, are written to test-results/bench/route-js.json.

/** Records the built scripts a page fetches. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname.slice(1));
  });
  return scripts;
}

test('the login page and a signed-in list load no more JavaScript than their budgets', async ({ browser }) => {
  const context = await browser.newContext();
  const measured: Record<string, number> = {};
  const loaded: Record<string, string[]> = {};

  const login = await context.newPage();
  const loginScripts = recordScripts(login);
  await login.goto('/pages/login');
  await expect(login.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await login.waitForLoadState('networkidle');
  measured.login = scriptsGzip('dist', loginScripts);
  loaded.login = [...loginScripts].sort();

  await signInThroughPage(login, 'assinante@example.com', { from: null, remember: true });
  await expect(login).toHaveURL(/\/informative\/1$/);
  await login.close();

  // A fresh load of a list with the session the browser remembers (remember me), as a subscriber opens the app each morning.
  const list = await context.newPage();
  const listScripts = recordScripts(list);
  await list.goto('/informative/1');
  await expect(list.getByRole('list', { name: 'Conteúdos' }).getByRole('listitem').first()).toBeVisible();
  await list.waitForLoadState('networkidle');
  measured['signed-in list'] = scriptsGzip('dist', listScripts);
  loaded['signed-in list'] = [...listScripts].sort();
  await context.close();

  const verdicts = judgeRouteJs(measured, readRouteJsBudgets());
  for (const verdict of verdicts) console.log(`${verdict.within ? 'within budget' : 'OVER BUDGET'}  ${verdict.line}`);
  mkdirSync('test-results/bench', { recursive: true });
  const figures = Object.fromEntries(
    Object.entries(loaded).map(([route, files]) => [
      route,
      { gzip: measured[route], files: Object.fromEntries(files.map((file) => [file, scriptsGzip('dist', [file])])) },
    ]),
  );
  writeFileSync('test-results/bench/route-js.json', JSON.stringify(figures, null, 2));
  expect(verdicts.filter((verdict) => !verdict.within).map((verdict) => verdict.line)).toEqual([]);
});
