import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  epochDay,
  INSTRUMENT_BY_ID,
  isTradingDay,
  lastClosedDay,
  marketDay,
  marketIsoDay,
  QUOTES_DELAY_MS,
  rangeStart,
  seededClose,
  type SeriesRange,
} from '../../core';
import { type ChartView, type QuotesView, type SavedCsv } from '../support/market.tasks';
import { type CeleiroWorld } from '../support/world';

const MONTHS: Record<string, number> = { January: 1, February: 2, March: 3, April: 4, May: 5, June: 6, July: 7 };

/** "Monday 2 March 2026" and "12:00" in São Paulo (UTC−3, no summer time) as an ISO instant. */
function instant(date: string, time: string): string {
  const [, day, month, year] = /^\w+ (\d+) (\w+) (\d{4})$/.exec(date)!;
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(Number(year), MONTHS[month!]! - 1, Number(day), hour + 3, minute)).toISOString();
}

const isoDate = (date: string) => instant(date, '00:00').slice(0, 10);

async function quotes(world: CeleiroWorld): Promise<Extract<QuotesView, { kind: 'quotes' }>> {
  const view = await world.market.futures();
  assert.equal(view.kind, 'quotes', 'the user was offered the plans instead of quotes');
  return view as Extract<QuotesView, { kind: 'quotes' }>;
}

Given(
  /^"([^"]+)", an? (?:subscriber with quotes|free user|demo during its trial), opens the quotes on (\w+ \d+ \w+ \d{4}) at (\d\d:\d\d) in São Paulo$/,
  async function (this: CeleiroWorld, email: string, date: string, time: string) {
    await this.market.open(email, instant(date, time));
    this.vars.set('opened', await this.market.futures());
    this.vars.set('at', instant(date, time));
  },
);

// The same users open the quotes whenever the scenario runs: the core's clock reads its default instant, the reference
// server's the real one, so what follows holds at any hour and on any weekday.
Given(
  /^"([^"]+)", an? (?:subscriber with quotes|free user|demo during its trial), opens the quotes$/,
  async function (this: CeleiroWorld, email: string) {
    await this.market.open(email);
    this.vars.set('openedAt', this.market.now());
    this.vars.set('opened', await this.market.futures());
  },
);

Then('the futures market shows {string} or {string}', async function (this: CeleiroWorld, one: string, other: string) {
  const { status } = await quotes(this);
  assert.ok([one, other].includes(status), `the futures market shows ${status}`);
});

Then('every price of the futures is at least 15 minutes old', async function (this: CeleiroWorld) {
  const view = await quotes(this);
  const now = this.market.now();
  assert.ok(view.times.size > 0, 'no futures shown');
  for (const [id, time] of view.times)
    assert.ok(time <= now - QUOTES_DELAY_MS, `${id} is ${Math.round((now - time) / 60_000)} minutes old`);
});

Then(
  /^(on hover|on a phone, on a tap), each row of the futures tells its source, unit, currency and method$/,
  async function (this: CeleiroWorld, how: string) {
    const tasks = this.market;
    if (!tasks.rowDetails) throw new Error(`no row details for the ${this.assembly} assembly`);
    const details = await tasks.rowDetails(how === 'on hover' ? 'hover' : 'tap');
    const view = await quotes(this);
    assert.deepEqual([...details.keys()], [...view.prices.keys()]);
    for (const [id, shown] of details) {
      const instrument = INSTRUMENT_BY_ID.get(id)!;
      assert.equal(shown.source, instrument.source, `the source of ${id}`);
      assert.equal(shown.unit, instrument.unit, `the unit of ${id}`);
      assert.equal(shown.currency, instrument.currency, `the currency of ${id}`);
      assert.ok(shown.method, `no method for ${id}`);
    }
  },
);

Then('the futures market shows {string}', async function (this: CeleiroWorld, status: string) {
  assert.equal((await quotes(this)).status, status);
});

Then(
  'the quotes include {string} and not {string}',
  async function (this: CeleiroWorld, shown: string, hidden: string) {
    const { names } = await quotes(this);
    assert.ok(names.includes(shown), `${shown} is not shown: ${names.join(', ')}`);
    assert.ok(!names.includes(hidden), `${hidden} is shown`);
  },
);

When('a minute passes', async function (this: CeleiroWorld) {
  await this.market.wait(60_000);
});

Then('the price of {string} has moved', async function (this: CeleiroWorld, id: string) {
  const before = (this.vars.get('opened') as Extract<QuotesView, { kind: 'quotes' }>).prices.get(id);
  const after = (await quotes(this)).prices.get(id);
  assert.ok(before !== undefined && after !== undefined, `no price of ${id}`);
  assert.notEqual(after, before);
});

Then('they are offered the plans instead of quotes', async function (this: CeleiroWorld) {
  assert.deepEqual(await this.market.futures(), { kind: 'upsell' });
});

Then(
  'the price of {string} is the one a subscriber saw at {word}',
  async function (this: CeleiroWorld, id: string, time: string) {
    const at = String(this.vars.get('at'));
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const earlier = new Date(Date.parse(at.slice(0, 10) + 'T00:00:00Z') + ((hour + 3) * 60 + minute) * 60_000);
    const seen = await this.market.subscriberPriceAt(id, earlier.toISOString());
    assert.ok(seen !== undefined);
    assert.equal((await quotes(this)).prices.get(id), seen);
  },
);

Then('the price of {string} is its close of {}', async function (this: CeleiroWorld, id: string, date: string) {
  assert.equal((await quotes(this)).prices.get(id), seededClose(id, isoDate(date)));
});

const RANGES: Record<string, SeriesRange> = {
  '1 month': '1M',
  '3 months': '3M',
  '6 months': '6M',
  '1 year': '1Y',
  '3 years': '3Y',
};

function tasksOf(world: CeleiroWorld) {
  const tasks = world.market;
  if (!tasks.openChart || !tasks.chartRange || !tasks.exportFutures)
    throw new Error(`no chart or export tasks for the ${world.assembly} assembly`);
  return tasks as Required<typeof tasks>;
}

When('they open the chart of {string}', async function (this: CeleiroWorld, id: string) {
  this.vars.set('chart', await tasksOf(this).openChart(id));
});

When(
  /^they change the chart's range to (1 month|3 months|6 months|1 year|3 years)$/,
  async function (this: CeleiroWorld, range: string) {
    this.vars.set('chart', await tasksOf(this).chartRange(RANGES[range]!));
  },
);

Then(
  /^the chart shows the trading days of the last (1 month|3 months|6 months|1 year|3 years) up to (\w+ \d+ \w+ \d{4})$/,
  function (this: CeleiroWorld, range: string, date: string) {
    const chart = this.vars.get('chart') as ChartView;
    const last = isoDate(date);
    const first = rangeStart(RANGES[range]!, last);
    const expected: string[] = [];
    for (let day = epochDay(first); day <= epochDay(last); day++)
      if (isTradingDay(marketIsoDay(day))) expected.push(marketIsoDay(day));
    assert.deepEqual(chart.days, expected);
  },
);

Then(
  /^the chart shows the trading days of the last (1 month|3 months|6 months|1 year|3 years) up to the last closed day of "([^"]+)"$/,
  function (this: CeleiroWorld, range: string, id: string) {
    const chart = this.vars.get('chart') as ChartView;
    const { session } = INSTRUMENT_BY_ID.get(id)!;
    // The session may close while the scenario runs: the last day is the last closed one between the quotes' opening
    // (15 minutes earlier for a demo) and now.
    const earliest = lastClosedDay(session, Number(this.vars.get('openedAt')) - QUOTES_DELAY_MS);
    const latest = lastClosedDay(session, this.market.now());
    const last = chart.days[chart.days.length - 1] ?? '';
    assert.ok(earliest <= last && last <= latest, `the chart ends on ${last}, not between ${earliest} and ${latest}`);
    const expected: string[] = [];
    for (let day = epochDay(rangeStart(RANGES[range]!, last)); day <= epochDay(last); day++)
      if (isTradingDay(marketIsoDay(day))) expected.push(marketIsoDay(day));
    assert.deepEqual(chart.days, expected);
  },
);

Then("the 20- and 50-day averages run from the chart's first day", function (this: CeleiroWorld) {
  const chart = this.vars.get('chart') as ChartView;
  assert.equal(chart.averagesStart[20], chart.days[0]);
  assert.equal(chart.averagesStart[50], chart.days[0]);
});

When('they export the futures as CSV', async function (this: CeleiroWorld) {
  this.vars.set('csv', await tasksOf(this).exportFutures());
});

Then('the file {string} is saved', function (this: CeleiroWorld, name: string) {
  assert.equal((this.vars.get('csv') as SavedCsv).name, name);
});

Then('the file of the futures of the day is saved', function (this: CeleiroWorld) {
  const { name } = this.vars.get('csv') as SavedCsv;
  // Named after the day in São Paulo, which may turn while the scenario runs.
  const days = [marketDay(Number(this.vars.get('openedAt'))), marketDay(this.market.now())];
  assert.ok(
    days.some((day) => name === `celeiro-futures-${day}.csv`),
    `the file is ${name}`,
  );
});

// The prices of a live table move between the export and the next look: the file's rows are checked against the
// instruments shown, each with where its number comes from.
Then(
  'it has a line for each instrument of the futures shown, with its source, unit, currency, time and method',
  async function (this: CeleiroWorld) {
    const { lines } = this.vars.get('csv') as SavedCsv;
    const [header, ...records] = lines;
    const column = (name: string) => header!.indexOf(name);
    for (const name of ['instrument', 'name', 'last', 'source', 'unit', 'currency', 'time', 'method'])
      assert.ok(column(name) >= 0, `no ${name}`);
    const view = await quotes(this);
    assert.deepEqual(
      records.map((r) => r[column('instrument')]),
      [...view.prices.keys()],
    );
    assert.deepEqual(
      records.map((r) => r[column('name')]),
      view.names,
    );
    for (const record of records) {
      const instrument = INSTRUMENT_BY_ID.get(record[column('instrument')]!)!;
      assert.match(record[column('last')]!, /^-?\d+(\.\d+)?$/);
      assert.equal(record[column('source')], instrument.source);
      assert.equal(record[column('unit')], instrument.unit);
      assert.equal(record[column('currency')], instrument.currency);
      assert.ok(record[column('method')], 'the method is empty');
      assert.match(record[column('time')]!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  },
);

Then(
  'it has a line for each instrument of the futures they see, with its source, unit, currency, time and method',
  async function (this: CeleiroWorld) {
    const { lines } = this.vars.get('csv') as SavedCsv;
    const [header, ...records] = lines;
    const column = (name: string) => header!.indexOf(name);
    for (const name of ['source', 'unit', 'currency', 'time', 'method']) assert.ok(column(name) >= 0, `no ${name}`);
    const view = await quotes(this);
    assert.deepEqual(
      records.map((r) => r[column('name')]),
      view.names,
    );
    for (const record of records) {
      assert.equal(Number(record[column('last')]), view.prices.get(record[column('instrument')]!));
      for (const name of ['source', 'unit', 'currency', 'method']) assert.ok(record[column(name)], `${name} is empty`);
      assert.match(record[column('time')]!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  },
);
