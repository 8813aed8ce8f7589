import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

Given('a visitor opens the help', async function (this: CeleiroWorld) {
  await this.help.open();
});

Given('the subscriber {string} opens the help', async function (this: CeleiroWorld, email: string) {
  await this.help.open(email);
});

Then('the attendance lists the areas {string}', async function (this: CeleiroWorld, areas: string) {
  assert.deepEqual(await this.help.attendanceAreas(), areas.split(', '));
});

Then('the help gives the running version and its build date', async function (this: CeleiroWorld) {
  const version = await this.help.version();
  assert.ok(version.hash.length > 0, 'a version hash');
  assert.ok(version.builtAt.length > 0, 'a build date');
  assert.deepEqual(version, await this.help.runningVersion());
  this.vars.set('version', version);
});

Then('the version page gives the same version', async function (this: CeleiroWorld) {
  assert.deepEqual(await this.help.versionPage(), this.vars.get('version'));
});

When('they start the tour from the help', async function (this: CeleiroWorld) {
  await this.help.startTour();
});

Then('the tour is asked to start', async function (this: CeleiroWorld) {
  assert.equal(await this.help.tourRequested(), true);
});

Then("the support tools show this device's id and the session's id", async function (this: CeleiroWorld) {
  const ids = await this.help.supportIds();
  assert.ok(ids.deviceId, 'a device id');
  assert.ok(ids.sessionId, 'a session id');
  this.vars.set('supportIds', ids);
});

When('they send a diagnostic', async function (this: CeleiroWorld) {
  if (!this.vars.has('supportIds')) this.vars.set('supportIds', await this.help.supportIds());
  await this.help.sendDiagnostic();
});

Then(
  /^the support team receives it with this device's id and (the session's id|no session)$/,
  async function (this: CeleiroWorld, session: string) {
    const shown = this.vars.get('supportIds') as { deviceId: string; sessionId: string | null };
    const received = await this.help.receivedDiagnostic();
    assert.equal(received.deviceId, shown.deviceId);
    if (session === 'no session') assert.equal(received.sessionId, null);
    else assert.equal(received.sessionId, shown.sessionId);
  },
);

Then('the help names the brand {string}', async function (this: CeleiroWorld, brand: string) {
  assert.equal(await this.help.about(), brand);
});

Then(
  'the help lists the {int} data-subject rights with a way to ask for deletion and a copy of the data',
  async function (this: CeleiroWorld, count: number) {
    const { rights, links } = await this.help.lgpd();
    assert.equal(rights, count);
    assert.ok(
      links.some((link) => /exclusão/.test(link)),
      `a deletion link among ${links.join(', ')}`,
    );
    assert.ok(
      links.some((link) => /@/.test(link)),
      `an e-mail for a copy among ${links.join(', ')}`,
    );
  },
);

Then('the help shows the privacy policy and the terms of use', async function (this: CeleiroWorld) {
  assert.deepEqual(await this.help.policyAndTerms(), { policy: true, terms: true });
});

Then('the help offers {int} tabs', async function (this: CeleiroWorld, count: number) {
  assert.equal((await this.help.tabs()).length, count);
});

When('they press the right arrow on the tab {string}', async function (this: CeleiroWorld, tab: string) {
  await this.help.arrowRightFrom(tab);
});

Then('the tab {string} is open', async function (this: CeleiroWorld, tab: string) {
  assert.equal(await this.help.openTab(), tab);
});

When('they close the help with Escape', async function (this: CeleiroWorld) {
  this.vars.set('focusOnHelp', await this.help.closeWithEscape());
});

Then('the focus is back on the help button in the footer', function (this: CeleiroWorld) {
  assert.equal(this.vars.get('focusOnHelp'), true);
});
