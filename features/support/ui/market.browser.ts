import { readFileSync } from 'node:fs';
import {
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import {
  DEFAULT_SERIES_RANGE,
  type MarketStatus,
  type SeriesRange,
  TABLE_CSV_COLUMNS,
  type TableCsvColumn,
} from '../../../core';
import { signIn } from '../../../tests/support/sign-in';
import { csvRecords } from '../../../tests/support/csv-records';
import { type ChartView, type MarketTasks, type QuotesView, type RowDetails, type SavedCsv } from '../market.tasks';
import { textsOf } from '../../../tests/support/texts';

const T = textsOf('market', 'PtBr');
const STATUSES: Record<string, MarketStatus> = { [T.live]: 'live', [T.delayed]: 'delayed', [T.closed]: 'closed' };
const DESK = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The columns of the table's CSV by their headers in Portuguese (the file is saved in the user's language). */
const TABLE_HEADERS: Record<TableCsvColumn, string> = {
  instrument: T.colCode,
  name: T.instrument,
  contract: T.colContract,
  last: T.last,
  change: T.change,
  changePct: T.changePct,
  high: T.high,
  low: T.low,
  volume: T.volume,
  time: T.time,
  status: T.colStatus,
  source: T.source,
  unit: T.unit,
  currency: T.currency,
  method: T.method,
};

/** A number as the page writes it in Portuguese ('1.164,25'). */
const ptNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/** 'dd/mm, hh:mm' in São Paulo (UTC−3, no summer time) as an instant, in the year that puts it no later than now. */
function shownInstant(text: string, now: number): number {
  const match = /(\d{2})\/(\d{2}),?\s+(\d{2}):(\d{2})/.exec(text);
  if (!match) throw new Error(`no time in "${text}"`);
  const [, day, month, hour, minute] = match.map(Number) as [number, number, number, number, number];
  const year = new Date(now).getUTCFullYear();
  const at = (y: number) => Date.UTC(y, month - 1, day, hour + 3, minute);
  return at(year) > now + 86_400_000 ? at(year - 1) : at(year);
}

interface ShownRow {
  index: number;
  id: string;
  name: string;
  last: string;
  time: string;
}

/** A saved file's text (its byte-order mark left out) read back into records. */
async function savedCsv(download: Download): Promise<SavedCsv> {
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  return { name: download.suggestedFilename(), lines: csvRecords(text) };
}

/**
 * The quotes module in Chromium against the reference server, whose clock and feed are the real ones: the scenarios
 * that run here hold at any hour. A desk with a touch screen, made a phone for what is tapped.
 */
export class BrowserMarket implements MarketTasks {
  private page: Page | undefined;

  constructor(private readonly newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>) {}

  private get here(): Page {
    if (!this.page) throw new Error('the quotes are not open');
    return this.page;
  }

  private get table(): Locator {
    return this.here.getByRole('table', { name: T.futures });
  }

  async open(email: string, at?: string): Promise<void> {
    if (at !== undefined) throw new Error('the reference server follows the real clock: no instant can be chosen');
    const page = await (await this.newContext({ viewport: DESK, hasTouch: true })).newPage();
    await signIn(page, email, { at: '/quotes' });
    // Settled: the plans offered, or the market's state with the futures' rows.
    await page
      .getByRole('heading', { name: T.upsellTitle })
      .or(page.getByRole('table', { name: T.futures }).locator('[role="row"][data-id]').first())
      .waitFor();
    this.page = page;
  }

  now(): number {
    return Date.now();
  }

  /** Every row of the futures table, in order (the table draws only the rows in view, so it is scrolled through). */
  private async rows(): Promise<ShownRow[]> {
    const table = this.table;
    const count = Number(await table.getAttribute('aria-rowcount')) - 1;
    const seen = new Map<number, ShownRow>();
    const scroller = table.locator('.quotes-scroll');
    await scroller.evaluate((box) => box.scrollTo(0, 0));
    for (let pass = 0; pass < 100 && seen.size < count; pass++) {
      const rows = await table.locator('[role="row"][data-id]').evaluateAll((elements) =>
        elements.map((row) => {
          const cells = [...row.querySelectorAll('[role="cell"]')];
          return {
            index: Number(row.getAttribute('aria-rowindex')),
            id: row.getAttribute('data-id')!,
            name: row.querySelector('.quotes-name-main')?.textContent ?? '',
            last: cells[1]?.childNodes[0]?.textContent ?? '',
            time: cells[7]?.textContent ?? '',
          };
        }),
      );
      for (const row of rows) seen.set(row.index, row);
      if (seen.size < count) {
        await scroller.evaluate((box) => box.scrollBy(0, box.clientHeight / 2));
        await this.here.waitForTimeout(50);
      }
    }
    if (seen.size !== count) throw new Error(`${seen.size} of the ${count} futures rows seen`);
    return [...seen.values()].sort((a, b) => a.index - b.index);
  }

  async futures(): Promise<QuotesView> {
    const page = this.here;
    if (await page.getByRole('heading', { name: T.upsellTitle }).isVisible()) {
      if ((await page.getByRole('table').count()) > 0) throw new Error('the plans are offered beside quotes');
      const plans = await page.getByRole('link', { name: T.seePlans }).getAttribute('href', { timeout: 5000 });
      if (plans !== '/pages/plans') throw new Error(`the plans are offered by a link to ${plans}`);
      return { kind: 'upsell' };
    }
    const badge = (await page.locator('.quotes-status').textContent()) ?? '';
    const status = STATUSES[badge.trim()];
    if (!status) throw new Error(`the market's state reads "${badge}"`);
    const rows = await this.rows();
    const now = Date.now();
    return {
      kind: 'quotes',
      status,
      names: rows.map((r) => r.name),
      prices: new Map(rows.map((r) => [r.id, ptNumber(r.last.trim())])),
      times: new Map(rows.map((r) => [r.id, shownInstant(r.time, now)])),
    };
  }

  /** Time passes with the module open (the real clock's time). */
  async wait(ms: number): Promise<void> {
    await this.here.waitForTimeout(ms);
  }

  subscriberPriceAt(): Promise<number | undefined> {
    throw new Error('the reference server’s feed follows the real clock');
  }

  /** The details panel of a row, read by its terms. */
  /** The details a row's panel shows. */
  private async readDetails(panel: Locator): Promise<RowDetails> {
    await panel.waitFor();
    const pairs = await panel
      .locator('dt')
      .evaluateAll((terms) =>
        terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''] as const),
      );
    const of = new Map(pairs);
    return {
      source: of.get(T.source) ?? '',
      unit: of.get(T.unit) ?? '',
      currency: of.get(T.currency) ?? '',
      method: of.get(T.method) ?? '',
    };
  }

  async rowDetails(how: 'hover' | 'tap'): Promise<Map<string, RowDetails>> {
    const page = this.here;
    await page.setViewportSize(how === 'tap' ? PHONE : DESK);
    const details = new Map<string, RowDetails>();
    for (const { id, name } of await this.rows()) {
      const button = this.table
        .locator(`[role="row"][data-id="${id}"]`)
        .getByRole('button', { name: T.details.replace('{{name}}', name) });
      await button.scrollIntoViewIfNeeded();
      let panel: Locator;
      if (how === 'hover') {
        await button.hover();
        panel = this.panelOf(await button.getAttribute('aria-controls'));
        details.set(id, await this.readDetails(panel));
        // Away from the row, the panel closes.
        await page.mouse.move(0, 0);
      } else {
        await button.tap();
        await button.and(page.locator('[aria-expanded="true"]')).waitFor();
        panel = this.panelOf(await button.getAttribute('aria-controls'));
        details.set(id, await this.readDetails(panel));
        // A second tap closes it (and the pointer a tap leaves over the button goes away, as a finger does).
        await button.tap();
        await page.mouse.move(0, 0);
      }
      await panel.waitFor({ state: 'hidden' });
    }
    await page.setViewportSize(DESK);
    return details;
  }

  /** The details panel of this id (a row's button names it in aria-controls). */
  private panelOf(id: string | null): Locator {
    if (!id) throw new Error('a details button controls no panel');
    return this.here.locator(`[id="${id}"]`);
  }

  private get chart(): Locator {
    return this.here.getByRole('dialog').getByTestId('price-chart');
  }

  /** The days the chart draws, as its series' CSV saves them (checked against the count the chart drew). */
  private async chartShown(range: SeriesRange): Promise<ChartView> {
    const dialog = this.here.getByRole('dialog');
    await dialog
      .getByRole('radio', { name: T[`range${range}`] })
      .and(dialog.locator('[aria-checked="true"]'))
      .waitFor();
    await this.chart.and(this.here.locator(`[data-drawn^="${range} "]`)).waitFor({ timeout: 30_000 });
    const drawn = Number((await this.chart.getAttribute('data-drawn'))!.split(' ')[2]);
    // The canvas is painted (a pixel other than the background), and the chart says what it shows.
    const painted = await this.chart.evaluate((box) =>
      [...box.querySelectorAll('canvas')].some((canvas) => {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0 || canvas.height === 0) return false;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 4; i < data.length; i += 4 * 7)
          if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2] || data[i + 3] !== data[3])
            return true;
        return false;
      }),
    );
    if (!painted) throw new Error('the chart drew nothing on its canvas');
    const summary = (await this.chart.getAttribute('aria-label')) ?? '';
    if (!summary.includes(`, ${T[`range${range}`]}: ${drawn} pregões`))
      throw new Error(`the chart of ${drawn} days is summed up as "${summary}"`);
    const [download] = await Promise.all([
      this.here.waitForEvent('download'),
      dialog.getByRole('button', { name: T.exportSeries }).click(),
    ]);
    const [header, ...records] = (await savedCsv(download)).lines;
    const day = header!.indexOf(T.colDay);
    const days = records.map((record) => record[day]!);
    if (days.length !== drawn) throw new Error(`the chart drew ${drawn} days and its file holds ${days.length}`);
    // The averages are the core's to check: the page draws them without naming their days.
    return { days, averagesStart: {} };
  }

  async openChart(id: string): Promise<ChartView> {
    const row = this.table.locator(`[role="row"][data-id="${id}"]`);
    const name = (await row.locator('.quotes-name-main').textContent()) ?? '';
    // By keyboard, as anyone can.
    await row.getByRole('button', { name: T.openChart.replace('{{name}}', name) }).focus();
    await this.here.keyboard.press('Enter');
    await this.here.getByRole('dialog', { name: T.openChart.replace('{{name}}', name) }).waitFor();
    return this.chartShown(DEFAULT_SERIES_RANGE);
  }

  async chartRange(range: SeriesRange): Promise<ChartView> {
    await this.here
      .getByRole('dialog')
      .getByRole('radio', { name: T[`range${range}`] })
      .click();
    return this.chartShown(range);
  }

  async exportFutures(): Promise<SavedCsv> {
    const [download] = await Promise.all([
      this.here.waitForEvent('download'),
      this.here.getByRole('button', { name: T.exportTable }).click(),
    ]);
    const saved = await savedCsv(download);
    const [header, ...records] = saved.lines;
    // The header read back into the columns' names.
    const columns = header!.map((text) => TABLE_CSV_COLUMNS.find((column) => TABLE_HEADERS[column] === text) ?? text);
    return { name: saved.name, lines: [columns, ...records] };
  }
}
