import { After, AfterAll, Before, BeforeAll, setDefaultTimeout } from '@cucumber/cucumber';
import { type BrowserContext } from 'playwright-core';
import { type CeleiroWorld } from '../world';
import { BrowserAccount } from './account.browser';
import { BrowserStage } from './browser';
import { BrowserContent } from './content.browser';
import { BrowserSessions } from './sessions.browser';
import { BrowserSignIn } from './sign-in.browser';

setDefaultTimeout(60_000);

let stage: BrowserStage | undefined;
const contexts = new WeakMap<CeleiroWorld, BrowserContext[]>();

// The browser assembly: one server and one Chromium per run; a fresh browser context (a new device) per scenario.
BeforeAll(async function () {
  if (this.parameters.assembly === 'ui') stage = await BrowserStage.start();
});

AfterAll(async function () {
  await stage?.stop();
});

Before(async function (this: CeleiroWorld) {
  if (this.assembly !== 'ui' || !stage) return;
  const browser = stage.browser;
  const baseURL = stage.baseUrl;
  const opened: BrowserContext[] = [];
  contexts.set(this, opened);
  // Every browser a scenario opens is a new context (a new device), closed after the scenario.
  const newContext = async () => {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
    opened.push(context);
    return context;
  };
  const context = await newContext();
  const page = await context.newPage();
  this.useTasks({
    signIn: new BrowserSignIn(page, context.request),
    sessions: new BrowserSessions(newContext, context.request),
    account: new BrowserAccount(page, context.request),
    content: new BrowserContent(page, context.request),
  });
});

After(async function (this: CeleiroWorld) {
  for (const context of contexts.get(this) ?? []) await context.close();
});
