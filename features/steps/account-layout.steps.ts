import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type LayoutChoice } from '../support/account-layout.tasks';
import { type CeleiroWorld } from '../support/world';

/** A choice as a step spells it: the theme, the alignment and where the ticker is. */
const CHOICE = /the theme "([^"]+)", the alignment "([^"]+)" and the ticker (at the top|in the footer)/;
const choiceOf = (theme: string, alignment: string, place: string): LayoutChoice => ({
  theme,
  alignment,
  tickerAtTheTop: place === 'at the top',
});

Given(
  'the user {string} is signed in on the {string}',
  async function (this: CeleiroWorld, email: string, device: string) {
    this.vars.set('email', email);
    await this.accountLayout.signInOn(device, email);
  },
);

When('they sign in on the {string}', async function (this: CeleiroWorld, device: string) {
  await this.accountLayout.signInOn(device, this.email);
});

When(
  new RegExp(`^on the "([^"]+)" they choose ${CHOICE.source}$`),
  async function (this: CeleiroWorld, device: string, theme: string, alignment: string, place: string) {
    await this.accountLayout.choose(device, choiceOf(theme, alignment, place));
  },
);

When(
  new RegExp(`^on the "([^"]+)" they choose ${CHOICE.source} while a read of the account's layout is on its way$`),
  async function (this: CeleiroWorld, device: string, theme: string, alignment: string, place: string) {
    await this.accountLayout.chooseDuringRead(device, choiceOf(theme, alignment, place));
  },
);

Then(
  new RegExp(`^the "([^"]+)" shows ${CHOICE.source}$`),
  async function (this: CeleiroWorld, device: string, theme: string, alignment: string, place: string) {
    assert.deepEqual(await this.accountLayout.shown(device), choiceOf(theme, alignment, place));
  },
);

Then(
  'the layout history on the {string} lists the version in use and the one before, each with its dates',
  async function (this: CeleiroWorld, device: string) {
    const versions = await this.accountLayout.history(device);
    assert.ok(versions.length >= 2, `${versions.length} versions listed`);
    assert.deepEqual(
      versions.map((version) => version.inUse),
      versions.map((_, index) => index === 0),
    );
    for (const version of versions) {
      assert.match(version.created, /\d/);
      assert.match(version.updated, /\d/);
    }
  },
);

When(
  'on the {string} they restore the version of the layout the account had before',
  async function (this: CeleiroWorld, device: string) {
    await this.accountLayout.restorePrevious(device);
  },
);

When(
  'the {string} receives the layout the account had before that change',
  async function (this: CeleiroWorld, device: string) {
    await this.accountLayout.receiveStaleRead(device);
  },
);
