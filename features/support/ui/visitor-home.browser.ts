import { type APIRequestContext, type Page } from 'playwright-core';
import { latestCode } from './mailbox';
import { type VisitorDetail, type VisitorHomeTasks, type VisitorNews, type VisitorQuote } from '../visitor-home.tasks';

const SEEDED_PASSWORD = 'Celeiro#2026';

/** The visitor's home in Chromium, through the real pages, against the reference server and its seeded content. */
export class BrowserVisitorHome implements VisitorHomeTasks {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  async openHome(email?: string): Promise<void> {
    if (email) {
      await this.signIn('/pages/login', email);
      // Signed in once the app has left the login for the first list: leaving earlier would cancel the code's check.
      await this.page.waitForURL(/\/informative\//);
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
    return {
      title: (await article.getByRole('heading', { level: 1 }).textContent()) ?? '',
      summary: (await article.locator('.public-detail-summary').textContent()) ?? '',
      fullText: (await this.page.locator('.news-body').count()) > 0,
    };
  }

  async signInFromDetail(email: string): Promise<void> {
    await this.page.getByRole('article').getByRole('link', { name: 'Entrar' }).click();
    await this.page.waitForURL(/\/pages\/login\?to=/);
    await this.signIn(null, email);
    await this.page.waitForURL(/\/informative\/\d+\/\d+$/);
  }

  async openLanding(): Promise<void> {
    await this.page.goto('/landing-page');
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  async landing(): Promise<{ title: string; subjects: string[] }> {
    return {
      title: (await this.page.getByRole('heading', { level: 1 }).textContent()) ?? '',
      subjects: await this.items('Mercados acompanhados'),
    };
  }

  private region(name: string) {
    return this.page.getByRole('region', { name });
  }

  private async items(region: string): Promise<string[]> {
    const list = this.region(region).getByRole('listitem');
    await list.first().waitFor();
    return list.allTextContents();
  }

  /** Signs in on the login page (opened at `from`, or the one already open), answering the two-factor code. */
  private async signIn(from: string | null, email: string): Promise<void> {
    const since = Date.now();
    if (from) await this.page.goto(from);
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Senha', { exact: true }).fill(SEEDED_PASSWORD);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
    await this.page.getByLabel('Código de verificação').fill(await latestCode(this.request, email, since));
    await this.page.getByRole('button', { name: 'Validar' }).click();
  }
}
