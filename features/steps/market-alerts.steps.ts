import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

const MONTHS: Record<string, number> = { January: 1, February: 2, March: 3, April: 4, May: 5, June: 6, July: 7 };

/** "Monday 2 March 2026" and "12:00" in São Paulo (UTC−3, no summer time) as an ISO instant. */
function instant(date: string, time: string): string {
  const [, day, month, year] = /^\w+ (\d+) (\w+) (\d{4})$/.exec(date)!;
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(Number(year), MONTHS[month!]! - 1, Number(day), hour + 3, minute)).toISOString();
}

Given(
  /^"([^"]+)", a subscriber with quotes, follows the quotes on (\w+ \d+ \w+ \d{4}) at (\d\d:\d\d) in São Paulo$/,
  async function (this: CeleiroWorld, email: string, date: string, time: string) {
    await this.marketAlerts.open(email, instant(date, time));
  },
);

Given('their phone is registered for notifications', async function (this: CeleiroWorld) {
  await this.marketAlerts.registerPhone();
});

When('they add {string} to their watch list', async function (this: CeleiroWorld, id: string) {
  await this.marketAlerts.watch(id);
});

Then('their watch list holds {string}', async function (this: CeleiroWorld, id: string) {
  assert.deepEqual(await this.marketAlerts.watchlist('this'), [id]);
});

Then('on another device their watch list holds {string}', async function (this: CeleiroWorld, id: string) {
  assert.deepEqual(await this.marketAlerts.watchlist('another'), [id]);
});

When(
  'they set an alert on {string} halfway to the price it reaches in {int} minutes',
  async function (this: CeleiroWorld, id: string, minutes: number) {
    const now = await this.marketAlerts.priceIn(id, 0);
    const later = await this.marketAlerts.priceIn(id, minutes * 60_000);
    assert.notEqual(later, now, `${id} does not move in ${minutes} minutes`);
    this.vars.set('crossing', minutes * 60_000);
    const outcome = await this.marketAlerts.setAlert(id, later > now ? 'above' : 'below', (now + later) / 2);
    assert.equal(outcome, 'set');
  },
);

When('they set an alert on {string} above {float}', async function (this: CeleiroWorld, id: string, level: number) {
  this.vars.set('outcome', await this.marketAlerts.setAlert(id, 'above', level));
});

When('{int} minutes pass', async function (this: CeleiroWorld, minutes: number) {
  await this.marketAlerts.wait(minutes * 60_000);
});

When('the price goes back across the level and crosses it again', async function (this: CeleiroWorld) {
  const span = Number(this.vars.get('crossing'));
  // The feed is a function of time: going back to before the crossing and forward again crosses the level twice.
  await this.marketAlerts.wait(-span);
  await this.marketAlerts.wait(span);
});

When('their plan no longer covers {string}', async function (this: CeleiroWorld, id: string) {
  await this.marketAlerts.withdraw(id);
});

Then('they are told that their alert on {string} fired', async function (this: CeleiroWorld, id: string) {
  assert.deepEqual(await this.marketAlerts.notices(), [id]);
});

Then(/^they got (\d+) e-mails? about their alerts$/, async function (this: CeleiroWorld, count: string) {
  assert.equal(await this.marketAlerts.alertMails(), Number(count));
});

Then(/^their phone got (\d+) push(?:es)? about their alerts$/, async function (this: CeleiroWorld, count: string) {
  assert.equal(await this.marketAlerts.phonePushes(), Number(count));
});

Then('their alert on {string} is {string}', async function (this: CeleiroWorld, id: string, state: string) {
  assert.equal(await this.marketAlerts.alertState(id), state);
});

Then('the alert is refused because their plan does not include it', function (this: CeleiroWorld) {
  assert.equal(this.vars.get('outcome'), 'outside-plan');
});

Then('they have no alerts', async function (this: CeleiroWorld) {
  assert.equal(await this.marketAlerts.alertState('BGI1'), undefined);
  assert.equal(await this.marketAlerts.alertMails(), 0);
});
