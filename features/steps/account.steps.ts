import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

When('a person registers as a natural person', async function (this: CeleiroWorld) {
  await this.account.register({ userType: 'individual' });
});

When(
  'a person registers as a natural person with the CPF {string}',
  async function (this: CeleiroWorld, document: string) {
    await this.account.register({ userType: 'individual', document });
  },
);

When('a company registers with the CNPJ {string}', async function (this: CeleiroWorld, document: string) {
  await this.account.register({ userType: 'company', document });
});

When('a person registers with the e-mail of the account {string}', async function (this: CeleiroWorld, email: string) {
  await this.account.register({ userType: 'individual', email });
});

When('they confirm the e-mail with the code sent', async function (this: CeleiroWorld) {
  await this.account.confirmEmail();
});

When('they confirm the e-mail with the code {string}', async function (this: CeleiroWorld, code: string) {
  await this.account.confirmEmail(code);
});

Given('a registered account', async function (this: CeleiroWorld) {
  await this.account.haveRegisteredAccount(false);
});

Given('a registered account, signed in', async function (this: CeleiroWorld) {
  await this.account.haveRegisteredAccount(true);
});

Given('the Free user {string}, signed in', async function (this: CeleiroWorld, email: string) {
  await this.account.signInAs(email);
});

Given('a subscriber, signed in', async function (this: CeleiroWorld) {
  await this.account.signInAs('assinante@example.com');
});

When('they ask for a new password', async function (this: CeleiroWorld) {
  await this.account.forgotPassword();
});

When('someone asks for a new password for {string}', async function (this: CeleiroWorld, email: string) {
  await this.account.forgotPassword(email);
});

When(
  'they open the link sent by e-mail and choose the password {string}',
  async function (this: CeleiroWorld, password: string) {
    await this.account.resetWithMailedLink(password);
  },
);

When(
  'they change the password giving {string} as the current one',
  async function (this: CeleiroWorld, current: string) {
    await this.account.changePassword(current, 'Outra#Senha2026');
  },
);

When('they change the password to {string}', async function (this: CeleiroWorld, next: string) {
  await this.account.changePassword(this.account.password(), next);
});

When('someone who lost access sends their e-mail, phone and a message', async function (this: CeleiroWorld) {
  await this.account.sendLostAccess();
});

When('a prospective client sends their name, e-mail and phone', async function (this: CeleiroWorld) {
  await this.account.sendNewClient();
});

When('they ask for a demo', async function (this: CeleiroWorld) {
  await this.account.askForDemo();
});

When('they give the phone {string} and confirm the demo', async function (this: CeleiroWorld, phone: string) {
  await this.account.confirmDemo(phone);
});

When(
  'they turn off the e-mail notifications of {string} and save',
  async function (this: CeleiroWorld, commodity: string) {
    await this.account.turnOffEmailNotifications(commodity);
  },
);

When('they ask for their data to be deleted and confirm', async function (this: CeleiroWorld) {
  await this.account.deleteData();
});

Then('they read {string}', async function (this: CeleiroWorld, message: string) {
  const shown = await this.account.messages();
  assert.ok(shown.includes(message), `"${message}" not among ${JSON.stringify(shown)}`);
});

Then('they can sign in with their password', async function (this: CeleiroWorld) {
  assert.equal(await this.account.canSignIn(), true);
});

Then('they can sign in with the password {string}', async function (this: CeleiroWorld, password: string) {
  assert.equal(await this.account.canSignIn(password), true);
});

Then('they can no longer sign in with their password', async function (this: CeleiroWorld) {
  assert.equal(await this.account.canSignIn(), false);
});

Then('customer service receives the request', async function (this: CeleiroWorld) {
  assert.equal(await this.account.teamRequests(), 1);
});

Then('the phone is pointed out with {string}', async function (this: CeleiroWorld, message: string) {
  assert.equal(await this.account.demoPhoneMessage(), message);
});

Then('their signature is {string}', async function (this: CeleiroWorld, signature: string) {
  assert.equal(await this.account.signature(), signature);
});

Then('no demo is offered', async function (this: CeleiroWorld) {
  assert.equal(await this.account.demoOffered(), false);
});

Then('they are signed out', async function (this: CeleiroWorld) {
  assert.equal(await this.account.isSignedIn(), false);
});
