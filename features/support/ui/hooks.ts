import { After, AfterAll, Before, BeforeAll, setDefaultTimeout } from '@cucumber/cucumber';
import { type BrowserContext } from 'playwright-core';
import { type CeleiroWorld } from '../world';
import { BrowserStage } from './browser';
import { BrowserSignIn } from './sign-in.browser';

setDefaultTimeout(60_000);

let stage: BrowserStage | undefined;
const contexts = new WeakMap<CeleiroWorld, BrowserContext>();

// The browser assembly: one server and one Chromium per run; a fresh browser context (a new device) per scenario.
BeforeAll(async function () {
  if (this.parameters.assembly === 'ui') stage = await BrowserStage.start();
});

AfterAll(async function () {
  await stage?.stop();
});

Before(async function (this: CeleiroWorld) {
  if (this.assembly !== 'ui' || !stage) return;
  const context = await stage.browser.newContext({ baseURL: stage.baseUrl, locale: 'pt-BR' });
  contexts.set(this, context);
  const page = await context.newPage();
  this.useTasks({ signIn: new BrowserSignIn(page, context.request) });
});

After(async function (this: CeleiroWorld) {
  await contexts.get(this)?.close();
});
