// Steps shared by the domain features (core assembly): language, Maria's session, time, kept texts.
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';
import { giveMariaASession, keptText, kit, letTimePass, useLanguage } from '../support/tasks/common';

Given("the user's language is {word}", function (this: CeleiroWorld, locale: string) {
  useLanguage(this, locale);
});
Given('Maria has a session on this device', function (this: CeleiroWorld) {
  giveMariaASession(this);
});
Given('nobody has a session on this device', function (this: CeleiroWorld) {
  kit(this);
});
When('{int} milliseconds pass', async function (this: CeleiroWorld, ms: number) {
  await letTimePass(this, ms);
});
When('{int} seconds pass', async function (this: CeleiroWorld, seconds: number) {
  await letTimePass(this, seconds * 1000);
});
Then('it reads {string}', function (this: CeleiroWorld, text: string) {
  assert.equal(keptText(this), text);
});
