import { type BrowserContext, type Frame, type Page } from 'playwright-core';
import { signInThroughPage } from '../../../tests/support/sign-in';
import { CATALOGUES, type QuickSignInProblem } from '../../../core';
import { quickSignInText } from '../../../ui/native/quick-sign-in-text';
import { type NativeShellTasks } from '../native-shell.tasks';
import { textsOf } from '../../../tests/support/texts';

const TEXTS = textsOf('native', 'PtBr');
/** Every problem the app may say, to read which one a message is. */
const PROBLEMS: readonly QuickSignInProblem[] = [
  'biometricInvalidated',
  'biometricRefused',
  'pinWrong',
  'pinFormat',
  'pinGuessable',
  'timeout',
  'shellNotFound',
  'shellRefused',
];
/** A text of the native area in PtBr ('native:problems.x'). */
const textOf = (key: string): string =>
  key
    .replace(/^native:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], TEXTS) as string;

/** How long a page that shows no offer is watched before it is taken as not offering it. */
const QUIET_MS = 4000;

/**
 * The app inside the native shell in Chromium: the development shell simulator (/dev/shell) plays the phone's shell,
 * with the app in its frame; each phone is a new browser context.
 */
export class BrowserNativeShell implements NativeShellTasks {
  private page: Page | undefined;
  private biometry = 'FaceID';

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async startOnPhone(biometry: string): Promise<void> {
    this.biometry = biometry;
    this.page = await (await this.newContext()).newPage();
    await this.page.goto(`/dev/shell?reset=true&type=${biometry}&start=/pages/login`);
    await this.app().getByRole('heading', { name: 'Entrar', level: 1 }).waitFor();
  }

  async signInWithPassword(email: string): Promise<void> {
    const app = this.app();
    const from = /\/pages\/login/.test(app.url()) ? null : '/pages/login?isApp=true';
    await signInThroughPage(this.current(), email, { from, within: app });
  }

  async offered(): Promise<boolean> {
    return this.offer()
      .waitFor({ timeout: QUIET_MS })
      .then(() => true)
      .catch(() => false);
  }

  async acceptOffer(): Promise<void> {
    const name = TEXTS.settings.activate.replace('{{type}}', this.typeName());
    await this.offer().getByRole('button', { name }).click();
    await this.offer().waitFor({ state: 'detached' });
  }

  async choosePin(pin: string): Promise<void> {
    await this.offer().getByRole('button', { name: TEXTS.settings.usePin }).click();
    await this.offer().getByLabel(TEXTS.pin.label).fill(pin);
    await this.offer().getByRole('button', { name: TEXTS.pin.save }).click();
    await this.offer().waitFor({ state: 'detached' });
  }

  async keptSecret(): Promise<string | null> {
    const kept = (await this.current().getByTestId('kept-secret').textContent())?.trim() ?? '';
    return kept === '' || kept === 'none' ? null : kept;
  }

  async signOut(): Promise<void> {
    const app = this.app();
    const signOut = app.getByRole('button', { name: textsOf('shell', 'PtBr').logout, exact: true });
    if (!(await signOut.isVisible()))
      await app.getByRole('button', { name: new RegExp(textsOf('shell', 'PtBr').userMenu) }).click();
    await signOut.click();
    await app.waitForURL(/\/pages\/login/);
    await app.getByRole('heading', { name: TEXTS.signIn.title }).waitFor();
  }

  async signInWithBiometry(): Promise<void> {
    const name = TEXTS.signIn.withBiometry.replace('{{type}}', this.typeName());
    await this.app().getByRole('button', { name }).click();
  }

  async signInWithPin(pin: string): Promise<void> {
    await this.app().getByLabel(TEXTS.signIn.pin, { exact: true }).fill(pin);
    await this.app().getByRole('button', { name: TEXTS.signIn.withPin }).click();
  }

  async signedIn(): Promise<boolean> {
    return this.app()
      .waitForURL(/\/informative\//, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
  }

  async enrolAgain(): Promise<void> {
    await this.current().getByTestId('enrol-again').click();
  }

  async stopAnswering(): Promise<void> {
    await this.current().getByTestId('silent').check();
  }

  async problemShown(withinMs: number): Promise<QuickSignInProblem | null> {
    const notice = this.app().getByTestId('quick-sign-in-notice');
    await notice.waitFor({ timeout: withinMs + 5000 });
    const text = ((await notice.textContent()) ?? '').trim();
    const problem = PROBLEMS.find((candidate) => quickSignInText(candidate, CATALOGUES.PtBr, textOf) === text);
    if (!problem) throw new Error(`the app says "${text}", which is none of the quick sign-in's messages`);
    return problem;
  }

  async followEventLink(): Promise<string> {
    const app = this.app();
    const texts = textsOf('content-calendar', 'PtBr');
    await app.goto('/economic-calendar?isApp=true');
    await app.waitForSelector('.calendar-page[aria-busy="false"]');
    await app.getByRole('button', { name: 'Lista', exact: true }).click();
    await app.locator('.fc-list-event .fc-list-event-title').first().click();
    const link = app.locator('.event-panel').getByRole('link', { name: texts.details.link });
    const href = (await link.getAttribute('href')) ?? '';
    const opened = this.current()
      .waitForEvent('popup', { timeout: 3000 })
      .then(
        () => true,
        () => false,
      );
    await link.click();
    if (await opened) throw new Error('the link opened in a new tab');
    return href;
  }

  async openedInShell(): Promise<string[]> {
    const entries = this.current().getByTestId('log').locator('li[data-type="openExternalURL"]');
    await entries.first().waitFor();
    return (await entries.allTextContents()).map((text) => JSON.parse(text.replace(/^openExternalURL\s*/, '')).url);
  }

  async tapPush(): Promise<string> {
    const app = this.app();
    await app.goto('/informative/1?isApp=true');
    const first = app.locator('main a[href*="/informative/"][aria-label]').first();
    const href = (await first.getAttribute('href')) ?? '';
    const title = ((await first.getAttribute('aria-label')) ?? '').trim();
    const id = /\/informative\/\d+\/(\d+)/.exec(href)?.[1];
    if (!id) throw new Error(`no item to push in ${href}`);
    await app.goto('/favorites?isApp=true');
    const page = this.current();
    await page.getByTestId('push-id').fill(id);
    await page.getByTestId('deliver-push').click();
    this.pushedId = id;
    return title;
  }

  async shownItemTitle(): Promise<string> {
    const app = this.app();
    await app.waitForURL(new RegExp(`/informative/\\d+/${this.pushedId}`));
    // The detail's heading, once it has loaded (while it loads, the heading says so).
    const heading = app
      .getByRole('heading', { level: 1 })
      .filter({ hasNotText: /Carregando/ })
      .first();
    return ((await heading.textContent()) ?? '').trim();
  }

  private pushedId = '';

  private offer() {
    return this.app().getByRole('dialog', { name: TEXTS.offer.title });
  }

  private typeName(): string {
    return (TEXTS.types as Record<string, string>)[this.biometry] ?? TEXTS.types.none;
  }

  private current(): Page {
    if (!this.page) throw new Error('the app was not started in the shell');
    return this.page;
  }

  /** The app's frame in the simulator. */
  private app(): Frame {
    const frame = this.current().frame({
      url: (url) => url.origin === new URL(this.current().url()).origin && !url.pathname.startsWith('/dev/'),
    });
    if (!frame) throw new Error('the simulator shows no app');
    return frame;
  }
}
