import { type Page } from 'playwright-core';
import { unreadBadge } from '../../../core';
import { signIn } from '../../../tests/support/sign-in';
import { type ListedNotification, type NotificationTasks } from '../notifications.tasks';

/** The notification centre in Chromium, against the reference server's news. */
export class BrowserNotifications implements NotificationTasks {
  constructor(private readonly page: Page) {}

  async signIn(email: string, width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
    await signIn(this.page, email);
    await this.bell().waitFor();
  }

  async unread(settled: (count: number) => boolean): Promise<number> {
    let count = 0;
    for (const end = Date.now() + 10_000; Date.now() < end; await this.page.waitForTimeout(100)) {
      const name = (await this.bell().getAttribute('aria-label')) ?? '';
      count = Number(/, (\d+) não lidas?$/.exec(name)?.[1] ?? 0);
      if (settled(count)) break;
    }
    // What the eye reads on the bell is the same count (capped), and nothing when nothing is unread.
    const badge = this.bell().locator('.bell-badge');
    const shown = (await badge.count()) > 0 ? ((await badge.textContent()) ?? '') : '';
    if (shown !== unreadBadge(count)) throw new Error(`the bell's badge shows "${shown}" for ${count} unread`);
    return count;
  }

  async open(): Promise<ListedNotification[]> {
    await this.bell().click();
    const items = this.panel().getByRole('listitem');
    await items.first().waitFor();
    // The centre lies on the screen (a popover on a desk, a sheet on a phone), each date written for a reader.
    const box = await this.panel().boundingBox();
    const screen = this.page.viewportSize();
    if (!box || !screen || box.x < 0 || box.x + box.width > screen.width + 0.5)
      throw new Error(`the centre is off the screen: ${JSON.stringify(box)} on ${JSON.stringify(screen)}`);
    for (const date of await items.locator('time').allTextContents())
      if (!/^\d{2} \S+ \d{4}, \d{2}:\d{2}$/.test(date.trim())) throw new Error(`a date written "${date}"`);
    return items.evaluateAll((entries) =>
      entries.map((entry) => ({
        title: entry.querySelector('.notification-title')?.textContent ?? '',
        type: entry.querySelector('.notification-meta > span')?.textContent ?? '',
        published: entry.querySelector('time')?.getAttribute('datetime') ?? '',
      })),
    );
  }

  async comeBack(): Promise<void> {
    await this.page.reload();
    await this.bell().waitFor();
    // Wait for the fresh count to arrive before anyone reads it.
    await this.page.waitForLoadState('networkidle');
  }

  async openFirst(): Promise<{ listed: string; read: string }> {
    const link = this.panel().getByRole('link').first();
    const listed = (await link.locator('.notification-title').textContent()) ?? '';
    await link.click();
    await this.page.waitForURL(/\/informative\/\d+\/\d+/);
    const heading = this.page.getByRole('heading', { level: 1, name: listed });
    await heading.waitFor();
    // The centre gets out of the way of what it opened.
    await this.panel().waitFor({ state: 'hidden', timeout: 5_000 });
    return { listed, read: (await heading.textContent()) ?? '' };
  }

  newsSent(): Promise<void> {
    throw new Error('the reference server sends no news on demand (a core scenario)');
  }

  userInfoCheck(): Promise<void> {
    throw new Error('the user-info cycle is minutes long in the browser (a core scenario)');
  }

  pushArrives(): Promise<void> {
    throw new Error('the native shell is not in this browser (a core scenario)');
  }

  async widths(): Promise<{ centre: number; screen: number }> {
    const box = await this.panel().boundingBox();
    return { centre: box?.width ?? 0, screen: this.page.viewportSize()?.width ?? 0 };
  }

  sidewaysScroll(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  async closeWithEscape(): Promise<boolean> {
    await this.page.keyboard.press('Escape');
    await this.panel().waitFor({ state: 'hidden' });
    await this.page.waitForFunction(() => document.activeElement?.classList.contains('bell') === true);
    return this.page.evaluate(() => document.activeElement?.classList.contains('bell') === true);
  }

  private bell() {
    return this.page.getByRole('button', { name: /^Notificações/ });
  }

  private panel() {
    return this.page.getByRole('dialog', { name: 'Notificações' });
  }
}
