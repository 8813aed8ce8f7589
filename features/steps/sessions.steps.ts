import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

Given(
  'the subscriber {string} may be signed in on {int} browsers at once',
  async function (this: CeleiroWorld, email: string, max: number) {
    this.vars.set('email', email);
    await this.sessions.haveAccount(email, max);
  },
);

Given('the subscriber is signed in on their first browser', async function (this: CeleiroWorld) {
  await this.sessions.signInOnNewBrowser(this.email, false);
});

Given(
  'the subscriber is signed in on their first browser, asking to be remembered',
  async function (this: CeleiroWorld) {
    await this.sessions.signInOnNewBrowser(this.email, true);
  },
);

When('they sign in on {int} other browsers', async function (this: CeleiroWorld, count: number) {
  for (let i = 0; i < count; i++) await this.sessions.signInOnNewBrowser(this.email, false);
});

When('they come back in a new tab of that browser', async function (this: CeleiroWorld) {
  await this.sessions.openNewTab();
});

When('they sign in again in another tab of that browser', async function (this: CeleiroWorld) {
  await this.sessions.signInInNewTab(this.email);
});

When('the subscriber signs in through the alternative sign-in', async function (this: CeleiroWorld) {
  await this.sessions.signInThroughAlternative(this.email);
});

When('they sign out of that session', async function (this: CeleiroWorld) {
  await this.sessions.signOut();
});

Then('their first browser tells them {string}', async function (this: CeleiroWorld, message: string) {
  assert.equal(await this.sessions.firstBrowserMessage(), message);
});

Then('their first browser is still signed in', async function (this: CeleiroWorld) {
  assert.equal(await this.sessions.firstBrowserMessage(), null);
});

Then(
  /^(?:their latest browser|the new tab) is still signed in$|^the new tab is signed in$|^they are still signed in there$/,
  async function (this: CeleiroWorld) {
    assert.equal(await this.sessions.latestIsSignedIn(), true);
  },
);

Then('their {int} other browsers are still signed in', async function (this: CeleiroWorld, count: number) {
  assert.equal(await this.sessions.otherBrowsersSignedIn(), count);
});

Then('they are asked to sign in there', async function (this: CeleiroWorld) {
  assert.equal(await this.sessions.latestIsAskedToSignIn(), true);
});

Then('their first tab says the session is open in another tab', async function (this: CeleiroWorld) {
  assert.equal(await this.sessions.firstTabIsBlank(), true);
});

Then('their session is an s4 session', async function (this: CeleiroWorld) {
  assert.equal(await this.sessions.latestSessionIsS4(), true);
});

Then('they are back on the alternative sign-in, told {string}', async function (this: CeleiroWorld, notice: string) {
  assert.deepEqual(await this.sessions.afterSignOut(), {
    address: '/pages/s4login?error=ERROR_S4_OTHER_LOGIN',
    notice,
  });
});
