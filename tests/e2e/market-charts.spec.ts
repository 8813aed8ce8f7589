import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInWithCode } from './mailbox';
import { expectNoSidewaysScroll } from './screens';

// An instrument's chart and the CSV of a table in Chromium against the reference server: a subscriber opens the
// chart of a futures row (its canvas drawn), switches to candles and to 3 years, and saves the table as CSV, whose
// header and first row are those of the table shown. On a phone and on a desk, with screenshots. BENCH_CPU_THROTTLE
// (e.g. 4) slows the CPU the same way the benchmarks do.

const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);

/** Whether the chart's canvas has anything drawn on it (a pixel that is not the background). */
async function canvasDrawn(page: Page): Promise<boolean> {
  return page.getByTestId('price-chart').evaluate((box) =>
    [...box.querySelectorAll('canvas')].some((canvas) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const [r, g, b, a] = [data[0], data[1], data[2], data[3]];
      for (let i = 4; i < data.length; i += 4 * 7)
        if (data[i] !== r || data[i + 1] !== g || data[i + 2] !== b || data[i + 3] !== a) return true;
      return false;
    }),
  );
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1366, height: 800 },
]) {
  test(`a subscriber opens a chart, changes it, and saves the table as CSV (${size.name})`, async ({ browser }) => {
    mkdirSync('test-results/e2e', { recursive: true });
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      locale: 'pt-BR',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    if (THROTTLE > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    }
    await signInWithCode(page, 'assinante@example.com');
    await page.goto('/quotes');
    const table = page.getByRole('table', { name: 'Mercado futuro' });
    const coffee = table.getByRole('row').filter({ hasText: 'Café arábica' });
    await expect(coffee).toBeVisible({ timeout: 20_000 });

    // The chart from the row's button, by keyboard.
    const open = coffee.getByRole('button', { name: 'Gráfico de Café arábica' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Gráfico de Café arábica' });
    await expect(dialog).toBeVisible();
    const chart = dialog.getByTestId('price-chart');
    await expect(chart).toHaveAttribute('data-drawn', /^6M line \d+/, { timeout: 15_000 });
    expect(await canvasDrawn(page)).toBe(true);
    await expect(dialog.getByText('ICE US', { exact: true })).toBeVisible();
    await expect(dialog.getByText('USc/lb', { exact: true })).toBeVisible();
    // Nothing scrolls sideways on the page or in the dialog.
    await expectNoSidewaysScroll(page);

    await dialog.getByRole('radio', { name: 'Candles' }).click();
    await expect(chart).toHaveAttribute('data-drawn', /^6M candles \d+/);
    await dialog.getByRole('radio', { name: '3 anos' }).click();
    await expect(dialog.getByRole('radio', { name: '3 anos' })).toBeChecked();
    await expect(chart).toHaveAttribute('data-drawn', /^3Y candles (\d+)/);
    const days = Number((await chart.getAttribute('data-drawn'))!.split(' ')[2]);
    // About 260 trading days a year.
    expect(days).toBeGreaterThan(700);
    expect(await canvasDrawn(page)).toBe(true);
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`Café arábica, 3 anos: ${days} pregões`));
    await page.screenshot({ path: `test-results/e2e/market-chart-${size.name}.png` });

    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    // The table as CSV: the rows shown, the header in the user's language.
    const firstRow = table.getByRole('row').nth(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar tabela (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^celeiro-futures-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, first] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'Código,Instrumento,Contrato ou praça,Último,Variação,Var. %,Máxima,Mínima,Volume,Hora,Situação,Fonte,Unidade,Moeda,Método',
    );
    const cells = first!.split(',');
    const name = (await firstRow.locator('.quotes-name-main').textContent())!;
    expect(cells[1]).toBe(name);
    // Numbers with a dot, an ISO instant, and where the number comes from.
    expect(cells[3]).toMatch(/^\d+(\.\d+)?$/);
    expect(cells[9]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(['live', 'delayed', 'closed']).toContain(cells[10]);
    expect(cells[11]).toBeTruthy();
    await expect(page.getByText(`Arquivo ${file.suggestedFilename()} salvo.`)).toBeVisible();
    await context.close();
  });
}
