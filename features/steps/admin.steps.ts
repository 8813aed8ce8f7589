import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { SessionEndReason } from '../../core';
import { type ShownList } from '../support/admin.tasks';
import { type CeleiroWorld } from '../support/world';

const list = (text: string) =>
  text.trim() === '-'
    ? []
    : text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);

/** `a=1, b=2, c=x, y` as fields (a value may hold commas after its first, as a list of codes does). */
function fields(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  let last: string | undefined;
  for (const part of text.split(',')) {
    const match = /^\s*(\w+)=(.*)$/.exec(part);
    if (match) {
      last = match[1]!;
      result[last] = match[2]!.trim();
    } else if (last) result[last] = `${result[last]},${part}`.replace(/,\s*/g, ', ');
  }
  return result;
}

/** The back office's tasks of a record's change log, which only some assemblies have. */
function logTasks(world: CeleiroWorld) {
  const tasks = world.admin;
  if (!tasks.resubmitForm || !tasks.changeLog)
    throw new Error(`no change log tasks for the ${world.assembly} assembly`);
  return tasks as Required<typeof tasks>;
}

const shown = (world: CeleiroWorld): ShownList => world.vars.get('admin-list') as ShownList;
const keep = (world: CeleiroWorld, value: ShownList) => world.vars.set('admin-list', value);

Given('{string} is signed in to the back office', async function (this: CeleiroWorld, email: string) {
  await this.admin.signInAs(email);
});

Given('{string} opens the users list', async function (this: CeleiroWorld, email: string) {
  await this.admin.signInAs(email);
  const opened = await this.admin.openUsers();
  this.vars.set('admin-every-user', opened.total);
  keep(this, opened);
});

Given(
  '{string} opens the users list filtered to the readers {string}',
  async function (this: CeleiroWorld, email: string, readers: string) {
    await this.admin.signInAs(email);
    this.vars.set('admin-every-user', (await this.admin.openUsers()).total);
    await this.admin.typeFilter('email', readers);
    keep(this, await this.admin.search());
  },
);

Then('the admin group of the user menu lists {string}', async function (this: CeleiroWorld, names: string) {
  assert.deepEqual(await this.admin.menuLists(), list(names));
});

Then('they may open {string} and not {string}', async function (this: CeleiroWorld, open: string, closed: string) {
  for (const page of list(open)) assert.equal(await this.admin.mayOpen(page), true, `may open ${page}`);
  for (const page of list(closed)) assert.equal(await this.admin.mayOpen(page), false, `may not open ${page}`);
});

Then('they may open the ordinary pages {string}', async function (this: CeleiroWorld, paths: string) {
  for (const path of list(paths)) assert.equal(await this.admin.mayOpenOrdinary(path), true, path);
});

Then(
  'the list shows {int} of {int} users on page {int}',
  function (this: CeleiroWorld, rows: number, total: number, page: number) {
    const current = shown(this);
    assert.deepEqual([current.rows.length, current.total, current.page], [rows, total, page]);
  },
);

Then('the list still shows {int} users', function (this: CeleiroWorld, total: number) {
  assert.equal(shown(this).total, total);
});

Then(/^the list (?:still|again) shows every user on page 1$/, function (this: CeleiroWorld) {
  const current = shown(this);
  assert.deepEqual([current.total, current.page], [this.vars.get('admin-every-user'), 1]);
});

When('they type {string} in the {string} filter', async function (this: CeleiroWorld, value: string, name: string) {
  keep(this, await this.admin.typeFilter(name, value));
});

When('they press Search', async function (this: CeleiroWorld) {
  keep(this, await this.admin.search());
});

When('they press Clear', async function (this: CeleiroWorld) {
  keep(this, await this.admin.clear());
});

When('they sort by {string}', async function (this: CeleiroWorld, column: string) {
  keep(this, await this.admin.sortBy(column));
});

Then('the first user shown is {string}', function (this: CeleiroWorld, email: string) {
  assert.equal(shown(this).rows[0], email);
});

When('they show {int} rows per page', async function (this: CeleiroWorld, size: number) {
  keep(this, await this.admin.pageSize(size));
});

When('they go to page {int}', async function (this: CeleiroWorld, page: number) {
  keep(this, await this.admin.goToPage(page));
});

When(
  /^they register the (subject|user|tag) "(.*)"$/,
  async function (this: CeleiroWorld, form: 'subject' | 'user' | 'tag', text: string) {
    await this.admin.submitForm(form, fields(text));
  },
);

Then(
  'the form says {string} is {string} in {string}',
  async function (this: CeleiroWorld, field: string, message: string, locale: string) {
    assert.equal((await this.admin.fieldMessages(locale))[field], message);
  },
);

Then(
  "a new user's form offers the plans {string}, {string} chosen",
  async function (this: CeleiroWorld, plans: string, chosen: string) {
    const shown = await this.admin.planChoices();
    for (const plan of plans.split(', ')) assert.ok(shown.offered.includes(plan), `${plan} in ${shown.offered}`);
    assert.equal(shown.chosen, chosen);
  },
);

Then('the form has no field message', async function (this: CeleiroWorld) {
  assert.deepEqual(await this.admin.fieldMessages('PtBr'), {});
});

Then('the form still holds {string} in {string}', async function (this: CeleiroWorld, value: string, field: string) {
  assert.equal(await this.admin.typed(field), value);
});

When('they save the record again with {string}', async function (this: CeleiroWorld, text: string) {
  await logTasks(this).resubmitForm(fields(text));
});

Then("the record's change log reads, newest first:", async function (this: CeleiroWorld, table: DataTable) {
  const log = await logTasks(this).changeLog();
  const read = log.map((entry) => ({
    by: entry.by,
    action: entry.action,
    // A new record's fields as they were filled; a change's fields before and after.
    changes: entry.changes
      .map((change) =>
        change.before === null
          ? `${change.field}: ${change.after}`
          : `${change.field}: ${change.before} → ${change.after}`,
      )
      .join('; '),
  }));
  assert.deepEqual(read, table.hashes());
});

/** The back office's browser-only tasks on a user's sessions. */
function sessionTasks(world: CeleiroWorld) {
  const tasks = world.admin;
  if (!tasks.signedInAndOut || !tasks.sessionEndReasons)
    throw new Error(`no session tasks for the ${world.assembly} assembly`);
  return tasks as Required<typeof tasks>;
}

Given('{string} has signed in and signed out', async function (this: CeleiroWorld, email: string) {
  await sessionTasks(this).signedInAndOut(email);
});

When('they open the record of {string}', async function (this: CeleiroWorld, email: string) {
  this.vars.set('session-end-reasons', await sessionTasks(this).sessionEndReasons(email));
});

Then('the record says a session ended by {string}', function (this: CeleiroWorld, reason: string) {
  assert.ok((this.vars.get('session-end-reasons') as string[]).includes(reason));
});

Then('no reason is written as a code word', function (this: CeleiroWorld) {
  const reasons = this.vars.get('session-end-reasons') as string[];
  assert.ok(reasons.length > 0);
  for (const reason of reasons) assert.ok(!(Object.values(SessionEndReason) as string[]).includes(reason), reason);
});
