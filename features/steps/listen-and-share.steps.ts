import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type SharedView } from '../support/reading.tasks';
import { type CeleiroWorld } from '../support/world';

Given('the subscriber {string} listens to an analysis', async function (this: CeleiroWorld, email: string) {
  await this.reading.listen(email);
});

Given('a device with no voice for Portuguese', function (this: CeleiroWorld) {
  this.reading.withoutPortugueseVoice();
});

Then(
  'the title is read first, in {string}, at the rate {float}',
  async function (this: CeleiroWorld, lang: string, rate: number) {
    const [first] = await this.reading.read();
    assert.ok(first, 'something read');
    assert.equal(first.lang, lang);
    assert.equal(first.rate, rate);
    assert.ok(first.text.length > 0);
  },
);

When('they change the speech rate to {float}', async function (this: CeleiroWorld, rate: number) {
  await this.reading.setRate(rate);
});

When('they listen to the analysis again after a reload', async function (this: CeleiroWorld) {
  await this.reading.listenAgainAfterReload();
});

When('they pause the reading', async function (this: CeleiroWorld) {
  await this.reading.pause();
  this.vars.set('readBeforeResume', (await this.reading.read()).length);
});

When('they resume the reading', async function (this: CeleiroWorld) {
  await this.reading.resume();
});

Then('the paragraph paused on is read again from its start', async function (this: CeleiroWorld) {
  const read = await this.reading.read();
  assert.equal(read.length, (this.vars.get('readBeforeResume') as number) + 1);
  assert.equal(read.at(-1)!.text, read.at(-2)!.text);
});

When('they skip to the next paragraph', async function (this: CeleiroWorld) {
  this.vars.set(
    'readBeforeSkip',
    (await this.reading.read()).map((text) => text.text),
  );
  await this.reading.next();
});

Then('the paragraph after it is read', async function (this: CeleiroWorld) {
  const before = this.vars.get('readBeforeSkip') as string[];
  const read = (await this.reading.read()).map((text) => text.text);
  assert.equal(read.length, before.length + 1);
  assert.notEqual(read.at(-1), before.at(-1));
});

Then('the listen control says there is no voice for the language', async function (this: CeleiroWorld) {
  assert.equal(await this.reading.message(), 'no voice for the language');
});

Then('nothing is read', async function (this: CeleiroWorld) {
  assert.deepEqual(await this.reading.read(), []);
});

Given('the subscriber {string} copies the link of an analysis', async function (this: CeleiroWorld, email: string) {
  this.vars.set('link', await this.reading.copyLink(email));
});

When('a visitor opens the link in a fresh browser', async function (this: CeleiroWorld) {
  const link = this.vars.get('link') as string;
  assert.match(link, /\/details\?id=\d+$/);
  this.vars.set('shared', await this.reading.openSignedOut(link));
});

Then("they see the analysis's title and teaser with the plans", function (this: CeleiroWorld) {
  const shared = this.vars.get('shared') as SharedView;
  assert.ok(shared.title.length > 0, 'a title');
  assert.ok(shared.teaser.length > 0, 'a teaser');
  assert.ok(shared.plans, 'the plans');
});

Then('they do not see its body', function (this: CeleiroWorld) {
  assert.equal((this.vars.get('shared') as SharedView).body, false);
});

When('{string}, who has no right to it, opens the link', async function (this: CeleiroWorld, email: string) {
  this.vars.set('shared', await this.reading.openAs(email, this.vars.get('link') as string));
});

Given('the subscriber {string} shares an analysis by WhatsApp', async function (this: CeleiroWorld, email: string) {
  this.vars.set('message', await this.reading.shareByWhatsapp(email));
});

Then('the message carries the title, the teaser and the link to the public page', function (this: CeleiroWorld) {
  const lines = (this.vars.get('message') as string).split('\n\n');
  assert.equal(lines.length, 3);
  assert.ok(lines[0]!.length > 0 && lines[1]!.length > 0);
  assert.match(lines[2]!, /\/details\?id=\d+$/);
});

Then('the message does not carry the body', function (this: CeleiroWorld) {
  assert.ok(!(this.vars.get('message') as string).includes(this.reading.bodyText()));
});

Given(
  'the subscriber {string} shares the PDF of a report outside their plan',
  async function (this: CeleiroWorld, email: string) {
    this.vars.set('refused', await this.reading.sharePdfOutsidePlan(email));
  },
);

Then('the share is refused', function (this: CeleiroWorld) {
  assert.equal(this.vars.get('refused'), true);
});

Then('no share is counted', function (this: CeleiroWorld) {
  assert.equal(this.reading.counted(), 0);
});

Given('the publisher sent a publication', function () {
  // The publication is sent, and shared, in the next step.
});

When('a reader shares it by WhatsApp and another copies its link', async function (this: CeleiroWorld) {
  await this.reading.publishAndShare();
});

Then(
  'the desk shows {int} shares of it: {int} by WhatsApp and {int} by copied link',
  async function (this: CeleiroWorld, total: number, whatsapp: number, copy: number) {
    assert.deepEqual(await this.reading.deskShares(), { total, byChannel: { whatsapp, copy } });
  },
);
