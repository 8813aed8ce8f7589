import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

Given('a visitor opens the home', async function (this: CeleiroWorld) {
  await this.visitorHome.openHome();
});

Given('the subscriber {string} opens the home', async function (this: CeleiroWorld, email: string) {
  await this.visitorHome.openHome(email);
});

Then('they see the subjects followed, {string} among them', async function (this: CeleiroWorld, name: string) {
  const subjects = await this.visitorHome.subjects();
  assert.ok(subjects.includes(name), `${name} in ${subjects.join(', ')}`);
  assert.ok(!subjects.includes('Soluções Hedge'), 'no disabled subject');
});

Then('they see the latest news, each with its date', async function (this: CeleiroWorld) {
  const news = await this.visitorHome.news();
  assert.ok(news.length > 0, 'some news');
  for (const item of news) assert.match(item.date, /^\d{2} \p{L}+\.? \d{4}, \d{2}:\d{2}$/u, item.title);
});

Then('they see the highlights', async function (this: CeleiroWorld) {
  assert.ok((await this.visitorHome.highlights()).length > 0, 'some highlights');
});

Then('they see the public quotes, each with its price and its change', async function (this: CeleiroWorld) {
  const quotes = await this.visitorHome.quotes();
  assert.ok(quotes.length > 0, 'some quotes');
  for (const quote of quotes) {
    assert.match(quote.price, /\d,\d{2}/, `${quote.name}: a price written in PtBr`);
    assert.match(quote.change, /^([+-]\d+,\d{2}|0,00)\s?%/, `${quote.name}: a change with its sign`);
  }
});

Then('they are offered to sign in and to see the plans', async function (this: CeleiroWorld) {
  assert.deepEqual(await this.visitorHome.calls(), { signIn: '/pages/login', plans: '/pages/plans' });
});

When('they open the first news item', async function (this: CeleiroWorld) {
  this.vars.set('item', await this.visitorHome.openFirstNews());
});

Then('they read its summary, not its full text', async function (this: CeleiroWorld) {
  assert.equal(await this.visitorHome.address(), `/details?id=${String(this.vars.get('item'))}`);
  const detail = await this.visitorHome.detail();
  assert.ok(detail.title.length > 0 && detail.summary.length > 0, 'a title and a summary');
  assert.equal(detail.fullText, false);
});

When('they sign in from there as {string}', async function (this: CeleiroWorld, email: string) {
  await this.visitorHome.signInFromDetail(email);
});

Then('they are brought back to that item', async function (this: CeleiroWorld) {
  assert.match(await this.visitorHome.address(), new RegExp(`^/informative/\\d+/${String(this.vars.get('item'))}$`));
});

Then('they are on their first list', async function (this: CeleiroWorld) {
  assert.equal(await this.visitorHome.address(), '/informative/1');
});

Given('a visitor opens the landing page', async function (this: CeleiroWorld) {
  await this.visitorHome.openLanding();
});

Then('it presents the platform as {string}', async function (this: CeleiroWorld, title: string) {
  assert.equal((await this.visitorHome.landing()).title, title);
});

Then('it lists the markets it follows, {string} among them', async function (this: CeleiroWorld, name: string) {
  assert.ok((await this.visitorHome.landing()).subjects.includes(name));
});
