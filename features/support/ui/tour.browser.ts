import { type BrowserContext, type Page } from 'playwright-core';
import { TOUR_SKIPPED_KEY } from '../../../core';
import { signInThroughPage } from '../../../tests/support/sign-in';
import { type TourTasks } from '../tour.tasks';
import { textsOf } from '../../../tests/support/texts';

const TEXTS = textsOf('shell-tour', 'PtBr');
/** How long a page that offers no tour is watched before it is taken as not offering it. */
const QUIET_MS = 3000;
const SCREENS = { phone: { width: 390, height: 844 }, desk: { width: 1366, height: 800 } } as const;
/** What each step of the desk's tour points at, in order (the welcome at nothing): every step the tour has. */
const DESK_STEPS = [null, 'menu', 'filters', 'view-style', 'ticker', 'notifications', 'user-menu'];

/** The step shown: its title, its place and count ("1 de 7"), and the data-tour mark of what it highlights. */
function stepShown(page: Page) {
  return page.evaluate(() => {
    const [current = NaN, total = NaN] = (document.querySelector('.driver-popover-progress-text')?.textContent ?? '')
      .split(' de ')
      .map(Number);
    return {
      title: document.querySelector('.driver-popover-title')?.textContent ?? '',
      current,
      total,
      target: document.querySelector('.driver-active-element')?.getAttribute('data-tour') ?? null,
      focusInPopover: Boolean(document.activeElement?.closest('.driver-popover')),
    };
  });
}

/**
 * The guided tour in Chromium on the reference server, in Portuguese: each new device is a new browser context, of a
 * phone's or a desk's size when the scenario names one. Besides what the tasks answer, the browser checks what only a
 * page shows: the focus kept in the popover, the arrow keys and Tab, and where each step points.
 */
export class BrowserTour implements TourTasks {
  private page: Page | undefined;
  private screen: 'phone' | 'desk' | undefined;
  private accountKept = false;

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async signInOnNewDevice(email: string, screen?: 'phone' | 'desk'): Promise<void> {
    const page = await (await this.newContext()).newPage();
    if (screen) await page.setViewportSize(SCREENS[screen]);
    await signInThroughPage(page, email);
    await page.getByRole('heading', { level: 1 }).waitFor();
    this.page = page;
    this.screen = screen;
    this.accountKept = false;
  }

  async offered(): Promise<boolean> {
    const welcome = this.current().getByRole('dialog', { name: TEXTS.steps.welcome.title });
    const offered = await welcome
      .waitFor({ timeout: QUIET_MS })
      .then(() => true)
      .catch(() => false);
    if (offered) {
      // The welcome is the first of 5 to 8 steps, points at nothing, and has the focus.
      const first = await stepShown(this.current());
      if (
        first.current !== 1 ||
        !(first.total >= 5 && first.total <= 8) ||
        first.target !== null ||
        !first.focusInPopover
      )
        throw new Error(`the tour's welcome is shown as ${JSON.stringify(first)}`);
    }
    return offered;
  }

  async skip(): Promise<void> {
    const page = this.current();
    // The next step by its button, the one after by the arrow key; then Skip.
    await this.popover().getByRole('button', { name: TEXTS.next }).click();
    const second = await this.nextShown(TEXTS.steps.welcome.title);
    const menu = this.screen === 'phone' ? 'menu-button' : 'menu';
    if (second.title !== TEXTS.steps.menu.title || second.current !== 2 || second.target !== menu)
      throw new Error(`the tour's second step is ${JSON.stringify(second)}, not the menu (${menu})`);
    await page.keyboard.press('ArrowRight');
    const third = await this.nextShown(second.title);
    if (third.current !== 3 || third.target === null) throw new Error(`the arrow key led to ${JSON.stringify(third)}`);
    const shown = await page.locator(`[data-tour="${third.target}"]`).first().boundingBox();
    const viewport = page.viewportSize()!;
    if (!shown || shown.y + shown.height <= 0 || shown.y >= viewport.height || shown.x >= viewport.width)
      throw new Error(`the third step's ${third.target} is not on the screen`);
    await this.saving(() => this.popover().getByRole('button', { name: TEXTS.skip }).click());
    // The highlighted menu button keeps its own ARIA attributes once the tour lets go of it.
    if (this.screen === 'phone') {
      const button = page.locator('[data-tour="menu-button"]');
      const [popup, expanded] = [
        await button.getAttribute('aria-haspopup'),
        await button.getAttribute('aria-expanded'),
      ];
      if (popup !== 'dialog' || expanded !== 'false')
        throw new Error(`the menu button is left with aria-haspopup=${popup}, aria-expanded=${expanded}`);
    }
  }

  async finish(): Promise<void> {
    const page = this.current();
    const targets: (string | null)[] = [(await stepShown(page)).target];
    await this.saving(async () => {
      for (let step = 0; step < 8; step++) {
        const done = this.popover().getByRole('button', { name: TEXTS.done });
        if (await done.isVisible()) {
          await this.lastStepChecked(targets);
          return done.click();
        }
        const { title } = await stepShown(page);
        await this.popover().getByRole('button', { name: TEXTS.next }).click();
        const shown = await this.nextShown(title);
        if (!shown.focusInPopover) throw new Error(`the focus left the popover at "${shown.title}"`);
        targets.push(shown.target);
      }
      throw new Error('the tour has no end within 8 steps');
    });
  }

  async putAway(): Promise<{ device: boolean; account: boolean }> {
    const page = this.current();
    await page.locator('.driver-popover').waitFor({ state: 'detached' });
    // The focus goes back to the page (the sign-in's button it came from is gone: the main region).
    const focused = await page.evaluate(() => document.activeElement?.id ?? '');
    if (focused !== 'main') throw new Error(`the tour ended with the focus on "${focused}", not the main region`);
    const device = await page.evaluate((key) => localStorage.getItem(key) === 'true', TOUR_SKIPPED_KEY);
    return { device, account: this.accountKept };
  }

  /** The last step: every step was shown (on a desk, in order), it offers to finish, not to skip, and Tab stays in it. */
  private async lastStepChecked(targets: (string | null)[]): Promise<void> {
    const page = this.current();
    if (this.screen === 'desk' && JSON.stringify(targets) !== JSON.stringify(DESK_STEPS))
      throw new Error(`the desk's tour pointed at ${JSON.stringify(targets)}`);
    if ((await this.popover().getByRole('button', { name: TEXTS.skip }).count()) > 0)
      throw new Error('the last step still offers to skip');
    // Tab stays in the tour: the popover's buttons and the highlighted element (which can be used meanwhile).
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const inTour = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('.driver-popover, .driver-active-element')),
      );
      if (!inTour) throw new Error('Tab took the focus out of the tour');
    }
  }

  /** Waits until the step after the one titled `title` shows and the tour has finished moving to it. */
  private async nextShown(title: string) {
    const page = this.current();
    await page.locator('.driver-popover-title').filter({ hasNotText: title }).waitFor();
    await page.locator('.driver-popover .driver-popover-next-btn:not([disabled])').waitFor();
    return stepShown(page);
  }

  /** Does what ends the tour and waits until the account has kept it. */
  private async saving(end: () => Promise<unknown>): Promise<void> {
    const page = this.current();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/client/update/skip-tour') && response.request().method() === 'POST',
    );
    await end();
    const response = await saved;
    this.accountKept = response.status() === 200 && (await response.json()).skipTour === true;
  }

  private popover() {
    return this.current().locator('.driver-popover');
  }

  private current(): Page {
    if (!this.page) throw new Error('nobody signed in');
    return this.page;
  }
}
