import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type Reader } from '../support/content.tasks';
import { type CeleiroWorld } from '../support/world';

Given(
  /^the (subscriber|demo|free) "([^"]*)" is reading$/,
  async function (this: CeleiroWorld, profile: Reader, email: string) {
    await this.content.readAs(profile, email);
  },
);

When(
  'they browse the {string} of commodity {int}',
  async function (this: CeleiroWorld, type: string, commodity: number) {
    await this.content.browse(type, commodity);
  },
);

When('they open the first item listed', async function (this: CeleiroWorld) {
  await this.content.openFirst();
});

When('they open an item kept for subscribers', async function (this: CeleiroWorld) {
  this.vars.set('invitation', await this.content.openKeptItem());
});

When('they keep only the important items', async function (this: CeleiroWorld) {
  await this.content.keepImportant();
});

When('they come back later', async function (this: CeleiroWorld) {
  await this.content.comeBack();
});

When('they clear the report filters', async function (this: CeleiroWorld) {
  await this.content.clearFilters();
});

Then('every item listed can be read', async function (this: CeleiroWorld) {
  const items = await this.content.listed();
  assert.ok(items.length > 0, 'nothing listed');
  assert.deepEqual(
    items.filter((item) => item.locked).map((item) => item.title),
    [],
  );
});

Then('some items listed are kept for subscribers', async function (this: CeleiroWorld) {
  const items = await this.content.listed();
  assert.ok(
    items.some((item) => item.locked),
    `every item is readable: ${JSON.stringify(items)}`,
  );
});

Then('only the exclusive items listed are kept for subscribers', async function (this: CeleiroWorld) {
  const items = await this.content.listed();
  assert.ok(items.length > 0, 'nothing listed');
  for (const item of items) assert.equal(item.locked, item.exclusive && !item.free, item.title);
});

Then('only the free items listed can be read', async function (this: CeleiroWorld) {
  const items = await this.content.listed();
  assert.ok(items.length > 0, 'nothing listed');
  for (const item of items) assert.equal(item.locked, !item.free, item.title);
});

Then('they read its full text', async function (this: CeleiroWorld) {
  const text = await this.content.fullText();
  assert.ok(text && text.length > 20, 'no full text');
});

Then('the item is marked as read', async function (this: CeleiroWorld) {
  assert.equal(await this.content.isMarkedRead(), true);
});

Then('they are invited with {string}', function (this: CeleiroWorld, title: string) {
  assert.equal(this.vars.get('invitation'), title);
});

Then('every item listed is important', async function (this: CeleiroWorld) {
  const items = await this.content.listed();
  assert.ok(items.length > 0, 'nothing listed');
  assert.deepEqual(
    items.filter((item) => !item.important).map((item) => item.title),
    [],
  );
});

Then(/^(\d+) report filters? (?:is|are) on$/, async function (this: CeleiroWorld, count: string) {
  assert.equal(await this.content.activeFilters(), Number(count));
});

Then('no report filter is on', async function (this: CeleiroWorld) {
  assert.equal(await this.content.activeFilters(), 0);
});

Then('some items listed show a picture of their commodity, described in words', async function (this: CeleiroWorld) {
  const items = await this.content.listed();
  const pictured = items.filter((item) => item.picture !== null);
  assert.ok(pictured.length > 0, 'no item shows a picture');
  assert.ok(pictured.length < items.length, 'every item shows a picture');
  for (const item of pictured) assert.match(item.picture!, /\S{3,}/, `the picture of "${item.title}" is not described`);
});
