import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

Given(
  /^"([^"]+)" signs in on (?:a|another) new (device|phone|desk)$/,
  async function (this: CeleiroWorld, email: string, screen: 'device' | 'phone' | 'desk') {
    await this.tour.signInOnNewDevice(email, screen === 'device' ? undefined : screen);
  },
);

Then('the tour is offered', async function (this: CeleiroWorld) {
  assert.equal(await this.tour.offered(), true);
});

Then('the tour is not offered', async function (this: CeleiroWorld) {
  assert.equal(await this.tour.offered(), false);
});

When('they skip the tour', async function (this: CeleiroWorld) {
  await this.tour.skip();
});

When('they go through the tour to its end', async function (this: CeleiroWorld) {
  await this.tour.finish();
});

Then('the tour is put away on this device and on the account', async function (this: CeleiroWorld) {
  assert.deepEqual(await this.tour.putAway(), { device: true, account: true });
});
