import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { browserAt, expectNoSidewaysScroll, SCREENS } from './screens';

// The ship line-up in Chromium against the reference server, on a phone and on a desk, with screenshots. The other
// services' flows are the @ui scenarios of features/services/.

const SIZES = [SCREENS.phone, SCREENS.desk] as const;

mkdirSync('test-results/e2e', { recursive: true });

for (const size of SIZES) {
  test(`the ship line-up filters by port, product and status, sorts, and totals by product (${size.name})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await browserAt(browser, baseURL ?? '', size);
    await signIn(page, 'assinante@example.com', { at: '/services/ship-line-up' });
    await expect(page.getByRole('heading', { level: 1, name: 'Line-up de navios' })).toBeVisible();
    await expect(page.getByText('15 navios')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/e2e/services-line-up-${size.name}.png`, fullPage: true });

    await page.getByLabel('Porto', { exact: true }).selectOption('Santos');
    await page.getByLabel('Produto', { exact: true }).selectOption({ label: 'Soja em grão' });
    await expect(page.getByText('2 navios')).toBeVisible();
    await expect(page.getByTestId('line-up-total-soy')).toHaveText(/136\.000 t/);
    await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Partiu' });
    await expect(page.getByText('1 navios')).toBeVisible();
    await page.getByLabel('Situação', { exact: true }).selectOption('');

    await page.getByRole('button', { name: 'Toneladas' }).click();
    await page.getByRole('button', { name: 'Toneladas' }).click();
    await expect(page.locator('.services-table-wrap').getByRole('columnheader', { name: 'Toneladas' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.locator('.services-table-wrap tbody tr').first()).toContainText('Pacific Cerrado');
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}
