import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

// The calendars in Chromium against the reference server's seeded agenda: the economic calendar reached from the user
// menu, filtered by commodity and importance, an entry added to the user's own calendar as an iCalendar file, on a desk
// (the month) and on a phone (the agenda list); the events calendar's views; an author's page from a news detail.
// The admin's account is used: no other suite signs it in.

const EMAIL = 'admin@example.com';
const DESK = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A browser of the admin's at a screen's size, signed in. */
async function adminAt(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size, locale: 'pt-BR', acceptDownloads: true })).newPage();
  await signIn(page, EMAIL);
  return page;
}

/** Waits for the calendar's events of the days shown. */
async function calendarShown(page: Page): Promise<void> {
  await expect(page.locator('.calendar-view .fc')).toBeVisible();
  await expect(page.locator('.calendar-page')).toHaveAttribute('aria-busy', 'false');
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('an economic calendar entry added to the calendar is saved as an iCalendar file', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: DESK, locale: 'pt-BR', acceptDownloads: true })).newPage();
  await signIn(page, EMAIL, { at: '/economic-calendar' });
  await calendarShown(page);
  await page.getByRole('button', { name: 'lista' }).first().click();
  const rows = page.locator('.fc-list-event');
  await rows.first().locator('.fc-list-event-title a, .fc-list-event-title').first().click();
  const panel = page.locator('.event-panel');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Adicionar à minha agenda' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(ics).toMatch(/\r\nSUMMARY:.+/);
});

test('the calendars on a phone: the agenda list, an event with its details, no sideways scroll', async ({
  browser,
}) => {
  const phone = await adminAt(browser, PHONE);
  await phone.goto('/economic-calendar');
  await calendarShown(phone);
  await expect(phone.locator('.fc-listMonth-view')).toBeVisible();
  await expect(phone.locator('.fc-list-event').first()).toBeVisible();
  expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: 'test-results/e2e/economic-calendar-phone.png', fullPage: true });

  await phone.goto('/events');
  await expect(phone.getByRole('heading', { level: 1, name: 'Agenda de eventos' })).toBeVisible();
  await calendarShown(phone);
  const first = phone.locator('.fc-list-event').first();
  await expect(first).toBeVisible();
  await first.locator('.fc-list-event-title').click();
  await expect(phone.locator('.event-panel')).toBeVisible();
  await expect(phone.locator('.event-panel').getByRole('button', { name: 'Fechar' })).toBeVisible();
  expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: 'test-results/e2e/events-phone.png', fullPage: true });
});

test("the events calendar's week and day views, and an author's page from a news detail", async ({ browser }) => {
  const desk = await adminAt(browser, DESK);
  await desk.goto('/events');
  await calendarShown(desk);
  await desk
    .getByRole('button', { name: /semana/i })
    .first()
    .click();
  await expect(desk.locator('.fc-timeGridWeek-view')).toBeVisible();
  await desk.getByRole('button', { name: /^dia$/i }).first().click();
  await expect(desk.locator('.fc-timeGridDay-view')).toBeVisible();
  await desk.screenshot({ path: 'test-results/e2e/events-desk-day.png', fullPage: true });

  await desk.goto('/informative/1');
  await desk.getByRole('list', { name: 'Conteúdos' }).getByRole('listitem').first().getByRole('link').first().click();
  const byline = desk.locator('.news-detail-author a');
  await expect(byline).toBeVisible();
  const name = (await byline.innerText()).replace(/^Por /, '');
  await byline.click();
  await desk.waitForURL(/\/author\/\d+$/);
  await expect(desk.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(desk.locator('.author-bio')).not.toBeEmpty();
  await expect(desk.getByRole('list', { name: 'Últimas publicações' }).getByRole('listitem').first()).toBeVisible();
  await desk.screenshot({ path: 'test-results/e2e/author-desk.png', fullPage: true });
});

test("a crowded day of the month shows two entries and the count of the rest, which opens that day's view", async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({ viewport: DESK, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
  ).newPage();
  await signIn(page, EMAIL);
  // The real answer of the days shown, with five more events in the afternoon of the month's fifteenth day shown.
  let crowded = '';
  await page.route('**/api/events/calendar**', async (route) => {
    const from = new URL(route.request().url()).searchParams.get('from')!;
    // The day chosen for the month stays the crowded one in the day view's own call.
    crowded ||= new Date(Date.parse(`${from}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    const response = await route.fetch();
    const events = (await response.json()) as Record<string, unknown>[];
    const extra = Array.from({ length: 5 }, (_, index) => ({
      ...events[0],
      id: 900_000 + index,
      title: `Leilão extra ${index + 1}`,
      allDay: false,
      start: `${crowded}T${String(13 + index).padStart(2, '0')}:00:00.000Z`,
      end: `${crowded}T${String(14 + index).padStart(2, '0')}:00:00.000Z`,
    }));
    await route.fulfill({ response, json: [...events, ...extra] });
  });
  await page.goto('/events');
  await calendarShown(page);
  const day = page.locator(`td[data-date="${crowded}"]`);
  const entries = day.getByRole('button');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2)).toHaveText(/^\+\d+ eventos$/);
  await entries.nth(2).click();
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await expect(page.locator('.fc-timegrid-event').filter({ hasText: 'Leilão extra' })).toHaveCount(5);
});
