import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type MenuPlace } from '../support/layout.tasks';
import { type CeleiroWorld } from '../support/world';

Given(
  'the subscriber {string} reads on a {int} by {int} screen',
  async function (this: CeleiroWorld, email: string, width: number, height: number) {
    await this.layout.readOn(email, width, height);
  },
);

Then(/^the home menu is in a (sidebar|drawer)$/, async function (this: CeleiroWorld, place: MenuPlace) {
  assert.equal(await this.layout.menuPlace(), place);
});

When('the screen turns to {int} by {int}', async function (this: CeleiroWorld, width: number, height: number) {
  await this.layout.turnTo(width, height);
});

Then('the first item of the list shows without scrolling', async function (this: CeleiroWorld) {
  assert.equal(await this.layout.firstItemInFirstScreen(), true);
});

Then('nothing is wider than the screen', async function (this: CeleiroWorld) {
  assert.ok((await this.layout.sidewaysScroll()) <= 0);
});

When('they choose {string} from the drawer', async function (this: CeleiroWorld, entry: string) {
  this.vars.set('heading', await this.layout.chooseFromDrawer(entry));
});

Then('they read the list of {string}', function (this: CeleiroWorld, entry: string) {
  assert.equal(this.vars.get('heading'), entry);
});

Then('the drawer is closed', async function (this: CeleiroWorld) {
  assert.equal(await this.layout.drawerOpen(), false);
});

When('they pick {string} in the user menu', async function (this: CeleiroWorld, option: string) {
  await this.layout.pickInUserMenu(option);
});

When('they load the page again', async function (this: CeleiroWorld) {
  await this.layout.reload();
});

Then(
  'the interface shows the theme {string} and news images aligned {string}',
  async function (this: CeleiroWorld, theme: string, alignment: string) {
    assert.deepEqual(await this.layout.display(), { theme, alignment });
  },
);
