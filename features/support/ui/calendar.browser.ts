import { readFileSync } from 'node:fs';
import { type BrowserContext, type Page } from 'playwright-core';
import { type CalendarEvent } from '../../../core';
import { signIn } from '../../../tests/support/sign-in';
import { type CalendarTasks, type SavedCalendarFile, type ShownEvent } from '../calendar.tasks';
import { textsOf } from '../../../tests/support/texts';

const TEXTS = textsOf('content-calendar', 'PtBr');

/**
 * The calendars in the browser, in Portuguese, on the reference server's seeded agenda: the economic calendar's
 * filters (buttons), its agenda list (the entries shown), the event panel and its add-to-calendar download, the author
 * page. What an entry is about (its commodities and importance) is read from the answers the page received.
 */
export class BrowserCalendar implements CalendarTasks {
  private page: Page | undefined;
  private answered = new Map<string, CalendarEvent>();

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  private async signIn(email: string): Promise<Page> {
    if (this.page) return this.page;
    const context = await this.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    page.on('response', async (response) => {
      if (!response.url().includes('/api/events/calendar') || !response.ok()) return;
      // An answer still arriving when the scenario closes its browser has no body left to read.
      const events = (await response.json().catch(() => [])) as CalendarEvent[];
      for (const event of events) this.answered.set(event.title, event);
    });
    await signIn(page, email);
    this.page = page;
    return page;
  }

  private async openCalendar(email: string, path: string, menuLink?: string): Promise<void> {
    const page = await this.signIn(email);
    if (menuLink) {
      // The way a user opens it: its link in the user menu.
      await page.getByRole('button', { name: /Menu do usuário/ }).click();
      await page.getByRole('dialog', { name: 'Menu do usuário' }).getByRole('link', { name: menuLink }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: menuLink }).waitFor();
    } else await page.goto(path);
    await page.locator('.calendar-view .fc').waitFor();
    await page.waitForSelector('.calendar-page[aria-busy="false"]');
    await page.getByRole('button', { name: 'Lista', exact: true }).click();
  }

  openEconomicCalendar(email: string): Promise<void> {
    return this.openCalendar(email, '/economic-calendar', TEXTS.economic.title);
  }

  openEvents(email: string): Promise<void> {
    return this.openCalendar(email, '/events');
  }

  async keepOnly(importance: string, commodity: number): Promise<void> {
    const page = this.page!;
    const group = page.getByRole('group', { name: TEXTS.economic.importance });
    for (const other of ['low', 'medium', 'high'] as const) {
      const button = group.getByRole('button', { name: TEXTS.importance[other] });
      const pressed = (await button.getAttribute('aria-pressed')) === 'true';
      if (pressed !== (other === importance)) await button.click();
    }
    // Each importance button says whether it is kept.
    for (const other of ['low', 'medium', 'high'] as const)
      await group.getByRole('button', { name: TEXTS.importance[other], pressed: other === importance }).waitFor();
    const name = [...this.answered.values()]
      .flatMap((event) => event.commodities)
      .find((c) => c.id === commodity)?.nome;
    if (!name) throw new Error(`no entry of commodity ${commodity}`);
    await page
      .getByRole('group', { name: TEXTS.economic.commodities })
      .getByRole('button', { name, exact: true })
      .click();
  }

  async shown(): Promise<ShownEvent[]> {
    const titles = await this.page!.locator('.fc-list-event .fc-list-event-title').allInnerTexts();
    return titles.map((title) => {
      const event = this.answered.get(title.trim());
      return {
        title: title.trim(),
        commodities: event?.commodities.map((c) => c.id) ?? [],
        importance: event?.importance ?? null,
      };
    });
  }

  async addToCalendar(title?: string): Promise<SavedCalendarFile> {
    const page = this.page!;
    const rows = page.locator('.fc-list-event .fc-list-event-title');
    const row = (title ? rows.filter({ hasText: title }) : rows).first();
    const event = this.answered.get((await row.innerText()).trim());
    await row.click();
    const panel = page.locator('.event-panel');
    // The details give the entry's importance.
    if (event?.importance)
      await panel
        .getByText(`${TEXTS.economic.importance}: ${TEXTS.importance[event.importance]}`, { exact: true })
        .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: TEXTS.details.add }).click(),
    ]);
    const name = download.suggestedFilename();
    // The user is told the file was saved, then closes the details.
    await panel.getByRole('status').getByText(TEXTS.details.added.replace('{{name}}', name)).waitFor();
    await panel.getByRole('button', { name: TEXTS.details.close }).click();
    await panel.waitFor({ state: 'hidden' });
    return { name, text: readFileSync((await download.path())!, 'utf8') };
  }

  eventOf(): Promise<{ locked: boolean; link: string | null; price: number | null }> {
    throw new Error('not a browser scenario');
  }

  addingLockedRefused(): Promise<boolean> {
    throw new Error('not a browser scenario');
  }

  async openAuthor(email: string, id: number): Promise<void> {
    const page = await this.signIn(email);
    await page.goto(`/author/${id}`);
    await page.locator('#author-name').waitFor();
  }

  async author(): Promise<{ name: string; bio: string; latest: number }> {
    const page = this.page!;
    const list = page.getByRole('list', { name: TEXTS.author.latest });
    await list.getByRole('listitem').first().waitFor();
    return {
      name: await page.locator('#author-name').innerText(),
      bio: await page.locator('.author-bio').innerText(),
      latest: await list.getByRole('listitem').count(),
    };
  }
}
