import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

const list = (text: string) => (text.trim() === '' ? [] : text.split(',').map((entry) => entry.trim()));

/** What plays, once it plays `title` (the browser's player takes a moment to load its stream). */
async function playing(world: CeleiroWorld, title: string) {
  const now = await world.media.nowPlaying();
  assert.ok(now, `nothing plays; expected "${title}"`);
  assert.equal(now.title, title);
  return now;
}

Given('{string} is signed in to watch media', async function (this: CeleiroWorld, email: string) {
  this.vars.set('email', email);
  await this.media.signIn(email);
});

Then(
  'the card of {string} shows the quality badges {string}',
  async function (this: CeleiroWorld, title: string, badges: string) {
    assert.deepEqual(await this.media.badges(title), list(badges));
  },
);

When('they play {string}', async function (this: CeleiroWorld, title: string) {
  await this.media.play(title);
});

Then('the player plays {string} at quality {int}', async function (this: CeleiroWorld, title: string, quality: number) {
  assert.equal((await playing(this, title)).quality, quality);
});

Then('the player plays {string}', async function (this: CeleiroWorld, title: string) {
  assert.equal((await playing(this, title)).playing, true);
});

Then('the player holds {string}', async function (this: CeleiroWorld, title: string) {
  await playing(this, title);
});

Then('nothing plays', async function (this: CeleiroWorld) {
  assert.equal(await this.media.nowPlaying(), null);
});

When('they add {string} to the playlist', async function (this: CeleiroWorld, title: string) {
  await this.media.add(title);
});

When('they remove {string} from the playlist', async function (this: CeleiroWorld, title: string) {
  await this.media.remove(title);
});

When('they select {string} in the playlist', async function (this: CeleiroWorld, title: string) {
  await this.media.select(title);
});

When('they clear the playlist', async function (this: CeleiroWorld) {
  await this.media.clear();
});

Then('the playlist is {string}', async function (this: CeleiroWorld, titles: string) {
  assert.deepEqual(await this.media.playlist(), list(titles));
});

Then('the selected media is {string}', async function (this: CeleiroWorld, title: string) {
  assert.equal(await this.media.selected(), title);
});

Then('no media of the playlist is selected', async function (this: CeleiroWorld) {
  assert.equal(await this.media.selected(), null);
});

Then('a notice says {string}', async function (this: CeleiroWorld, notice: string) {
  const notices = await this.media.notices();
  assert.ok(notices.includes(notice), `no notice "${notice}" among ${JSON.stringify(notices)}`);
});

Then('the playlist is open', async function (this: CeleiroWorld) {
  assert.equal(await this.media.playlistOpen(), true);
});

When('they reload the app', async function (this: CeleiroWorld) {
  await this.media.reload();
});

When('they read another page of the app', async function (this: CeleiroWorld) {
  const before = await this.media.nowPlaying();
  assert.ok(before?.playing, 'nothing plays before leaving the page');
  this.vars.set('timeBefore', before.time);
  await this.media.readAnotherPage();
});

Then('the player still plays {string}, and its time goes on', async function (this: CeleiroWorld, title: string) {
  const now = await playing(this, title);
  assert.equal(now.playing, true);
  assert.ok(now.time > (this.vars.get('timeBefore') as number), `the time stayed at ${now.time}`);
});

When('they pause it in the player', async function (this: CeleiroWorld) {
  await this.media.pause();
});

Then('the player holds {string}, paused', async function (this: CeleiroWorld, title: string) {
  assert.equal((await playing(this, title)).playing, false);
});

Then('the episodes of {string} are {string}', async function (this: CeleiroWorld, title: string, episodes: string) {
  assert.deepEqual(await this.media.episodes(title), list(episodes));
});

When(
  'they play the episode {string} of {string} for {int} second(s)',
  async function (this: CeleiroWorld, episode: string, title: string, seconds: number) {
    await this.media.playEpisodeFor(title, episode, seconds);
  },
);

Then(
  'the player plays {string} at the episode {string} from second {int}',
  async function (this: CeleiroWorld, title: string, episode: string, second: number) {
    const now = await playing(this, title);
    assert.equal(now.episode, episode);
    // The browser's player has moved on a little by the time it is read.
    assert.ok(now.time >= second && now.time < second + 2.5, `at second ${now.time}, not ${second}`);
  },
);
