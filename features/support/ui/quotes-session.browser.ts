import { type BrowserContext, type Page } from 'playwright-core';
import { signInThroughPage } from '../../../tests/support/sign-in';
import { type QuotesDevice, type QuotesDeviceView, type QuotesSessionTasks } from '../quotes-session.tasks';
import { textsOf } from '../../../tests/support/texts';

const T = textsOf('market', 'PtBr');
/** How long the other device's news (the server ends its stream) may take to show. */
const PUSHED_MS = 10_000;

/**
 * The quotes module's session in Chromium against the reference server: the first device a desk, the other a phone
 * (a browser context of its own, signed in there).
 */
export class BrowserQuotesSession implements QuotesSessionTasks {
  private readonly pages = new Map<QuotesDevice, Page>();
  private email = '';
  /** The acceptor token the first device opened with, and its stored sign-in's bearer. */
  private firstToken = '';
  private bearer = '';

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  async open(email: string): Promise<void> {
    this.email = email;
    const page = await this.signedIn({ width: 1366, height: 800 });
    const issued = page.waitForResponse((r) => r.url().includes('/api/acceptor/newtoken') && r.ok());
    await page.goto('/quotes');
    this.firstToken = ((await (await issued).json()) as { acptoken: string }).acptoken;
    this.bearer = await page.evaluate(() => {
      const stored = localStorage.getItem('currentUser') ?? sessionStorage.getItem('currentUser');
      return stored ? (JSON.parse(stored) as { token: string }).token : '';
    });
    this.pages.set('first', page);
    await this.settled('first');
  }

  async openOtherDevice(): Promise<void> {
    const other = await this.signedIn({ width: 390, height: 844 });
    await other.goto('/quotes');
    this.pages.set('other', other);
    await this.settled('other');
    await this.leaves('first');
  }

  async device(device: QuotesDevice): Promise<QuotesDeviceView> {
    const page = this.page(device);
    const state = await page.locator('[data-station]').getAttribute('data-station');
    const lost = page.locator('.quotes-station-lost p');
    const message = (await lost.count()) > 0 ? ((await lost.textContent()) ?? '').trim() : null;
    const badge = ((await page.locator('.quotes-status').textContent()) ?? '').trim();
    return { live: state === 'open' && badge !== T.stationLost, message };
  }

  async reconnect(device: QuotesDevice): Promise<void> {
    const page = this.page(device);
    await page.getByRole('button', { name: T.stationReopen }).click();
    await this.settled(device);
    await this.leaves(device === 'first' ? 'other' : 'first');
  }

  async leave(): Promise<void> {
    await this.page('first').goto('/');
  }

  async moduleSessionEnded(): Promise<boolean> {
    // The keep-alive logout leaves with the page: its answer may come a moment later.
    const deadline = Date.now() + PUSHED_MS;
    while (Date.now() < deadline) {
      const check = await this.page('first').request.post('/api/acceptor/check-token', {
        data: { acptoken: this.firstToken },
      });
      if (check.status() === 401) return ((await check.json()) as { errorType: string }).errorType === 'AcceptorError';
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  }

  async stillSignedIn(): Promise<boolean> {
    const info = await this.page('first').request.get('/api/check/info', {
      headers: { authorization: `Bearer ${this.bearer}` },
    });
    return info.ok();
  }

  /** A new device of the user, signed in. */
  private async signedIn(size: { width: number; height: number }): Promise<Page> {
    const page = await (await this.newContext()).newPage();
    await page.setViewportSize(size);
    await signInThroughPage(page, this.email);
    return page;
  }

  private page(device: QuotesDevice): Page {
    const page = this.pages.get(device);
    if (!page) throw new Error(`no ${device} device`);
    return page;
  }

  /** Waits for a device's session to be open or lost (past its opening). */
  private async settled(device: QuotesDevice): Promise<void> {
    await this.page(device).locator('[data-station="open"], [data-station="lost"]').waitFor();
  }

  /** Waits, a while, for a device to lose the prices the other one took (the server tells it); the steps then check. */
  private async leaves(device: QuotesDevice): Promise<void> {
    await this.page(device)
      .locator('[data-station="lost"]')
      .waitFor({ timeout: PUSHED_MS })
      .catch(() => undefined);
  }
}
