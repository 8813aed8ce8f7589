import { Then, When, type DataTable } from '@cucumber/cucumber';
import { type Locale } from '../../core';
import { type CeleiroWorld } from '../support/world';
import { items } from '../support/tasks/common';
import * as e from '../support/tasks/errors';

When(
  /^an operation is (refused|forbidden) with business code (\d+)$/,
  function (this: CeleiroWorld, refusal: 'refused' | 'forbidden', code: string) {
    e.refuseWithCode(this, refusal, Number(code));
  },
);
When('an operation is refused listing the field errors', function (this: CeleiroWorld, table: DataTable) {
  e.refuseWithFieldErrors(this, table.hashes() as { field: string; message: string }[]);
});
When(
  /^an operation is (refused|forbidden) with the reason "([^"]*)"$/,
  function (this: CeleiroWorld, refusal: 'refused' | 'forbidden', reason: string) {
    e.refuseWithReasons(this, refusal, reason);
  },
);
When('an operation is refused with the reasons {string}', function (this: CeleiroWorld, reasons: string) {
  e.refuseWithReasons(this, 'refused', items(reasons));
});
When('an operation is refused without a reason', function (this: CeleiroWorld) {
  e.refuseWithReasons(this, 'refused', undefined);
});
When('the system is unavailable', function (this: CeleiroWorld) {
  e.failWithStatus(this, 503);
});
When('the system fails unexpectedly', function (this: CeleiroWorld) {
  e.failWithStatus(this, 500);
});
When('the session is no longer recognised while the user has one', function (this: CeleiroWorld) {
  e.failWithStatus(this, 401, true, 'Unauthorized');
});
When("a request is refused because the user's account was disabled", function (this: CeleiroWorld) {
  e.refuseAsDisabled(this);
});
When('a session-token failure happens', function (this: CeleiroWorld) {
  e.failWithStatus(this, 401, true, 'AcceptorError');
});
When('a request gets no answer', function (this: CeleiroWorld) {
  e.failWithStatus(this, undefined);
});
Then('a warning titled {string} says {string}', function (this: CeleiroWorld, title: string, message: string) {
  e.expectToast(this, 'warning', title, message);
});
Then('an error titled {string} says {string}', function (this: CeleiroWorld, title: string, message: string) {
  e.expectToast(this, 'danger', title, message);
});
Then('{int} warnings are shown', function (this: CeleiroWorld, count: number) {
  e.expectToastCount(this, count);
});
Then('the session is declared ended', function (this: CeleiroWorld) {
  e.expectOutcome(this, 'session-ended');
});
Then('the session is declared ended for a disabled user', function (this: CeleiroWorld) {
  e.expectOutcome(this, 'user-disabled');
});
Then('nothing is shown and the failure goes back to the caller', function (this: CeleiroWorld) {
  e.expectOutcome(this, 'pass-through');
});
Then('nothing is shown and the failure is only logged', function (this: CeleiroWorld) {
  e.expectOutcome(this, 'no-response');
});
Then('every business code has a message in {word}', function (locale: Locale) {
  e.expectEveryCodeSpoken(locale);
});
Then('an unknown code reads {string} in {word}', function (generic: string, locale: Locale) {
  e.expectUnknownCode(locale, generic);
});
Then('the concurrent-access message reads {string}', function (this: CeleiroWorld, text: string) {
  e.expectOtherMessage(this, 'concurrentAccess', text);
});
When('a document download is forbidden with business code {int}', function (this: CeleiroWorld, code: number) {
  e.forbidDownload(this, code);
});
When('the demo service fails', function (this: CeleiroWorld) {
  e.failWithStatus(this, 500, true, 'DemoSigaError');
});
Then('nothing is shown for it', function (this: CeleiroWorld) {
  e.expectOutcome(this, 'ignored');
});
