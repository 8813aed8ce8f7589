import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';

When('{string} searches {string}', async function (this: CeleiroWorld, email: string, text: string) {
  this.vars.set('searchedAs', email);
  await this.search.search(email, text);
});

Then('the results include {string}', async function (this: CeleiroWorld, title: string) {
  assert.ok((await this.search.results()).some((result) => result.title === title));
});

Then('opening the results again from their address gives the same results', async function (this: CeleiroWorld) {
  const titles = (await this.search.results()).map((result) => result.title);
  assert.ok(titles.length > 0, 'some results');
  await this.search.reopen();
  assert.deepEqual(
    (await this.search.results()).map((result) => result.title),
    titles,
  );
});

Then('the results do not include {string}', async function (this: CeleiroWorld, title: string) {
  assert.ok(!(await this.search.results()).some((result) => result.title === title));
});

Then(
  'the words {string} are marked in the title {string}',
  async function (this: CeleiroWorld, words: string, title: string) {
    const result = (await this.search.results()).find((candidate) => candidate.title === title);
    assert.ok(result, `no result ${title}`);
    for (const word of words.split(',').map((w) => w.trim())) assert.ok(result.markedInTitle.includes(word), word);
  },
);

Then('the result {string} is locked', async function (this: CeleiroWorld, title: string) {
  assert.equal((await this.search.results()).find((result) => result.title === title)?.locked, true);
});

Then('no result carries a body', async function (this: CeleiroWorld) {
  const results = await this.search.results();
  assert.ok(results.length > 0);
  assert.ok(results.every((result) => !result.bodyShown));
});

Then('the results are those of {string}', async function (this: CeleiroWorld, other: string) {
  const titles = (await this.search.results()).map((result) => result.title);
  await this.search.search((this.vars.get('searchedAs') as string | undefined) ?? 'assinante@example.com', other);
  assert.deepEqual(
    titles,
    (await this.search.results()).map((result) => result.title),
  );
  assert.ok(titles.length > 0);
});

Then('the results are only {string}', async function (this: CeleiroWorld, title: string) {
  assert.deepEqual(
    (await this.search.results()).map((result) => result.title),
    [title],
  );
});

Then('the count says more than {int} publications are found', async function (this: CeleiroWorld, total: number) {
  assert.deepEqual(await this.search.count(), { total, more: true });
});

Then('nothing is asked of the server', async function (this: CeleiroWorld) {
  assert.equal(await this.search.asked(), false);
});

Then('they are asked to type at least 2 letters', async function (this: CeleiroWorld) {
  assert.equal(await this.search.tooShortShown(), true);
});

When('{string} types {string} in the search box', async function (this: CeleiroWorld, email: string, text: string) {
  this.vars.set('suggested', await this.search.suggestionsFor(email, text));
});

Then('at most {int} titles are suggested', function (this: CeleiroWorld, most: number) {
  const suggested = this.vars.get('suggested') as string[];
  assert.ok(suggested.length > 0);
  assert.ok(suggested.length <= most);
});

Then('the first suggestion is {string}', function (this: CeleiroWorld, title: string) {
  assert.equal((this.vars.get('suggested') as string[])[0], title);
});
