import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type ListedNotification } from '../support/notifications.tasks';
import { type CeleiroWorld } from '../support/world';

Given(
  'the subscriber {string} has signed in on a {int} by {int} screen',
  async function (this: CeleiroWorld, email: string, width: number, height: number) {
    await this.notifications.signIn(email, width, height);
  },
);

Then('the bell shows news sent to them as unread', async function (this: CeleiroWorld) {
  assert.ok((await this.notifications.unread((count) => count > 0)) > 0);
});

Then('the bell shows nothing unread', async function (this: CeleiroWorld) {
  assert.equal(await this.notifications.unread((count) => count === 0), 0);
});

Then('the bell shows {int} unread', async function (this: CeleiroWorld, expected: number) {
  assert.equal(await this.notifications.unread((count) => count === expected), expected);
});

When(/^they (?:open|have opened) the notification centre$/, async function (this: CeleiroWorld) {
  this.vars.set('notifications', await this.notifications.open());
});

Then(
  'it lists the news sent to them, newest first, each with its content type and date',
  function (this: CeleiroWorld) {
    const listed = this.vars.get('notifications') as ListedNotification[];
    assert.ok(listed.length > 0);
    for (const item of listed) {
      assert.ok(item.title.length > 0, 'a title');
      assert.ok(item.type.length > 0, `a content type for ${item.title}`);
      assert.ok(!Number.isNaN(Date.parse(item.published)), `a date for ${item.title}`);
    }
    const instants = listed.map((item) => Date.parse(item.published));
    assert.deepEqual(
      instants,
      [...instants].sort((a, b) => b - a),
    );
  },
);

When('they come back later on the same device', async function (this: CeleiroWorld) {
  await this.notifications.comeBack();
});

When('they open the first notification', async function (this: CeleiroWorld) {
  this.vars.set('opened', await this.notifications.openFirst());
});

Then('they read the news of that notification', function (this: CeleiroWorld) {
  const { listed, read } = this.vars.get('opened') as { listed: string; read: string };
  assert.equal(read, listed);
});

When('a news is sent to them', async function (this: CeleiroWorld) {
  await this.notifications.newsSent();
});

When('the next user-info check comes', async function (this: CeleiroWorld) {
  await this.notifications.userInfoCheck();
});

When('a push arrives in the native shell', async function (this: CeleiroWorld) {
  await this.notifications.pushArrives();
});

Then('the centre spans the width of the screen', async function (this: CeleiroWorld) {
  const { centre, screen } = await this.notifications.widths();
  assert.ok(centre >= screen - 1, `the centre is ${centre} px wide on a screen of ${screen} px`);
});

Then('nothing scrolls sideways with the centre open', async function (this: CeleiroWorld) {
  assert.ok((await this.notifications.sidewaysScroll()) <= 0);
});

When('they close the centre with Escape', async function (this: CeleiroWorld) {
  this.vars.set('focusOnBell', await this.notifications.closeWithEscape());
});

Then('the focus is back on the bell', function (this: CeleiroWorld) {
  assert.equal(this.vars.get('focusOnBell'), true);
});
