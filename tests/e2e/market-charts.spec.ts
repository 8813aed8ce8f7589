import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

// The CSV of the futures table in Chromium against the reference server: its header and first row are those of the
// table shown. The chart itself is the @ui scenarios of features/market/quotes-anytime.feature.

test('a subscriber saves the futures table as CSV', async ({ page }) => {
  await signIn(page, 'assinante@example.com', { at: '/quotes' });
  const table = page.getByRole('table', { name: 'Mercado futuro' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible({ timeout: 20_000 });

  // The table as CSV: the rows shown, the header in the user's language.
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
});
