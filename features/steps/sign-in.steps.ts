import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

Given(
  'the subscriber {string} whose password is {string}',
  async function (this: CeleiroWorld, email: string, password: string) {
    this.vars.set('email', email);
    await this.signIn.haveAccount(email, password);
  },
);

Given('the subscriber has confirmed this device before', async function (this: CeleiroWorld) {
  await this.signIn.trustThisDevice(this.email);
});

Given("the subscriber's account is disabled", async function (this: CeleiroWorld) {
  await this.signIn.disableAccount(this.email);
});

When('a visitor opens {string}', async function (this: CeleiroWorld, path: string) {
  await this.signIn.visit(path);
});

When(
  /^(?:the subscriber|they) signs? in with the password "([^"]*)"$/,
  async function (this: CeleiroWorld, password: string) {
    await this.signIn.signIn(this.email, password);
  },
);

When('they confirm with the code sent to their e-mail', async function (this: CeleiroWorld) {
  await this.signIn.confirmCode(this.email);
});

When('they confirm with the code {string}', async function (this: CeleiroWorld, code: string) {
  await this.signIn.confirmCode(this.email, code);
});

When('they sign out', async function (this: CeleiroWorld) {
  await this.signIn.signOut();
});

Then('they are asked for the code sent to their e-mail', async function (this: CeleiroWorld) {
  assert.equal(await this.signIn.isAskingForCode(), true);
});

Then('they are asked to sign in', async function (this: CeleiroWorld) {
  assert.equal(await this.signIn.isAtSignIn(), true);
});

Then('they are reading the first informative item', async function (this: CeleiroWorld) {
  assert.equal(await this.signIn.currentPath(), await this.signIn.firstInformativePath());
});

Then('they are reading {string}', async function (this: CeleiroWorld, path: string) {
  assert.equal(await this.signIn.currentPath(), path);
});

Then('they are told {string}', async function (this: CeleiroWorld, message: string) {
  assert.ok(
    (await this.signIn.messages()).includes(message),
    `"${message}" not among ${JSON.stringify(await this.signIn.messages())}`,
  );
});

Then('they are not signed in', async function (this: CeleiroWorld) {
  assert.equal(await this.signIn.isSignedIn(), false);
});

Then('the server is told the session ended', async function (this: CeleiroWorld) {
  assert.equal(await this.signIn.endedSessions(), 1);
});

Then('after {int} milliseconds they are back on the sign-in page', async function (this: CeleiroWorld, ms: number) {
  await this.signIn.wait(ms - 1);
  assert.equal(await this.signIn.isAtSignIn(), false, 'left the page before the delay');
  await this.signIn.wait(1);
  assert.equal(await this.signIn.isAtSignIn(), true);
});
