import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type SavedCalendarFile } from '../support/calendar.tasks';
import { type CeleiroWorld } from '../support/world';

Given('{string} opens the economic calendar of this month', async function (this: CeleiroWorld, email: string) {
  await this.calendar.openEconomicCalendar(email);
});

Given('{string} opens the events of this month', async function (this: CeleiroWorld, email: string) {
  await this.calendar.openEvents(email);
});

When(
  'they keep only the {string} importance entries of commodity {int}',
  async function (this: CeleiroWorld, importance: string, commodity: number) {
    await this.calendar.keepOnly(importance, commodity);
  },
);

Then(
  'every entry shown is of commodity {int} and of {string} importance',
  async function (this: CeleiroWorld, commodity: number, importance: string) {
    for (const event of await this.calendar.shown()) {
      assert.ok(event.commodities.includes(commodity), `${event.title} is not of commodity ${commodity}`);
      assert.equal(event.importance, importance, event.title);
    }
  },
);

Then('at least {int} entry is shown', async function (this: CeleiroWorld, count: number) {
  assert.ok((await this.calendar.shown()).length >= count);
});

When('they add the first entry shown to their calendar', async function (this: CeleiroWorld) {
  const [first] = await this.calendar.shown();
  assert.ok(first, 'no entry shown');
  this.vars.set('entryTitle', first.title);
  this.vars.set('calendarFile', await this.calendar.addToCalendar());
});

Then(
  "the calendar file is an iCalendar event with its start in UTC and the entry's title",
  function (this: CeleiroWorld) {
    const file = this.vars.get('calendarFile') as SavedCalendarFile;
    assert.match(file.name, /\.ics$/);
    assert.ok(file.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'));
    assert.match(file.text, /\r\nBEGIN:VEVENT\r\n[\s\S]*\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n$/);
    assert.match(file.text, /\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    const title = String(this.vars.get('entryTitle')).replace(/[\\;,]/g, (c) => `\\${c}`);
    assert.ok(file.text.replace(/\r\n /g, '').includes(`SUMMARY:${title}`), 'the title is not the summary');
  },
);

When('they add the fair {string} to their calendar', async function (this: CeleiroWorld, title: string) {
  this.vars.set('calendarFile', await this.calendar.addToCalendar(title));
});

Then("the calendar file gives the fair's days as dates, the last day excluded", function (this: CeleiroWorld) {
  const file = this.vars.get('calendarFile') as SavedCalendarFile;
  const start = /\r\nDTSTART;VALUE=DATE:(\d{8})\r\n/.exec(file.text)?.[1];
  const end = /\r\nDTEND;VALUE=DATE:(\d{8})\r\n/.exec(file.text)?.[1];
  assert.ok(start && end, 'no DATE values');
  assert.ok(end > start);
});

Then(
  'the event of commodity {int} only is locked, without its link or price',
  async function (this: CeleiroWorld, commodity: number) {
    assert.deepEqual(await this.calendar.eventOf(commodity), { locked: true, link: null, price: null });
    this.vars.set('lockedCommodity', commodity);
  },
);

Then('it cannot be added to the calendar', async function (this: CeleiroWorld) {
  assert.ok(await this.calendar.addingLockedRefused(Number(this.vars.get('lockedCommodity'))));
});

Given('{string} opens the page of author {int}', async function (this: CeleiroWorld, email: string, id: number) {
  await this.calendar.openAuthor(email, id);
});

Then('the author page shows {string} with a biography', async function (this: CeleiroWorld, name: string) {
  const author = await this.calendar.author();
  assert.equal(author.name, name);
  assert.ok(author.bio.length > 20);
});

Then("it lists the author's latest items", async function (this: CeleiroWorld) {
  assert.ok((await this.calendar.author()).latest > 0);
});
