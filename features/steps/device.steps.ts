import { Given, Then, When } from '@cucumber/cucumber';
import { type LayoutMode } from '../../core';
import { type CeleiroWorld } from '../support/world';
import { kit } from '../support/tasks/common';
import * as d from '../support/tasks/device';

When(
  'Maria changes the theme to {string} and the zoom to {int}',
  async function (this: CeleiroWorld, theme: string, zoom: number) {
    await d.changePreferences(this, theme, zoom);
  },
);
When('the theme is changed to {string}', async function (this: CeleiroWorld, theme: string) {
  await d.changePreferences(this, theme);
});
Then(
  'the preferences saved are the theme {string} and the zoom {int}',
  function (this: CeleiroWorld, theme: string, zoom: number) {
    d.expectSavedPreferences(this, theme, zoom);
  },
);
Then('no preferences are saved', function (this: CeleiroWorld) {
  d.expectSavedPreferences(this, null);
});
Given('a fresh device', function (this: CeleiroWorld) {
  kit(this);
});
When(/^the tour is started and then (skipped|finished)$/, function (this: CeleiroWorld, end: 'skipped' | 'finished') {
  d.runTour(this, end);
});
Then('the tour starts by itself', function (this: CeleiroWorld) {
  d.expectTourStarts(this, true);
});
Then('the tour does not start by itself any more', function (this: CeleiroWorld) {
  d.expectTourStarts(this, false);
});
Given('the screen is {int} wide and {int} high', function (this: CeleiroWorld, width: number, height: number) {
  d.haveScreen(this, width, height);
});
When('the screen turns to {int} wide and {int} high', function (this: CeleiroWorld, width: number, height: number) {
  d.turnScreen(this, width, height);
});
Then('the layout is still {string}', function (this: CeleiroWorld, mode: LayoutMode) {
  d.expectLayout(this, mode);
});
Then('the layout is {string}', function (this: CeleiroWorld, mode: LayoutMode) {
  d.expectLayout(this, mode);
});
When('the browser identifies as {string}', function (this: CeleiroWorld, agent: string) {
  d.identifyBrowser(this, agent);
});
Then(
  'the platform is {word} and the device is {word}',
  function (this: CeleiroWorld, platform: string, device: string) {
    d.expectPlatform(this, platform, device);
  },
);
When('the product is opened at {string}', function (this: CeleiroWorld, address: string) {
  d.openAt(this, address);
});
Then(/^it (runs|does not run) inside the native app$/, function (this: CeleiroWorld, runs: string) {
  d.expectNativeApp(this, runs === 'runs');
});
Given('a demo started on {string}', function (this: CeleiroWorld, instant: string) {
  d.startDemo(this, instant);
});
When('it is {string}', function (this: CeleiroWorld, instant: string) {
  d.itIs(this, instant);
});
Then('the demo is still running', function (this: CeleiroWorld) {
  d.expectDemoRunning(this, true);
});
Then('the demo is over', function (this: CeleiroWorld) {
  d.expectDemoRunning(this, false);
});
Given('a biometric request is waiting for the phone', function (this: CeleiroWorld) {
  d.waitForBiometry(this);
});
Then('the biometric request is still waiting', function (this: CeleiroWorld) {
  d.expectBiometry(this, 'waiting');
});
Then('the biometric request fails with {string}', function (this: CeleiroWorld, message: string) {
  d.expectBiometry(this, message);
});
