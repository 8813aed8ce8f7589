import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

/** The titles of the entries starred so far, by "entry N of commodity C". */
function titles(world: CeleiroWorld): Map<string, string> {
  if (!world.vars.has('favoriteTitles')) world.vars.set('favoriteTitles', new Map<string, string>());
  return world.vars.get('favoriteTitles') as Map<string, string>;
}

const entryName = (position: number, commodity: number) => `entry ${position} of commodity ${commodity}`;

/** The titles of a comma-separated list of entries the scenario starred before. */
function titlesOf(world: CeleiroWorld, entries: string): string[] {
  return entries.trim() === ''
    ? []
    : entries.split(',').map((entry) => {
        const title = titles(world).get(entry.trim());
        assert.ok(title, `"${entry.trim()}" was not starred in this scenario`);
        return title;
      });
}

Given(
  '{string} is signed in on the {string} to keep favourites',
  async function (this: CeleiroWorld, email: string, device: string) {
    this.vars.set('email', email);
    await this.favorites.signInOn(device, email);
  },
);

When(
  /^on the "([^"]+)" they (star|unstar) entry (\d+) of commodity (\d+) as favourite$/,
  async function (this: CeleiroWorld, device: string, _action: string, position: string, commodity: string) {
    const title = await this.favorites.toggleEntry(device, Number(commodity), Number(position));
    assert.notEqual(title, '');
    titles(this).set(entryName(Number(position), Number(commodity)), title);
  },
);

When(
  'on the {string} they take {string} out of the favourites view',
  async function (this: CeleiroWorld, device: string, entry: string) {
    const [title] = titlesOf(this, entry);
    await this.favorites.removeFromView(device, title!);
  },
);

When('the {string} reads the account', async function (this: CeleiroWorld, device: string) {
  await this.favorites.readAccount(device);
});

Then(
  'the favourites view on the {string} for commodity {int} shows {string}',
  async function (this: CeleiroWorld, device: string, commodity: number, entries: string) {
    assert.deepEqual(await this.favorites.favorites(device, commodity), titlesOf(this, entries));
  },
);

Then(
  'the favourites view on the {string} for all commodities shows {string}',
  async function (this: CeleiroWorld, device: string, entries: string) {
    assert.deepEqual(await this.favorites.favorites(device, 0), titlesOf(this, entries));
  },
);

When('on the {string} they star {int} pages', async function (this: CeleiroWorld, device: string, count: number) {
  this.vars.set('starredFirst', await this.favorites.starPages(device, count));
});

When('on the {string} they star one more page', async function (this: CeleiroWorld, device: string) {
  const [another] = await this.favorites.starPages(device, 1);
  this.vars.set('starredLast', another);
});

Then('the {string} shows the notice {string}', async function (this: CeleiroWorld, device: string, notice: string) {
  assert.ok((await this.favorites.notices(device)).includes(notice), `no notice "${notice}"`);
});

Then(
  'the starred pages on the {string} are the {int} starred first',
  async function (this: CeleiroWorld, device: string, count: number) {
    const first = this.vars.get('starredFirst') as string[];
    assert.equal(first.length, count);
    const starred = await this.favorites.starredPages(device);
    assert.deepEqual(starred, first);
    assert.ok(!starred.includes(this.vars.get('starredLast') as string));
  },
);

Given('on the {string} the schedule is empty', async function (this: CeleiroWorld, device: string) {
  await this.favorites.clearSchedule(device);
});

When(
  /^on the "([^"]+)" they save entry (\d+) of commodity (\d+) to the schedule$/,
  async function (this: CeleiroWorld, device: string, position: string, commodity: string) {
    const title = await this.favorites.saveToSchedule(device, Number(commodity), Number(position));
    assert.notEqual(title, '');
    titles(this).set(entryName(Number(position), Number(commodity)), title);
  },
);

Then(
  'the schedule on the {string} shows {string}',
  async function (this: CeleiroWorld, device: string, entries: string) {
    assert.deepEqual(await this.favorites.schedule(device), titlesOf(this, entries));
  },
);

When(
  'on the {string} they take {string} out of the schedule',
  async function (this: CeleiroWorld, device: string, entry: string) {
    const [title] = titlesOf(this, entry);
    await this.favorites.takeOutOfSchedule(device, title!);
  },
);

When(
  /^the "([^"]+)" (loses|gets back) its network$/,
  async function (this: CeleiroWorld, device: string, change: string) {
    await this.favorites.setNetwork(device, change === 'gets back');
  },
);

Then(
  'on the {string} {string} opens from the copy saved on the device',
  async function (this: CeleiroWorld, device: string, entry: string) {
    const [title] = titlesOf(this, entry);
    assert.equal(await this.favorites.opensOffline(device, title!), true);
  },
);

Then('the {string} keeps no copy of {string}', async function (this: CeleiroWorld, device: string, entry: string) {
  const [title] = titlesOf(this, entry);
  assert.equal(await this.favorites.keepsCopyOf(device, title!), false);
});
