import { type BrowserContext, type Page } from 'playwright-core';
import { SEARCH_TEXTS } from '../../../ui/search/i18n';
import { signInWithCode } from './mailbox';
import { type SearchResultShown, type SearchTasks } from '../search.tasks';

const TEXTS = SEARCH_TEXTS.PtBr;

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
    await signInWithCode(this.page, email);
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
    await page.goto(`/search?q=${encodeURIComponent(text)}`);
    await page.locator('.search-result, .search-state, .search-count').first().waitFor();
    await page.locator('[role="status"]', { hasText: TEXTS.loading }).waitFor({ state: 'detached' });
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
        locked: (await result.getAttribute('data-locked')) === 'true',
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
    const box = page.getByRole('search').first().locator('input');
    await box.click();
    await box.pressSequentially(text, { delay: 30 });
    const options = page.getByRole('listbox', { name: TEXTS.suggestions }).getByRole('option');
    await options.first().waitFor();
    const titles = await page.locator('.header-suggestion-title').allTextContents();
    return titles.map((title) => title.trim());
  }
}
