import { Given, Then, When } from '@cucumber/cucumber';
import { type AdminRole } from '../../core';
import { type CeleiroWorld } from '../support/world';
import * as r from '../support/tasks/roles-and-rights';

Given('an administrator with the role {string}', function (this: CeleiroWorld, role: string) {
  r.actAsAdministrator(this, role);
});
Then(
  /^the "([^"]+)" rule (lets in|keeps out) the administrator$/,
  function (this: CeleiroWorld, rule: AdminRole, result: 'lets in' | 'keeps out') {
    r.expectRule(this, rule, result);
  },
);
Then('new administrators start as {string}', function (role: string) {
  r.expectAdminFacts(role, null, null);
});
Then('every ordinary area carries the {string} rule', function (rule: string) {
  r.expectAdminFacts(null, rule, null);
});
Then('an administrator kept out goes to {string}', function (path: string) {
  r.expectAdminFacts(null, null, path);
});
Given(
  /^an? (subscriber|demo|free) user whose rights enable Coffee and disable Corn$/,
  function (this: CeleiroWorld, profile: 'subscriber' | 'demo' | 'free') {
    r.beUser(this, profile);
  },
);
Given('the demo trial is over', function (this: CeleiroWorld) {
  r.endTrial(this);
});
When(
  /^the user opens a (free )?(Coffee|Corn) content$/,
  function (this: CeleiroWorld, free: string | undefined, commodity: 'Coffee' | 'Corn') {
    r.openContent(this, commodity, Boolean(free));
  },
);
Then('the content opens as {string}', function (this: CeleiroWorld, location: string) {
  r.expectLocation(this, location);
});
Then('some of its information is held back as an invitation to subscribe', function (this: CeleiroWorld) {
  r.expectUpsell(this);
});
Then('the user is offered to contact support or to {word}', function (this: CeleiroWorld, action: string) {
  r.expectNoRightsOffer(this, action, null);
});
Then('the offer says {string}', function (this: CeleiroWorld, wording: string) {
  r.expectNoRightsOffer(this, null, wording);
});
Then(/^the user (may|may not) ask for a demo$/, function (this: CeleiroWorld, may: string) {
  r.expectDemoRequest(this, may === 'may');
});
Given('the user has {int} questions to the analyst left', function (this: CeleiroWorld, remaining: number) {
  r.haveQuestionsLeft(this, remaining);
});
When('the user wants to ask the analyst', function (this: CeleiroWorld) {
  r.wantToAskAnalyst(this);
});
Then('the user is offered the question form with {int} left', function (this: CeleiroWorld, remaining: number) {
  r.expectAskAnalystOffer(this, { kind: 'form', remaining });
});
Then('the user is offered a way to contact the team', function (this: CeleiroWorld) {
  r.expectAskAnalystOffer(this, { kind: 'contact-dialog' });
});
When(
  /^a user (with|without) an active contract asks to delete their data$/,
  function (this: CeleiroWorld, contract: string) {
    r.askDataDeletion(this, contract === 'with');
  },
);
Then('the request is {word} and the session ends', function (this: CeleiroWorld, kind: string) {
  r.expectDeletion(this, kind);
});
