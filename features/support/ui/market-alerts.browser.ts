import { type BrowserContext, type Page } from 'playwright-core';
import { type AlertState, INSTRUMENT_BY_ID, MARKET_FIELD_MESSAGES } from '../../../core';
import { mailsTo } from '../../../tests/support/mailbox';
import { signInThroughPage } from '../../../tests/support/sign-in';
import { type AlertSetOutcome, type MarketAlertsTasks } from '../market-alerts.tasks';
import { textsOf } from '../../../tests/support/texts';

const T = textsOf('market', 'PtBr');
const STATES: Record<string, AlertState> = {
  [T.state_active]: 'active',
  [T.state_fired]: 'fired',
  [T.state_suspended]: 'suspended',
};
const nameOf = (id: string) => INSTRUMENT_BY_ID.get(id)!.name.pt;

/**
 * The watch list and alerts in Chromium against the reference server, whose feed follows the real clock: what needs
 * time to be set (a crossing, a withdrawn right) stays with the core assembly; these are the @ui scenarios' tasks.
 */
export class BrowserMarketAlerts implements MarketAlertsTasks {
  private page: Page | undefined;
  private email = '';
  private since = 0;

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  /** A new device of the user, signed in, on /quotes. */
  private async device(): Promise<Page> {
    const page = await (await this.newContext()).newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInThroughPage(page, this.email);
    await page.goto('/quotes');
    await page.getByRole('tab', { name: T.watchlist }).waitFor();
    return page;
  }

  private get here(): Page {
    if (!this.page) throw new Error('the quotes are not open');
    return this.page;
  }

  async open(email: string): Promise<void> {
    this.email = email;
    this.since = Date.now();
    this.page = await this.device();
  }

  async watch(id: string): Promise<void> {
    const star = this.here.locator(`[role="row"][data-id="${id}"]`).getByRole('button', { name: /^Acompanhar / });
    await star.focus();
    await this.here.keyboard.press('Enter');
    await star.and(this.here.locator('[aria-pressed="true"]')).waitFor();
  }

  async watchlist(device: 'this' | 'another'): Promise<string[]> {
    const page = device === 'this' ? this.here : await this.device();
    await page.getByRole('tab', { name: T.watchlist }).click();
    const table = page.getByRole('table', { name: T.watchlist });
    await table.locator('[role="row"][data-id]').first().waitFor();
    return table.locator('[role="row"][data-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')!));
  }

  priceIn(): Promise<number> {
    throw new Error('the reference server’s feed follows the real clock');
  }

  async setAlert(id: string, kind: 'above' | 'below' | 'move', level: number): Promise<AlertSetOutcome> {
    const row = this.here.locator(`[role="row"][data-id="${id}"]`);
    // An instrument outside the plan has no row in any market: the app offers no alert on it.
    if ((await row.count()) === 0) return 'outside-plan';
    await row.getByRole('button', { name: T.alertFor.replace('{{name}}', nameOf(id)) }).click();
    const dialog = this.here.getByRole('dialog');
    await dialog.getByRole('radio', { name: T[`kind_${kind}`] }).check();
    await dialog.locator('input[name="level"]').fill(String(level).replace('.', ','));
    await dialog.getByRole('button', { name: T.save }).click();
    const refusal = dialog.getByRole('alert');
    await Promise.race([dialog.waitFor({ state: 'detached' }), refusal.waitFor()]);
    if ((await dialog.count()) === 0) return 'set';
    return (await refusal.textContent()) === MARKET_FIELD_MESSAGES['market.outsidePlan'].PtBr
      ? 'outside-plan'
      : 'invalid';
  }

  wait(): Promise<void> {
    throw new Error('the reference server’s feed follows the real clock');
  }

  async notices(): Promise<string[]> {
    return this.here.getByRole('status').locator('.alert-notice').allTextContents();
  }

  async alertMails(): Promise<number> {
    const mails = await mailsTo(this.here.request, this.email);
    return mails.filter((m) => Date.parse(m.sentAt) >= this.since && m.subject.startsWith('Alerta de preço')).length;
  }

  registerPhone(): Promise<void> {
    throw new Error('the native shell registers the phone, not the browser');
  }

  phonePushes(): Promise<number> {
    throw new Error('the native shell registers the phone, not the browser');
  }

  async alertState(id: string): Promise<AlertState | undefined> {
    const mine = this.here.getByRole('region', { name: T.alerts });
    await mine.waitFor();
    const item = mine.getByRole('listitem').filter({ hasText: nameOf(id) });
    if ((await item.count()) === 0) return undefined;
    return STATES[(await item.first().locator('.alerts-state').textContent()) ?? ''];
  }

  withdraw(): Promise<void> {
    throw new Error('the rights are changed by the account’s plan, not from the browser');
  }
}
