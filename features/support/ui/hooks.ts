import { After, AfterAll, Before, BeforeAll, Status, setDefaultTimeout } from '@cucumber/cucumber';
import { type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { type CeleiroWorld } from '../world';
import { BrowserAccount } from './account.browser';
import { BrowserAdmin } from './admin.browser';
import { BrowserAccountLayout } from './account-layout.browser';
import { BrowserStage } from './browser';
import { BrowserContent } from './content.browser';
import { BrowserCookies } from './cookies.browser';
import { BrowserDocuments } from './documents.browser';
import { BrowserReading } from './reading.browser';
import { BrowserFavorites } from './favorites.browser';
import { BrowserCalendar } from './calendar.browser';
import { BrowserHelp } from './help.browser';
import { BrowserLayout } from './layout.browser';
import { BrowserMarket } from './market.browser';
import { BrowserMarketAlerts } from './market-alerts.browser';
import { BrowserMedia } from './media.browser';
import { BrowserServices } from './services.browser';
import { BrowserSearch } from './search.browser';
import { BrowserQuotesSession } from './quotes-session.browser';
import { BrowserConsulting } from './consulting.browser';
import { BrowserPublishing } from './publishing.browser';
import { BrowserNotifications } from './notifications.browser';
import { BrowserPlans } from './plans.browser';
import { BrowserSessions } from './sessions.browser';
import { BrowserSignIn } from './sign-in.browser';
import { BrowserVisitorHome } from './visitor-home.browser';
import { BrowserTour } from './tour.browser';
import { BrowserPrivacy } from './privacy.browser';
import { BrowserNativeShell } from './native-shell.browser';

setDefaultTimeout(120_000);

let stage: BrowserStage | undefined;
const contexts = new WeakMap<CeleiroWorld, BrowserContext[]>();

// The browser assembly: one server and one Chromium per run; a fresh browser context (a new device) per scenario.
BeforeAll({ timeout: 180_000 }, async function () {
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
  // Every browser a scenario opens is a new context (a new device, of the size and input it is given), closed after
  // the scenario.
  const newContext = async (options: BrowserContextOptions = {}) => {
    // The app's service worker precaches the whole build: offline reading is Playwright's, so it never runs here.
    const context = await browser.newContext({ ...options, baseURL, locale: 'pt-BR', serviceWorkers: 'block' });
    opened.push(context);
    return context;
  };
  const context = await newContext();
  const page = await context.newPage();
  this.useTasks({
    signIn: new BrowserSignIn(page, context.request),
    sessions: new BrowserSessions(newContext),
    account: new BrowserAccount(page, context.request),
    content: new BrowserContent(page),
    layout: new BrowserLayout(page),
    accountLayout: new BrowserAccountLayout(newContext),
    cookies: new BrowserCookies(page),
    notifications: new BrowserNotifications(page),
    help: new BrowserHelp(page),
    visitorHome: new BrowserVisitorHome(page),
    plans: new BrowserPlans(page),
    tour: new BrowserTour(newContext),
    documents: new BrowserDocuments(page),
    reading: new BrowserReading(newContext),
    favorites: new BrowserFavorites(newContext),
    calendar: new BrowserCalendar(newContext),
    media: new BrowserMedia(newContext),
    market: new BrowserMarket(newContext),
    marketAlerts: new BrowserMarketAlerts(newContext),
    services: new BrowserServices(newContext),
    search: new BrowserSearch(newContext),
    quotesSession: new BrowserQuotesSession(newContext),
    consulting: new BrowserConsulting(newContext),
    admin: new BrowserAdmin(newContext),
    publishing: new BrowserPublishing(newContext),
    nativeShell: new BrowserNativeShell(newContext),
    privacy: new BrowserPrivacy(newContext),
  });
});

// A failed scenario leaves what each of its pages showed: a screenshot and the address, attached to the report and
// written under test-results/features/, so a failure on CI can be read without running it again.
After(async function (this: CeleiroWorld, { result, pickle }) {
  const opened = contexts.get(this) ?? [];
  if (result?.status === Status.FAILED) {
    const pages = opened.flatMap((context) => context.pages());
    for (const [index, page] of pages.entries()) {
      const name = `${pickle.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${index + 1}`;
      const screenshot = await page
        .screenshot({ path: `test-results/features/${name}.png`, fullPage: true })
        .catch(() => undefined);
      if (screenshot) this.attach(screenshot, 'image/png');
      this.attach(`page ${index + 1}: ${page.url()}`, 'text/plain');
    }
  }
  for (const context of opened) await context.close();
});
