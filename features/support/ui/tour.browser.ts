import { type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import { TOUR_SKIPPED_KEY } from '../../../core';
import { latestCode } from './mailbox';
import { SHELL_TOUR_TEXTS } from '../../../ui/shell/tour.i18n';
import { type TourTasks } from '../tour.tasks';

const TEXTS = SHELL_TOUR_TEXTS.PtBr;
/** How long a page that offers no tour is watched before it is taken as not offering it. */
const QUIET_MS = 3000;

/** The guided tour in Chromium on the reference server, in Portuguese: each new device is a new browser context. */
export class BrowserTour implements TourTasks {
  private page: Page | undefined;
  private accountKept = false;

  constructor(
    private readonly newContext: () => Promise<BrowserContext>,
    private readonly request: APIRequestContext,
  ) {}

  async signInOnNewDevice(email: string): Promise<void> {
    const page = await (await this.newContext()).newPage();
    const since = Date.now();
    await page.goto('/pages/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Celeiro#2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByLabel('Código de verificação').fill(await latestCode(this.request, email, since));
    await page.getByRole('button', { name: 'Validar' }).click();
    await page.waitForURL(/\/informative\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    this.page = page;
    this.accountKept = false;
  }

  async offered(): Promise<boolean> {
    const welcome = this.current().getByRole('dialog', { name: TEXTS.steps.welcome.title });
    return welcome
      .waitFor({ timeout: QUIET_MS })
      .then(() => true)
      .catch(() => false);
  }

  async skip(): Promise<void> {
    await this.saving(() => this.popover().getByRole('button', { name: TEXTS.skip }).click());
  }

  async finish(): Promise<void> {
    const page = this.current();
    await this.saving(async () => {
      for (let step = 0; step < 8; step++) {
        const done = this.popover().getByRole('button', { name: TEXTS.done });
        if (await done.isVisible()) return done.click();
        const title = await page.locator('.driver-popover-title').textContent();
        await this.popover().getByRole('button', { name: TEXTS.next }).click();
        await page
          .locator('.driver-popover-title')
          .filter({ hasNotText: title ?? '' })
          .waitFor();
      }
      throw new Error('the tour has no end within 8 steps');
    });
  }

  async putAway(): Promise<{ device: boolean; account: boolean }> {
    const page = this.current();
    await page.locator('.driver-popover').waitFor({ state: 'detached' });
    const device = await page.evaluate((key) => localStorage.getItem(key) === 'true', TOUR_SKIPPED_KEY);
    return { device, account: this.accountKept };
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
