import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';
import * as c from '../support/tasks/content';

Given(
  'a {string} reported on {string} and published on {string}',
  function (this: CeleiroWorld, type: string, reported: string, published: string) {
    c.haveContent(this, type, reported, published);
  },
);
Then('the content is dated {string}', function (this: CeleiroWorld, shown: string) {
  c.expectDated(this, shown);
});
Given('the date today is {string}', function (this: CeleiroWorld, instant: string) {
  c.setToday(this, instant);
});
When('the quick range {string} is chosen', function (this: CeleiroWorld, name: string) {
  c.chooseRange(this, name);
});
Then('contents from {string} to {string} are searched', function (this: CeleiroWorld, from: string, to: string) {
  c.expectRange(this, { from, to });
});
Then('the user picks both dates', function (this: CeleiroWorld) {
  c.expectRange(this, null);
});
When('a document has a video of {int} lines', function (this: CeleiroWorld, height: number) {
  c.haveVideo(this, height);
});
Then('its quality badge is {string}', function (this: CeleiroWorld, badge: string) {
  c.expectQualityBadge(this, badge);
});
When('the value {string} is hidden', function (this: CeleiroWorld, value: string) {
  c.hideValue(this, value);
});
When(
  'a content item is important, exclusive, live, an invite with an attachment and a video',
  function (this: CeleiroWorld) {
    c.haveBadgedItem(this);
  },
);
Then('its badges are {string}', function (this: CeleiroWorld, expected: string) {
  c.expectBadges(this, 'content', expected);
});
Then('its media badges are {string}', function (this: CeleiroWorld, expected: string) {
  c.expectBadges(this, 'media', expected);
});

Then(
  'the highlights and the {int} latest news are shown beside the list',
  async function (this: CeleiroWorld, latest: number) {
    const beside = await this.content.besideTheList();
    assert.ok(beside.highlights > 0, 'some highlights');
    assert.equal(beside.latestNews, latest);
  },
);

Then('the list can be shown as {string}', async function (this: CeleiroWorld, displays: string) {
  for (const display of displays.split(', '))
    assert.ok((await this.content.showAs(display)) > 0, `items shown as ${display}`);
});
