import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';
import { letTimePass } from '../support/tasks/common';
import * as s from '../support/tasks/session';

When(
  'a session starts for Maria with the theme {string}, the language {string} and the zoom {int}',
  function (this: CeleiroWorld, theme: string, locale: string, zoom: number) {
    s.startSession(this, theme, locale, zoom);
  },
);
Then(
  'the product applies the theme {string}, the language {string} and the zoom {int}',
  function (this: CeleiroWorld, theme: string, locale: string, zoom: number) {
    s.expectApplied(this, theme, locale, zoom);
  },
);
Then("the start of Maria's session is announced", function (this: CeleiroWorld) {
  s.expectLoginAnnounced(this);
});
Then(
  "Maria's stored session has the origin code {int} and the speech rate {int}",
  function (this: CeleiroWorld, origin: number, rate: number) {
    s.expectStoredDefaults(this, origin, rate);
  },
);
Given('the time count has started', function (this: CeleiroWorld) {
  s.startTimeCount(this);
});
When('{int} seconds pass with the product in view', async function (this: CeleiroWorld, seconds: number) {
  await s.spendTime(this, seconds, true);
});
When('the product stays hidden for {int} seconds', async function (this: CeleiroWorld, seconds: number) {
  await s.spendTime(this, seconds, false);
});
Then('{int} seconds have been counted', function (this: CeleiroWorld, seconds: number) {
  s.expectCounted(this, seconds);
});
Then('no time spent is reported', function (this: CeleiroWorld) {
  s.expectReported(this, null);
});
Then('{int} seconds of use are reported', function (this: CeleiroWorld, seconds: number) {
  s.expectReported(this, seconds);
});
When('Maria logs out', async function (this: CeleiroWorld) {
  await s.logOut(this);
});
Then("the departure is recorded with Maria's e-mail, tokens and this device", function (this: CeleiroWorld) {
  s.expectDepartureRecorded(this);
});
Then("Maria's session is forgotten", function (this: CeleiroWorld) {
  s.expectSessionForgotten(this);
});
Then('after {int} milliseconds Maria is still on the same place', async function (this: CeleiroWorld, ms: number) {
  await letTimePass(this, ms);
  s.expectTakenTo(this, null);
});
Then(
  'after {int} more millisecond(s) Maria is taken to {string}',
  async function (this: CeleiroWorld, ms: number, path: string) {
    await letTimePass(this, ms);
    s.expectTakenTo(this, path);
  },
);
Then(
  'after {int} milliseconds Maria is taken to {string}',
  async function (this: CeleiroWorld, ms: number, path: string) {
    await letTimePass(this, ms);
    s.expectTakenTo(this, path);
  },
);
Then('Maria is taken to {string}', function (this: CeleiroWorld, path: string) {
  s.expectTakenTo(this, path);
});
Given("Maria's session came from the alternative login", function (this: CeleiroWorld) {
  s.markS4(this);
});
Given('the departure cannot be recorded', function (this: CeleiroWorld) {
  s.failDeparture(this);
});
When("Maria's session is refused {int} times in a row", function (this: CeleiroWorld, times: number) {
  s.refuseSession(this, times);
});
Then('the session-ended notice appears {int} time(s)', function (this: CeleiroWorld, times: number) {
  s.expectNoticeShown(this, times);
});
When('Maria accepts the session-ended notice', async function (this: CeleiroWorld) {
  await s.acceptSessionEnded(this);
});
Given('the product watches for new versions', async function (this: CeleiroWorld) {
  await s.watchVersions(this);
});
When('a new version is published', function (this: CeleiroWorld) {
  s.publishVersion(this);
});
Then('the product has not restarted', function (this: CeleiroWorld) {
  s.expectRestarted(this, false);
});
Then('the product restarts', function (this: CeleiroWorld) {
  s.expectRestarted(this, true);
});
Given('the user check runs every {int} seconds', function (this: CeleiroWorld, seconds: number) {
  s.pollUserInfo(this, seconds);
});
Given("Maria's user is disabled", function (this: CeleiroWorld) {
  s.disableMaria(this);
});
Given(
  "Maria's account now is a subscriber with the signature {string}, quotes rights and Corn enabled",
  function (this: CeleiroWorld, signature: string) {
    s.upgradeMaria(this, signature);
  },
);
Then(
  "Maria's stored session is a subscriber with the signature {string}, quotes rights and Corn enabled",
  function (this: CeleiroWorld, signature: string) {
    s.expectUpgraded(this, signature);
  },
);
Then('Maria is told {string} with {string}', function (this: CeleiroWorld, title: string, message: string) {
  s.expectTold(this, title, message);
});
Given('this tab follows the close-sessions flag', function (this: CeleiroWorld) {
  s.followCloseFlag(this);
});
When('the flag is updated with a browser session already open and Maria logged in', function (this: CeleiroWorld) {
  s.updateCloseFlag(this, true);
});
When('the flag is updated with no browser session open', function (this: CeleiroWorld) {
  s.updateCloseFlag(this, false);
});
When('another tab sets the close-sessions flag', function (this: CeleiroWorld) {
  s.otherTabSetsFlag(this);
});
Then('the close-sessions flag is set', function (this: CeleiroWorld) {
  s.expectCloseFlag(this, true);
});
Then('the close-sessions flag is cleared', function (this: CeleiroWorld) {
  s.expectCloseFlag(this, false);
});
Then('this tab is blanked', function (this: CeleiroWorld) {
  s.expectBlanked(this);
});
