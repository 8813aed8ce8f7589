import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { LANGUAGE_NAMES, type LanguageName } from '../support/plans.tasks';
import { type CeleiroWorld } from '../support/world';

const language = (name: string): LanguageName => {
  assert.ok(name in LANGUAGE_NAMES, `a language of the picker: ${name}`);
  return name as LanguageName;
};
/** Spaces as a reader sees them (prices use no-break spaces). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

Given('a visitor reads the product in {string}', async function (this: CeleiroWorld, name: string) {
  await this.plans.readIn(language(name));
});

Given(
  'the plan {string} is translated only into the Spanish of Spain, as {string}',
  async function (this: CeleiroWorld, name: string, translated: string) {
    await this.plans.publishPlanTranslatedOnlyInto(name, 'Español (España)', translated);
  },
);

When('they open the plans', async function (this: CeleiroWorld) {
  await this.plans.openPlans();
});

When('they switch the language to {string}', async function (this: CeleiroWorld, name: string) {
  await this.plans.switchLanguage(language(name));
});

Then('they see the plan {string} at {string}', async function (this: CeleiroWorld, name: string, price: string) {
  const plans = await this.plans.plans();
  const shown = plans.find((plan) => plan.name === name);
  assert.ok(shown, `${name} in ${plans.map((plan) => plan.name).join(', ')}`);
  assert.ok(plain(shown.price).includes(price), `${name} at ${price}: ${plain(shown.price)}`);
});

Then('the plan {string} offers {string}', async function (this: CeleiroWorld, name: string, feature: string) {
  const shown = (await this.plans.plans()).find((plan) => plan.name === name);
  assert.ok(shown?.features.includes(feature), `${feature} in ${shown?.features.join(', ')}`);
});

Then('no plan is named {string}', async function (this: CeleiroWorld, name: string) {
  assert.ok(!(await this.plans.plans()).some((plan) => plan.name === name), `no ${name}`);
});
