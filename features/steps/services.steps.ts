import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { type CeleiroWorld } from '../support/world';
import { rainfallClass, rainfallPercentOfNormal } from '../../core';

Given('{string} opens ask the analyst', async function (this: CeleiroWorld, email: string) {
  await this.services.openAskAnalyst(email);
});

Then('they have {int} question(s) to the analyst left this month', async function (this: CeleiroWorld, left: number) {
  assert.equal(await this.services.questionsLeft(), left);
});

Then(
  'the form is filled in with their e-mail {string} and name {string}',
  async function (this: CeleiroWorld, email: string, name: string) {
    assert.deepEqual(await this.services.filledIn(), { email, name });
  },
);

When('they ask {string} about {string}', async function (this: CeleiroWorld, question: string, commodity: string) {
  await this.services.ask({ question, commodity });
});

When(
  'they ask {string} about {string} giving the e-mail {string}',
  async function (this: CeleiroWorld, question: string, commodity: string, email: string) {
    await this.services.ask({ question, commodity, email });
  },
);

Then('the analysts receive the question {string}', async function (this: CeleiroWorld, question: string) {
  assert.equal(await this.services.analystsReceived(question), true);
});

Then('the contact with the team is offered instead of the question form', async function (this: CeleiroWorld) {
  assert.equal(await this.services.contactOffered(), true);
  assert.equal(await this.services.formOffered(), false);
});

Then('they are shown the plans that include the service instead of the form', async function (this: CeleiroWorld) {
  assert.equal(await this.services.upsellShown(), true);
  assert.equal(await this.services.formOffered(), false);
  assert.equal(await this.services.questionsLeft(), null);
});

Then('the field {string} says {string}', async function (this: CeleiroWorld, field: string, message: string) {
  assert.equal((await this.services.fieldMessages())[field], message);
});

Then('the question they typed is still {string}', async function (this: CeleiroWorld, question: string) {
  assert.equal(await this.services.typedQuestion(), question);
});

Given('{string} opens the freight calculator', async function (this: CeleiroWorld, email: string) {
  await this.services.openFreight(email);
});

When(
  'they quote {string} t of {string} from {string} to {string} by {string}',
  async function (
    this: CeleiroWorld,
    tonnage: string,
    product: string,
    origin: string,
    destination: string,
    mode: string,
  ) {
    await this.services.quoteFreight({ origin, destination, product, tonnage, mode });
  },
);

Then(
  'the freight costs {string} a tonne and {string} in total',
  async function (this: CeleiroWorld, perTonne: string, total: string) {
    assert.deepEqual(await this.services.freightShown(), { costPerTonne: perTonne, total });
  },
);

Then('the tonnes they typed are still {string}', async function (this: CeleiroWorld, tonnage: string) {
  assert.equal(await this.services.typedTonnage(), tonnage);
});

Then('no freight is quoted', async function (this: CeleiroWorld) {
  assert.equal(await this.services.freightShown(), null);
});

Given('{string} opens the weather', async function (this: CeleiroWorld, email: string) {
  await this.services.openWeather(email);
});

When('they choose the regions of {string}', async function (this: CeleiroWorld, commodity: string) {
  await this.services.chooseWeatherCommodity(commodity);
});

Then('the weather shows the regions {string}', async function (this: CeleiroWorld, regions: string) {
  assert.deepEqual(
    (await this.services.weatherRows()).map((row) => row.region),
    regions.split(', '),
  );
});

Then('the weather shows {int} regions', async function (this: CeleiroWorld, count: number) {
  assert.equal((await this.services.weatherRows()).length, count);
});

Then("each region's rain is compared with its normal", async function (this: CeleiroWorld) {
  const rows = await this.services.weatherRows();
  assert.ok(rows.length > 0);
  for (const row of rows) {
    assert.equal(row.percent, rainfallPercentOfNormal(row.rainfallMm, row.normalMm), row.region);
    assert.equal(row.rainClass, rainfallClass(row.rainfallMm, row.normalMm), row.region);
  }
});

Then('each region shows {int} days of forecast', async function (this: CeleiroWorld, days: number) {
  for (const row of await this.services.weatherRows()) assert.equal(row.forecastDays, days, row.region);
});

Then('the upsell of a service outside the plan is shown', async function (this: CeleiroWorld) {
  assert.equal(await this.services.upsellShown(), true);
});

Given('{string} opens the open line', async function (this: CeleiroWorld, email: string) {
  await this.services.openLiveSessions(email, 'open-line');
});

Given('{string} opens the monthly teleconference', async function (this: CeleiroWorld, email: string) {
  await this.services.openLiveSessions(email, 'monthly-teleconference');
});

When('they register for the next session open to registration', async function (this: CeleiroWorld) {
  this.vars.set('seatsBefore', (await this.services.chooseNextOpenSession()).seatsLeft);
  await this.services.registerForChosen();
});

When('they register for it again', async function (this: CeleiroWorld) {
  await this.services.registerForChosen();
});

When('they register for that session', async function (this: CeleiroWorld) {
  await this.services.registerForChosen();
});

When('they open the open line again', async function (this: CeleiroWorld) {
  await this.services.reopenLiveSessions();
});

When('they cancel that registration', async function (this: CeleiroWorld) {
  await this.services.cancelChosen();
});

Given('every seat of the next session is taken', async function (this: CeleiroWorld) {
  await this.services.fillChosen();
});

Then('they are registered for it, with one seat fewer free', async function (this: CeleiroWorld) {
  assert.deepEqual(await this.services.chosenSession(), {
    registered: true,
    seatsLeft: (this.vars.get('seatsBefore') as number) - 1,
  });
});

Then('they are not registered for it, and the seat is free again', async function (this: CeleiroWorld) {
  assert.deepEqual(await this.services.chosenSession(), {
    registered: false,
    seatsLeft: this.vars.get('seatsBefore') as number,
  });
});

Then('the session says {string}', async function (this: CeleiroWorld, message: string) {
  assert.equal(await this.services.refusal(), message);
});

Then('every past session offers its recording and takes no registration', async function (this: CeleiroWorld) {
  const past = await this.services.pastSessions();
  assert.ok(past.length > 0);
  for (const session of past) assert.deepEqual(session, { recording: true, registrable: false });
});
