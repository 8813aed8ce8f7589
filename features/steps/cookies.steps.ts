import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

When('a visitor opens the sign-in page', async function (this: CeleiroWorld) {
  await this.cookies.visit();
});

When(
  'a visitor opens the sign-in page on a {int} by {int} screen',
  async function (this: CeleiroWorld, width: number, height: number) {
    await this.cookies.visit({ width, height });
  },
);

Then('the cookie notice does not cover the {string} button', async function (this: CeleiroWorld, button: string) {
  assert.equal(await this.cookies.noticeCovers(button), false);
});

Then(/^the cookie notice is (shown|not shown)$/, async function (this: CeleiroWorld, state: string) {
  assert.equal(await this.cookies.noticeShown(), state === 'shown');
});

When(/^they (accept|refuse) cookies$/, async function (this: CeleiroWorld, choice: 'accept' | 'refuse') {
  await this.cookies.choose(choice);
});

When('they come back to the sign-in page later', async function (this: CeleiroWorld) {
  await this.cookies.comeBack();
});

Then('the next request to the API says nothing about cookies', async function (this: CeleiroWorld) {
  assert.equal(await this.cookies.nextRequestHeader(), null);
});

Then('the next request to the API says cookies are {string}', async function (this: CeleiroWorld, value: string) {
  assert.equal(await this.cookies.nextRequestHeader(), value);
});
