import { type Page } from 'playwright-core';
import { signIn, signInThroughPage } from '../../../tests/support/sign-in';
import { type VisitorDetail, type VisitorHomeTasks, type VisitorNews, type VisitorQuote } from '../visitor-home.tasks';

/** The visitor's home in Chromium, through the real pages, against the reference server and its seeded content. */
export class BrowserVisitorHome implements VisitorHomeTasks {
  /** The uncaught errors of the pages read. */
  private readonly errors: string[] = [];

  constructor(private readonly page: Page) {
    page.on('pageerror', (error) => this.errors.push(`${page.url()}: ${error.message}`));
  }

  async openHome(email?: string): Promise<void> {
    if (email) {
      await signIn(this.page, email);
      await this.page.goto('/home');
      await this.page.waitForURL(/\/informative\//);
      return;
    }
    await this.page.goto('/home');
    await this.page.getByRole('heading', { level: 1, name: 'O mercado do agronegócio hoje' }).waitFor();
  }

  async address(): Promise<string> {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  async subjects(): Promise<string[]> {
    return this.items('Assuntos');
  }

  async news(): Promise<VisitorNews[]> {
    const region = this.region('Últimas notícias');
    await region.getByRole('link').first().waitFor();
    const news: VisitorNews[] = [];
    for (const entry of await region.getByRole('listitem').all())
      news.push({
        title: (await entry.getByRole('link').textContent()) ?? '',
        date: (await entry.locator('time').textContent()) ?? '',
      });
    return news;
  }

  async highlights(): Promise<string[]> {
    const region = this.region('Destaques');
    await region.getByRole('link').first().waitFor();
    return region.getByRole('link').allTextContents();
  }

  async quotes(): Promise<VisitorQuote[]> {
    const region = this.region('Cotações');
    await region.getByRole('table').waitFor();
    const quotes: VisitorQuote[] = [];
    for (const row of await region.locator('tbody tr').all())
      quotes.push({
        name: (await row.locator('.quote-name').textContent()) ?? '',
        price: (await row.locator('td').nth(0).textContent()) ?? '',
        change: ((await row.locator('td').nth(1).textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' '),
      });
    return quotes;
  }

  async calls(): Promise<{ signIn: string; plans: string }> {
    const calls = this.page.getByRole('navigation', { name: 'Acesso' });
    // The way in is in the first screen, with the heading: no scrolling to find it.
    await this.inFirstScreen(this.page.getByRole('heading', { level: 1 }).first());
    await this.inFirstScreen(calls.getByRole('link', { name: 'Entrar' }));
    this.expectNoPageError();
    return {
      signIn: (await calls.getByRole('link', { name: 'Entrar' }).getAttribute('href')) ?? '',
      plans: (await calls.getByRole('link', { name: 'Ver planos' }).getAttribute('href')) ?? '',
    };
  }

  async openFirstNews(): Promise<number> {
    const link = this.region('Últimas notícias').getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    const title = (await link.textContent()) ?? '';
    await link.click();
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
    return Number(new URL(href, 'http://app').searchParams.get('id'));
  }

  async detail(): Promise<VisitorDetail> {
    const article = this.page.getByRole('article');
    // Besides signing in, the summary offers the plans.
    const plans = await article.getByRole('link', { name: 'Ver planos' }).getAttribute('href');
    if (plans !== '/pages/plans') throw new Error(`the summary's "Ver planos" leads to ${plans}`);
    this.expectNoPageError();
    return {
      title: (await article.getByRole('heading', { level: 1 }).textContent()) ?? '',
      summary: (await article.locator('.public-detail-summary').textContent()) ?? '',
      fullText: (await this.page.locator('.news-body').count()) > 0,
    };
  }

  async signInFromDetail(email: string): Promise<void> {
    await this.page.getByRole('article').getByRole('link', { name: 'Entrar' }).click();
    await this.page.waitForURL(/\/pages\/login\?to=/);
    await signInThroughPage(this.page, email, { from: null });
    await this.page.waitForURL(/\/informative\/\d+\/\d+$/);
  }

  async openLanding(): Promise<void> {
    await this.page.goto('/landing-page');
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  async landing(): Promise<{ title: string; subjects: string[] }> {
    this.expectNoPageError();
    return {
      title: (await this.page.getByRole('heading', { level: 1 }).textContent()) ?? '',
      subjects: await this.items('Mercados acompanhados'),
    };
  }

  /** Fails when a page read so far threw an uncaught error. */
  private expectNoPageError(): void {
    if (this.errors.length > 0) throw new Error(`uncaught errors: ${this.errors.join('; ')}`);
  }

  /** Fails unless the element shows in the first screen, without scrolling. */
  private async inFirstScreen(element: ReturnType<Page['getByRole']>): Promise<void> {
    const box = await element.boundingBox();
    const screen = this.page.viewportSize();
    if (!box || !screen || box.y < 0 || box.y + box.height > screen.height)
      throw new Error(`not in the first screen: ${JSON.stringify(box)} on ${JSON.stringify(screen)}`);
  }

  private region(name: string) {
    return this.page.getByRole('region', { name });
  }

  private async items(region: string): Promise<string[]> {
    const list = this.region(region).getByRole('listitem');
    await list.first().waitFor();
    return list.allTextContents();
  }
}
