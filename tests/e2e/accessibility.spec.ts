import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_TABS, PUBLIC_PAGES, PUBLIC_ROOT_PAGES, SIGNED_IN_PAGES } from '../../ui/shell/paths';
import { SERVICE_PAGE_NAMES } from '../../ui/services/service-names';
import { signIn } from '../support/sign-in';
import { browserAt, SCREENS, type Screen } from './screens';

// The sweep of every page of the app, at a phone's and a desk's size, and of the dialogs a user opens from
// the shell: each page draws its heading without an uncaught error or an error in the console, and nothing on it is
// wider than the window. At the desk, which draws every panel and column, axe-core also finds no serious or critical
// violation of WCAG 2.1 A and AA (its rules are the same at every size, and one audit of a page costs a couple of
// CPU-seconds). The axe findings of each page are written to test-results/e2e/axe.json, so a failure says which rule,
// where.

const SIZES = Object.values(SCREENS);

/** The size whose pages axe audits. */
const AUDITED: Screen = SCREENS.desk;

/** Pages a visitor reaches (those that only redirect or wait for a token are left out). */
const PUBLIC = [
  ...PUBLIC_PAGES.filter(
    (page) => !['callback', 'download-file', 'two-factor', 'confirm-email', 'reset-password'].includes(page),
  ).map((page) => `/pages/${page}`),
  ...PUBLIC_ROOT_PAGES.filter((page) => page !== 'details').map((page) => `/${page}`),
  '/home',
];

/** Pages a visitor reaches by a link with a token: checked for their heading and errors, not audited. */
const TOKEN_PAGES = ['two-factor', 'confirm-email', 'reset-password', 'callback', 'download-file']
  .map((page) => `/pages/${page}`)
  .concat('/details');

/** Pages of a signed-in subscriber. */
const SIGNED_IN = [
  '/informative/1',
  '/informative/1/1',
  ...SIGNED_IN_PAGES.map((page) => `/${page}`),
  ...SERVICE_PAGE_NAMES.map((name) => `/services/${name}`),
  ...ACCOUNT_TABS.map((tab) => `/account/${tab}`),
];

interface Finding {
  page: string;
  size: string;
  rule: string;
  impact: string;
  nodes: string[];
}

const findings: Finding[] = [];

/** The serious and critical violations on the page as it is now. */
async function audit(page: Page, where: string, size: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      page: where,
      size,
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  findings.push(...found);
  return found;
}

/** Waits until the page has drawn its heading and nothing says it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Carregando/ })).toHaveCount(0);
}

test('the audit reports a serious or critical violation where there is one', async ({ page }) => {
  await page.setContent(
    '<html lang="pt-BR"><head><title>t</title></head><body><main><h1>t</h1><img src="/x.png"><button></button></main></body></html>',
  );
  const rules = (await audit(page, 'a page made to fail', 'any')).map((finding) => finding.rule).sort();
  findings.length = 0;
  expect(rules).toEqual(['button-name', 'image-alt']);
});

test.afterAll(() => {
  mkdirSync('test-results/e2e', { recursive: true });
  writeFileSync('test-results/e2e/axe.json', JSON.stringify(findings, null, 2));
});

for (const size of SIZES) {
  const audited = size === AUDITED;
  test(`every page draws without errors, fits${audited ? ' and passes axe' : ''} on a ${size.name} (${size.width}x${size.height})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { context, page } = await browserAt(browser, baseURL ?? '', size);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    /** Nothing wider than the window, and at the audited size the page's serious or critical violations. */
    const check = async (where: string) => {
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (sideways > 0) problems.push(`${where} (${size.name}): scrolls ${sideways} px sideways`);
      if (!audited) return;
      const found = await audit(page, where, size.name);
      problems.push(...found.map((p) => `${p.page} (${p.size}): ${p.rule} [${p.impact}] at ${p.nodes.join(', ')}`));
    };

    for (const path of TOKEN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
    for (const path of PUBLIC) {
      await page.goto(path);
      await settled(page);
      await check(path);
    }

    await signIn(page, 'assinante@example.com');
    for (const path of SIGNED_IN) {
      await page.goto(path);
      await settled(page);
      await check(path);
    }

    // The dialogs of the shell: the user menu, the layout history, the help, the notification panel.
    await page.goto('/informative/1');
    await settled(page);
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByRole('dialog', { name: 'Menu do usuário' })).toBeVisible();
    await check('user menu');
    await page.getByRole('button', { name: 'Histórico do layout' }).click();
    await expect(page.getByRole('dialog', { name: 'Histórico do layout' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Carregando/ })).toHaveCount(0);
    await check('layout history');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notificações/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notificações' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Carregando/ })).toHaveCount(0);
    await check('notification centre');
    await context.close();

    expect(problems).toEqual([]);
  });
}
