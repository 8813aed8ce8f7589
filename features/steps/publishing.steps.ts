import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CorePublishing } from '../support/core/publishing.core';
import { type PublishingMessageField } from '../support/publishing.tasks';
import { type CeleiroWorld } from '../support/world';

/** The core desk, for the steps only the core can take (a reader's mail server failing). */
function core(world: CeleiroWorld): CorePublishing {
  const tasks = world.publishing;
  if (!(tasks instanceof CorePublishing)) throw new Error('only the core assembly can make a mail fail');
  return tasks;
}

Given(
  'the publisher writes a {string} for {string} titled {string}',
  async function (this: CeleiroWorld, type: string, commodity: string, title: string) {
    await this.publishing.write({ type, commodity, title });
  },
);

Given(
  'the publisher writes a highlighted {string} for {string} whose highlight title has {int} characters',
  async function (this: CeleiroWorld, type: string, commodity: string, length: number) {
    await this.publishing.write({ type, commodity, title: 'Destaque do café', highlightTitle: 'x'.repeat(length) });
  },
);

Given('the publisher attaches {string} at {string}', async function (this: CeleiroWorld, name: string, url: string) {
  await this.publishing.attach(name, url);
});

When('the publisher sends it now', async function (this: CeleiroWorld) {
  await this.publishing.act('sendNow');
});

When('the publisher keeps it as a draft', async function (this: CeleiroWorld) {
  await this.publishing.act('save');
});

When('the publisher resumes sending it', async function (this: CeleiroWorld) {
  await this.publishing.act('resume');
});

When('the publisher schedules it in {int} minutes', async function (this: CeleiroWorld, minutes: number) {
  await this.publishing.schedule(minutes);
});

When('the publisher schedules it {int} minutes ago', async function (this: CeleiroWorld, minutes: number) {
  await this.publishing.schedule(-minutes);
});

When(/^the desk's clock moves (\d+) minutes(?: more)?$/, async function (this: CeleiroWorld, minutes: string) {
  await this.publishing.wait(Number(minutes));
});

Given('the mail of {string} fails', function (this: CeleiroWorld, email: string) {
  core(this).setFailing(email, true);
});

When('the mail of {string} works again', function (this: CeleiroWorld, email: string) {
  core(this).setFailing(email, false);
});

Then('the desk shows it {string}', async function (this: CeleiroWorld, status: string) {
  assert.equal(await this.publishing.status(), status);
});

Then('{string} receives it by e-mail once', async function (this: CeleiroWorld, email: string) {
  assert.equal(await this.publishing.mailsTo(email), 1);
});

Then('{string} does not receive it by e-mail', async function (this: CeleiroWorld, email: string) {
  assert.equal(await this.publishing.mailsTo(email), 0);
});

Then(
  'the desk says {string} beside the {string} field',
  async function (this: CeleiroWorld, message: string, field: PublishingMessageField) {
    assert.equal(await this.publishing.fieldMessage(field), message);
  },
);

Then(
  '{string} reads it with the attachments {string}',
  async function (this: CeleiroWorld, email: string, names: string) {
    assert.deepEqual(await this.publishing.readerAttachments(email), { names: names.split(', '), locked: false });
  },
);

Then('{string} reads it with its attachments kept for subscribers', async function (this: CeleiroWorld, email: string) {
  assert.deepEqual(await this.publishing.readerAttachments(email), { names: [], locked: true });
});
