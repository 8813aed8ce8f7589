import { expect, test, type Page } from '@playwright/test';

// The page's web vitals (issue "For the QA and backend teams", item 4): measured by the web-vitals library, whose code
// loads when the reader first acts on the page, and sent through logger/applogger when the page is hidden.
// BENCH_CPU_THROTTLE=4 runs it with the CPU slowed four times.

const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);

/** The page turns hidden as when the reader switches tab or sends the app to the background, then visible again. */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const turn = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    turn('hidden');
    turn('visible');
  });
}

test("a page's web vitals reach logger/applogger once it is hidden, with the page's path", async ({ page }) => {
  const entries: { level: string; message: string; route: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/logger/applogger'))
      entries.push(request.postDataJSON() as (typeof entries)[number]);
  });
  if (THROTTLE > 1)
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/api/logger/applogger') && response.request().method() === 'POST',
  );
  await page.goto('/pages/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(entries).toEqual([]);

  // The reader's first act loads the measuring code; their typing settles LCP (the library takes only the browser's
  // own events for that), and each hiding sends what was measured since the last entry.
  const email = page.getByLabel('E-mail');
  await email.click();
  const messages = () => entries.map((entry) => entry.message).join(' | ');
  await expect
    .poll(async () => {
      await email.press('a');
      await hideAndShow(page);
      return messages();
    })
    .toMatch(/LCP=\d+ms/);
  expect((await accepted).status()).toBe(204);
  expect(messages()).toMatch(/^web-vitals TTFB=\d+ms (good|needs-improvement|poor); FCP=\d+ms /);
  for (const entry of entries) expect(entry).toMatchObject({ level: 'info', route: '/pages/login' });
});
