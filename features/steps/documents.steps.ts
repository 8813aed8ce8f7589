import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type SavedDocument } from '../support/documents.tasks';
import { type CeleiroWorld } from '../support/world';

Given(
  'the subscriber {string} opens an item of their plan with attachments',
  async function (this: CeleiroWorld, email: string) {
    await this.documents.openItemWithAttachments(email);
  },
);

When('they download its first attachment', async function (this: CeleiroWorld) {
  this.vars.set('document', await this.documents.downloadFirst());
});

When('they save the item as a PDF', async function (this: CeleiroWorld) {
  this.vars.set('document', await this.documents.saveReport());
});

Then('the saved document is a PDF', function (this: CeleiroWorld) {
  assert.ok((this.vars.get('document') as SavedDocument).pdf, 'a PDF');
});

When('they read its first attachment', async function (this: CeleiroWorld) {
  this.vars.set('document', await this.documents.readFirst());
});

Then('the saved document is a PDF named like the attachment', function (this: CeleiroWorld) {
  const document = this.vars.get('document') as SavedDocument;
  assert.equal(document.name, this.documents.firstAttachmentName());
  assert.ok(document.pdf, 'a PDF');
});

Then('every page of it carries {string}', async function (this: CeleiroWorld, text: string) {
  const pages = await (this.vars.get('document') as SavedDocument).pagesWith(text);
  assert.ok(pages.length > 0, 'some pages');
  assert.deepEqual(
    pages,
    pages.map(() => true),
  );
});

Then('the document opens in the browser', async function (this: CeleiroWorld) {
  const document = this.vars.get('document') as SavedDocument;
  assert.equal(document.name, this.documents.firstAttachmentName());
  assert.ok(document.pdf, 'a PDF');
  assert.equal((await document.pagesWith('@')).some(Boolean), false, 'no e-mail stamped on the document read');
});

Given(
  'the subscriber {string} asks for a document of an item outside their plan',
  async function (this: CeleiroWorld, email: string) {
    this.vars.set('message', await this.documents.askOutsidePlan(email));
  },
);

Then('nothing is saved', async function (this: CeleiroWorld) {
  assert.equal(await this.documents.savedCount(), 0);
});

Given('a visitor opens the download link with the token {string}', async function (this: CeleiroWorld, token: string) {
  await this.documents.openLink(token);
});

Given('a download link was mailed to {string}', async function (this: CeleiroWorld, email: string) {
  await this.documents.mailLink(email, 0);
});

Given(
  'a download link was mailed to {string} {int} days ago',
  async function (this: CeleiroWorld, email: string, days: number) {
    await this.documents.mailLink(email, days);
  },
);

When('they download the file', async function (this: CeleiroWorld) {
  this.vars.set('outcome', await this.documents.downloadFromLink());
});

When(/^they open the link (?:again )?and download the file$/, async function (this: CeleiroWorld) {
  await this.documents.openLink();
  this.vars.set('outcome', await this.documents.downloadFromLink());
});

Then('the file is saved', function (this: CeleiroWorld) {
  const outcome = this.vars.get('outcome') as { saved?: string; message?: string };
  assert.ok(outcome.saved, `saved (${outcome.message ?? ''})`);
});

Then('the download says {string}', function (this: CeleiroWorld, message: string) {
  const outcome = this.vars.get('outcome') as { message?: string } | undefined;
  assert.equal(outcome?.message ?? this.vars.get('message'), message);
});

When('they ask for a link to its first attachment by e-mail', async function (this: CeleiroWorld) {
  this.vars.set('linkNotice', await this.documents.mailFirstLink());
});

Then('they are told the link went to {string}', function (this: CeleiroWorld, email: string) {
  assert.ok(String(this.vars.get('linkNotice')).includes(email), `the notice does not name ${email}`);
});
