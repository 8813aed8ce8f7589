import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';
import { type QuotesDevice } from '../support/quotes-session.tasks';

const deviceOf = (name: string): QuotesDevice => (name === 'first' ? 'first' : 'other');

Given(/^"([^"]+)", a subscriber with quotes, has the quotes open$/, async function (this: CeleiroWorld, email: string) {
  await this.quotesSession.open(email);
  assert.equal((await this.quotesSession.device('first')).live, true, 'the quotes opened without their live prices');
});

When(/^they open the quotes on another device$/, async function (this: CeleiroWorld) {
  await this.quotesSession.openOtherDevice();
});

When(/^they reconnect on the (first|other) device$/, async function (this: CeleiroWorld, device: string) {
  await this.quotesSession.reconnect(deviceOf(device));
});

When("the module's token comes to its end", async function (this: CeleiroWorld) {
  assert.ok(this.quotesSession.reachTokenEnd, `time cannot be moved in the ${this.assembly} assembly`);
  await this.quotesSession.reachTokenEnd();
});

When('they leave the quotes for the home page', async function (this: CeleiroWorld) {
  await this.quotesSession.leave();
});

Then(/^the (first|other) device says "([^"]+)"$/, async function (this: CeleiroWorld, device: string, message: string) {
  assert.equal((await this.quotesSession.device(deviceOf(device))).message, message);
});

Then(/^the (first|other) device says nothing$/, async function (this: CeleiroWorld, device: string) {
  assert.equal((await this.quotesSession.device(deviceOf(device))).message, null);
});

Then(
  /^the (first|other) device (receives|no longer receives) the live prices$/,
  async function (this: CeleiroWorld, device: string, receives: string) {
    assert.equal((await this.quotesSession.device(deviceOf(device))).live, receives === 'receives');
  },
);

Then("the module's session has ended", async function (this: CeleiroWorld) {
  assert.equal(await this.quotesSession.moduleSessionEnded(), true);
});

Then('they are still signed in', async function (this: CeleiroWorld) {
  assert.equal(await this.quotesSession.stillSignedIn(), true);
});
