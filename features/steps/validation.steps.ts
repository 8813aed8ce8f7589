import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';
import * as v from '../support/tasks/validation';

When(/^the (CPF|CNPJ) "([^"]*)" is checked$/, function (this: CeleiroWorld, kind: 'CPF' | 'CNPJ', value: string) {
  v.checkDocument(this, kind, value);
});
Then(/^the document is (valid|invalid)$/, function (this: CeleiroWorld, verdict: 'valid' | 'invalid') {
  v.expectDocument(this, verdict);
});
When(
  /^the (CPF|CNPJ|phone) "([^"]*)" is formatted$/,
  function (this: CeleiroWorld, kind: 'CPF' | 'CNPJ' | 'phone', typed: string) {
    v.formatValue(this, kind, typed);
  },
);
When(
  'a field holds {string} and its confirmation holds {string}',
  function (this: CeleiroWorld, value: string, repeat: string) {
    v.compareConfirmation(this, value, repeat);
  },
);
Then('the confirmation field says {string}', function (this: CeleiroWorld, message: string) {
  v.expectFieldMessage(this, 'confirmation', message);
});
When('someone asks to recover the password of {string}', function (this: CeleiroWorld, email: string) {
  v.askPasswordRecovery(this, email);
});
Then('the e-mail field says {string}', function (this: CeleiroWorld, message: string) {
  v.expectFieldMessage(this, 'email', message);
});
When(
  'the password is changed from {string} to {string} repeated as {string}',
  function (this: CeleiroWorld, current: string, next: string, repeat: string) {
    v.changePassword(this, current, next, repeat);
  },
);
When(
  'the password is changed from {string} to {string} repeated as {string} but the current one was refused',
  function (this: CeleiroWorld, current: string, next: string, repeat: string) {
    v.changePassword(this, current, next, repeat, true);
  },
);
Then('the password change is accepted', function (this: CeleiroWorld) {
  v.expectAccepted(this);
});
Then('the password change is refused with code {int}', function (this: CeleiroWorld, code: number) {
  v.expectRefusedWithCode(this, code);
});
When(
  'someone reports lost access for {string} with the phone {string}',
  function (this: CeleiroWorld, email: string, phone: string) {
    v.reportLostAccess(this, email, phone);
  },
);
Then('the new password field says {string}', function (this: CeleiroWorld, message: string) {
  v.expectFieldMessage(this, 'password', message);
});
Then('the new password is accepted', function (this: CeleiroWorld) {
  v.expectAccepted(this);
});
When(
  'a new password {string} is chosen and repeated as {string}',
  function (this: CeleiroWorld, password: string, repeat: string) {
    v.chooseResetPassword(this, password, repeat);
  },
);
Given(
  /^a complete registration of (an individual|a company) with document "([^"]*)"$/,
  function (this: CeleiroWorld, type: string, document: string) {
    v.prepareRegistration(this, type === 'a company' ? 'company' : 'individual', document);
  },
);
When('the Terms of Use are left unaccepted', function (this: CeleiroWorld) {
  v.leaveTermsUnaccepted(this);
});
Then('the registration is accepted', function (this: CeleiroWorld) {
  v.expectAccepted(this);
});
Then('the registration is refused saying {string}', function (this: CeleiroWorld, message: string) {
  v.expectRefusedSaying(this, message);
});
When('a demo is requested with the phone {string}', function (this: CeleiroWorld, phone: string) {
  v.requestDemo(this, phone);
});
Then('the demo request is accepted', function (this: CeleiroWorld) {
  v.expectAccepted(this);
});
Then('the demo request is refused saying {string}', function (this: CeleiroWorld, message: string) {
  v.expectRefusedSaying(this, message);
});
When('a highlight is titled with {int} characters', function (this: CeleiroWorld, length: number) {
  v.titleHighlight(this, length);
});
Then(/^the highlight title is (valid|invalid)$/, function (this: CeleiroWorld, verdict: 'valid' | 'invalid') {
  v.expectHighlightTitle(this, verdict);
});
When(
  'an icon asks for the size {string} with a default of {int}',
  function (this: CeleiroWorld, size: string, fallback: number) {
    v.sizeIcon(this, size, fallback);
  },
);
Then(/^the icon measures ([\d.]+) (px|em)$/, function (this: CeleiroWorld, value: string, unit: string) {
  v.expectIconSize(this, Number(value), unit);
});
