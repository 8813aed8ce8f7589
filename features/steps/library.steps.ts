import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';
import * as l from '../support/tasks/library';

Given('an empty playlist', function (this: CeleiroWorld) {
  l.playlist(this);
});
When('{string} is added to the playlist', function (this: CeleiroWorld, title: string) {
  l.addToPlaylist(this, title);
});
When('{string} is removed from the playlist', function (this: CeleiroWorld, title: string) {
  l.removeFromPlaylist(this, title);
});
When('{string} is played from the playlist', function (this: CeleiroWorld, title: string) {
  l.playFromPlaylist(this, title);
});
When('the playlist is cleared', function (this: CeleiroWorld) {
  l.playlist(this).clear();
});
Then('the playlist holds {string}', function (this: CeleiroWorld, titles: string) {
  l.expectPlaylist(this, titles);
});
Then('the playlist is empty', function (this: CeleiroWorld) {
  l.expectPlaylist(this, '');
});
Then('{string} is the selected media', function (this: CeleiroWorld, title: string) {
  l.expectSelected(this, title);
});
Then('no media is selected', function (this: CeleiroWorld) {
  l.expectSelected(this, null);
});
Then('nothing is playing', function (this: CeleiroWorld) {
  l.expectNothingPlaying(this);
});
Then('the user was told {int} times {string}', function (this: CeleiroWorld, times: number, message: string) {
  l.expectToldTimes(this, times, message);
});
Then('the playlist opened {int} times', function (this: CeleiroWorld, times: number) {
  l.expectPlaylistOpened(this, times);
});
Given(
  'Maria keeps the favourite contents {string} for commodity {int}',
  function (this: CeleiroWorld, ids: string, commodity: number) {
    l.keepFavorites(this, ids, commodity);
  },
);
When(
  'Maria toggles content {int} of commodity {int} as favourite',
  async function (this: CeleiroWorld, id: number, commodity: number) {
    await l.toggleFavorite(this, id, commodity);
  },
);
Then(
  "Maria's favourites for commodity {int} are {string}",
  function (this: CeleiroWorld, commodity: number, ids: string) {
    l.expectFavorites(this, commodity, ids);
  },
);
Then('the favourites saved last are {string}', function (this: CeleiroWorld, expected: string) {
  l.expectSavedFavorites(this, expected);
});
Given('an empty schedule', function (this: CeleiroWorld) {
  l.schedule(this);
});
When('the news {string} is scheduled', function (this: CeleiroWorld, id: string) {
  l.scheduleNews(this, id);
});
When('the news {string} is taken off the schedule', async function (this: CeleiroWorld, id: string) {
  await l.unscheduleNews(this, id);
});
When('the schedule is cleared', async function (this: CeleiroWorld) {
  await l.clearSchedule(this);
});
Then('the schedule holds {string}', function (this: CeleiroWorld, ids: string) {
  l.expectSchedule(this, ids);
});
Then('no schedule was saved', function (this: CeleiroWorld) {
  l.expectSavedSchedule(this, null);
});
Then('the schedule saved last is {string}', function (this: CeleiroWorld, ids: string) {
  l.expectSavedSchedule(this, ids);
});
Given('{int} starred pages', function (this: CeleiroWorld, count: number) {
  l.starPages(this, count);
});
When('another page is starred', function (this: CeleiroWorld) {
  l.starAnother(this);
});
Then('the star is refused because the list is full', function (this: CeleiroWorld) {
  l.expectStars(this, 'full', null);
});
Then('{int} pages are starred', function (this: CeleiroWorld, count: number) {
  l.expectStars(this, null, count);
});
