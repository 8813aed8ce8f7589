import { type BrowserContext, type Page } from 'playwright-core';
import { signIn } from '../../../tests/support/sign-in';
import { type SearchResultShown, type SearchTasks } from '../search.tasks';
import { textsOf } from '../../../tests/support/texts';

const TEXTS = textsOf('search', 'PtBr');

/** The search in Chromium against the reference server, in Portuguese, on a desk-sized screen. */
export class BrowserSearch implements SearchTasks {
  private page!: Page;
  private email: string | null = null;
  private bodies: string[] = [];
  private searches = 0;

  constructor(private readonly newContext: () => Promise<BrowserContext>) {}

  private async signedIn(email: string): Promise<Page> {
    if (this.email === email) return this.page;
    this.page = await (await this.newContext()).newPage();
    await this.page.setViewportSize({ width: 1366, height: 800 });
    await signIn(this.page, email);
    this.email = email;
    this.page.on('response', async (response) => {
      if (!response.url().includes('/api/elastic/')) return;
      this.searches += 1;
      this.bodies.push(await response.text().catch(() => ''));
    });
    return this.page;
  }

  async search(email: string, text: string): Promise<void> {
    const page = await this.signedIn(email);
    this.searches = 0;
    // Submitted from the header's box: the results page opens with the text in its address, and says what was searched.
    const box = this.box(page);
    await box.fill(text);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text.trim());
    await page.getByRole('heading', { level: 1, name: TEXTS.heading.replace('{{text}}', text.trim()) }).waitFor();
    await this.resultsShown(page);
  }

  async reopen(): Promise<void> {
    await this.page.reload();
    await this.resultsShown(this.page);
  }

  async results(): Promise<SearchResultShown[]> {
    const results = this.page.locator('.search-result');
    const shown: SearchResultShown[] = [];
    const anyBody = this.bodies.some((body) => body.includes('"body"'));
    for (const result of await results.all()) {
      const title = ((await result.locator('h2').textContent()) ?? '').trim();
      const marked = (await result.locator('h2 mark').allTextContents()).map((text) => text.toLowerCase());
      shown.push({
        title,
        markedInTitle: marked,
        // Locked as the reader can tell: the result says it is outside their plan.
        locked:
          (await result.getAttribute('data-locked')) === 'true' &&
          (await result.getByText(TEXTS.lockedNotice).isVisible()),
        bodyShown: anyBody,
      });
    }
    return shown;
  }

  async count(): Promise<{ total: number; more: boolean }> {
    const text = (await this.page.locator('.search-count').textContent()) ?? '';
    return {
      total: Number(/[\d.]+/.exec(text)?.[0].replace(/\./g, '') ?? 0),
      more: text.startsWith(TEXTS.countCapped.split(' ')[0]!),
    };
  }

  async asked(): Promise<boolean> {
    return this.searches > 0;
  }

  async tooShortShown(): Promise<boolean> {
    return this.page.getByText(TEXTS.tooShort).isVisible();
  }

  async suggestionsFor(email: string, text: string): Promise<string[]> {
    const page = await this.signedIn(email);
    const box = this.box(page);
    await box.click();
    await box.pressSequentially(text, { delay: 30 });
    const options = page.getByRole('listbox', { name: TEXTS.suggestions }).getByRole('option');
    await options.first().waitFor();
    // The words typed are marked in what is suggested.
    await options.first().locator('mark').first().waitFor({ timeout: 5_000 });
    const titles = await page.locator('.header-suggestion-title').allTextContents();
    return titles.map((title) => title.trim());
  }

  /** The search box in the header. */
  private box(page: Page) {
    return page.getByRole('search').first().locator('input');
  }

  /** Waits for the results page to show its results (or says why there are none). */
  private async resultsShown(page: Page): Promise<void> {
    await page.locator('.search-result, .search-state, .search-count').first().waitFor();
    await page.locator('.search-page [role="status"]', { hasText: TEXTS.loading }).waitFor({ state: 'detached' });
  }
}
