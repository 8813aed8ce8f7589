import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { compareConsulting, type ConsultingKind } from '../../core';
import { CONSULTING_KIND_NAMES } from '../support/consulting.tasks';
import { type CeleiroWorld } from '../support/world';

/** A service by its Portuguese name. */
function kindNamed(name: string): ConsultingKind {
  const kind = CONSULTING_KIND_NAMES[name];
  if (!kind) throw new Error(`no consulting service named ${name}`);
  return kind;
}

const list = (text: string) => text.split(',').map((entry) => entry.trim());

Given('{string} opens the consulting', async function (this: CeleiroWorld, email: string) {
  await this.consulting.openConsulting(email);
});

Then('the consulting shows the services {string}', async function (this: CeleiroWorld, names: string) {
  assert.deepEqual(await this.consulting.services(), list(names).map(kindNamed));
});

Then('every deliverable shown is of {string}', async function (this: CeleiroWorld, commodities: string) {
  const allowed = new Set(list(commodities));
  const shown = await this.consulting.deliverables();
  assert.ok(shown.length > 0, 'no deliverable shown');
  for (const item of shown) assert.ok(allowed.has(item.commodity), `${item.title} is of ${item.commodity}`);
});

Then('the commodity filter offers only {string}', async function (this: CeleiroWorld, commodities: string) {
  assert.deepEqual([...(await this.consulting.commoditiesOffered())].sort(), list(commodities).sort());
});

Then('the {string} shows deliverables both scheduled and delivered', async function (this: CeleiroWorld, kind: string) {
  const statuses = (await this.consulting.deliverables())
    .filter((item) => item.kind === kindNamed(kind))
    .map((item) => item.status);
  assert.ok(statuses.includes('scheduled'), `no scheduled ${kind}: ${statuses.join(', ')}`);
  assert.ok(statuses.includes('delivered'), `no delivered ${kind}: ${statuses.join(', ')}`);
});

Then(
  '{int} deliverable(s) is/are shown, {int} of them in progress',
  async function (this: CeleiroWorld, count: number, inProgress: number) {
    const shown = await this.consulting.deliverables();
    assert.equal(shown.length, count);
    assert.equal(shown.filter((item) => item.status === 'in-progress').length, inProgress);
  },
);

Then(
  'each service shows its deliverables in progress, then scheduled from the nearest, then delivered from the latest',
  async function (this: CeleiroWorld) {
    const shown = await this.consulting.deliverables();
    const kinds = [...new Set(shown.map((item) => item.kind))];
    for (const kind of kinds) {
      const items = shown.filter((item) => item.kind === kind);
      const asItems = items.map((item, index) => ({
        id: index,
        title: item.title,
        commodity: { id: 0, nome: item.commodity },
        kind: item.kind,
        summary: '',
        date: item.date ?? '',
        analyst: '',
        status: item.status,
        documents: [],
      }));
      // Shown in order: each one comes before (or ties with) the next by the rule, ties kept as shown.
      for (let index = 1; index < asItems.length; index++) {
        const [before, after] = [asItems[index - 1]!, asItems[index]!];
        assert.ok(compareConsulting(before, after) < 0, `${kind}: ${before.title} before ${after.title}`);
      }
      const statuses = items.map((item) => item.status);
      assert.deepEqual(
        statuses,
        [...statuses].sort(
          (a, b) =>
            ['in-progress', 'scheduled', 'delivered'].indexOf(a) - ['in-progress', 'scheduled', 'delivered'].indexOf(b),
        ),
      );
    }
  },
);

When(
  'they choose the consulting of {string} in {string}',
  async function (this: CeleiroWorld, commodity: string, kind: string) {
    await this.consulting.choose(commodity, kindNamed(kind));
  },
);

Then(
  'every deliverable shown is a {string} of {string}',
  async function (this: CeleiroWorld, kind: string, commodity: string) {
    const shown = await this.consulting.deliverables();
    assert.ok(shown.length > 0, 'no deliverable shown');
    for (const item of shown) {
      assert.equal(item.kind, kindNamed(kind), item.title);
      assert.equal(item.commodity, commodity, item.title);
    }
  },
);

Then('only delivered deliverables offer documents', async function (this: CeleiroWorld) {
  const shown = await this.consulting.deliverables();
  assert.ok(
    shown.some((item) => item.documents > 0),
    'no deliverable offers a document',
  );
  for (const item of shown.filter((entry) => entry.documents > 0)) assert.equal(item.status, 'delivered', item.title);
});

When('they open the first document of a {string}', async function (this: CeleiroWorld, kind: string) {
  await this.consulting.openFirstDocument(kindNamed(kind));
});

Then('the document is opened', async function (this: CeleiroWorld) {
  assert.match((await this.consulting.documentOpened()) ?? '', /\.pdf$/);
});

Then('the plans with consulting are offered instead', async function (this: CeleiroWorld) {
  assert.equal(await this.consulting.upsellShown(), true);
  assert.deepEqual(await this.consulting.deliverables(), []);
});
