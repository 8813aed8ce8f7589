import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { seededClose } from '../../core';
import { type QuotesView } from '../support/market.tasks';
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
