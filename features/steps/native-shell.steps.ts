import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

Given('the app runs inside the native shell of a phone with {word}', async function (this: CeleiroWorld, type: string) {
  await this.nativeShell.startOnPhone(type);
});

When(/^"([^"]+)" signs in with the password in the app$/, async function (this: CeleiroWorld, email: string) {
  this.vars.set('email', email);
  await this.nativeShell.signInWithPassword(email);
});

Given(/^"([^"]+)" signed in with the password in the app$/, async function (this: CeleiroWorld, email: string) {
  this.vars.set('email', email);
  await this.nativeShell.signInWithPassword(email);
});

Given(/^"([^"]+)" turned biometry on in the app and signed out$/, async function (this: CeleiroWorld, email: string) {
  this.vars.set('email', email);
  await this.nativeShell.signInWithPassword(email);
  assert.equal(await this.nativeShell.offered(), true, 'the biometry offer was not made');
  await this.nativeShell.acceptOffer();
  await this.nativeShell.signOut();
});

Then('the app offers to sign in with biometry next time', async function (this: CeleiroWorld) {
  assert.equal(await this.nativeShell.offered(), true);
});

When('they turn biometry on from the offer', async function (this: CeleiroWorld) {
  assert.equal(await this.nativeShell.offered(), true, 'the biometry offer was not made');
  await this.nativeShell.acceptOffer();
});

Then('the shell keeps a secret for the app that is not the password', async function (this: CeleiroWorld) {
  const secret = await this.nativeShell.keptSecret();
  assert.ok(secret, 'the shell keeps no secret');
  assert.notEqual(secret, 'Celeiro#2026');
  assert.ok(!secret.includes('Celeiro'), 'the secret holds the password');
});

When('they choose the PIN {string} instead of biometry', async function (this: CeleiroWorld, pin: string) {
  assert.equal(await this.nativeShell.offered(), true, 'the biometry offer was not made');
  await this.nativeShell.choosePin(pin);
});

When('they sign out of the app', async function (this: CeleiroWorld) {
  await this.nativeShell.signOut();
});

When('they sign in with biometry', async function (this: CeleiroWorld) {
  await this.nativeShell.signInWithBiometry();
});

When('they sign in with the PIN {string}', async function (this: CeleiroWorld, pin: string) {
  await this.nativeShell.signInWithPin(pin);
});

Then('they are signed in without typing the password', async function (this: CeleiroWorld) {
  assert.equal(await this.nativeShell.signedIn(), true);
});

Then('they stay signed out', async function (this: CeleiroWorld) {
  assert.equal(await this.nativeShell.signedIn(), false);
});

When('a new fingerprint is enrolled on the phone', async function (this: CeleiroWorld) {
  await this.nativeShell.enrolAgain();
});

When('the shell stops answering', async function (this: CeleiroWorld) {
  await this.nativeShell.stopAnswering();
});

Then(
  'the app says a new biometric was enrolled, so they sign in with the password',
  async function (this: CeleiroWorld) {
    assert.equal(await this.nativeShell.problemShown(1000), 'biometricInvalidated');
  },
);

Then('after 8 seconds the app says the shell did not answer', async function (this: CeleiroWorld) {
  assert.equal(await this.nativeShell.problemShown(8000), 'timeout');
});

Then('the password sign-in still works', async function (this: CeleiroWorld) {
  await this.nativeShell.signInWithPassword(this.email);
  assert.equal(await this.nativeShell.signedIn(), true);
});

When('they follow the link of an event in the economic calendar', async function (this: CeleiroWorld) {
  this.vars.set('link', await this.nativeShell.followEventLink());
});

Then("the shell opens the event's page in its in-app browser, not in a new tab", async function (this: CeleiroWorld) {
  assert.deepEqual(await this.nativeShell.openedInShell(), [String(this.vars.get('link'))]);
});

When('they tap a push notification for a published item', async function (this: CeleiroWorld) {
  this.vars.set('pushed', await this.nativeShell.tapPush());
});

Then('the app shows that item', async function (this: CeleiroWorld) {
  assert.equal(await this.nativeShell.shownItemTitle(), String(this.vars.get('pushed')));
});
