import {
  formatReportDate,
  landingPath,
  publicDetailAddress,
  quoteChange,
  quotePrice,
  signInToRead,
  visitorSubjects,
  type LandingPage,
  type PublicDetail,
} from '../../../core';
import { contentItem } from '../../../tests/fakes/content-library';
import { FakeContentApi } from '../../../tests/fakes/fake-content-api';
import { cachedSubject, FakeContentCache } from '../../../tests/fakes/fake-content-cache';
import { type VisitorDetail, type VisitorHomeTasks, type VisitorNews, type VisitorQuote } from '../visitor-home.tasks';

/**
 * The visitor's home on the core: the cache service's public reads (a fake holding what the server would publish)
 * through the core's rules for what a visitor sees: subjects in the locale, report dates, quotes in the locale, the
 * public detail's address and the sign-in that comes back to the item.
 */
export class CoreVisitorHome implements VisitorHomeTasks {
  private readonly cache = new FakeContentCache();
  private readonly api = new FakeContentApi();
  private path = '/';
  private opened: PublicDetail | null = null;
  private landingPage: LandingPage | null = null;

  constructor() {
    this.cache.subjectsList = [
      cachedSubject(1, 'Açúcar e Etanol'),
      cachedSubject(7, 'Café'),
      cachedSubject(61, 'Soluções Hedge', false),
    ];
    this.cache.news = [
      contentItem(11, { title: 'Safra de café surpreende', commodity: { id: 7, nome: 'Café' }, highlight: true }),
      contentItem(12, { title: 'Etanol sobe nas usinas', dt_publish: '2026-11-19T13:30:00.000Z' }),
    ];
    this.cache.quotes = [
      {
        symbol: 'BGI',
        name: 'Boi gordo (B3)',
        last: 312.8,
        change: 0.21,
        unit: 'R$/@',
        updatedAt: '2026-11-20T21:00:00Z',
      },
      {
        symbol: 'ZS',
        name: 'Soja (CBOT)',
        last: 1046.5,
        change: -0.47,
        unit: 'USc/bu',
        updatedAt: '2026-11-20T21:00:00Z',
      },
    ];
  }

  async openHome(email?: string): Promise<void> {
    // A signed-in user is sent on to the page a sign-in lands on: the first informative item of their menu.
    this.path = email ? landingPath(null, await this.api.mainMenu()) : '/home';
  }

  async address(): Promise<string> {
    return this.path;
  }

  async subjects(): Promise<string[]> {
    return visitorSubjects(await this.cache.subjects(), 'PtBr').map((subject) => subject.name);
  }

  async news(): Promise<VisitorNews[]> {
    return (await this.cache.newsCache('PtBr')).map((item) => ({
      title: item.title,
      date: formatReportDate(item, 'PtBr'),
    }));
  }

  async highlights(): Promise<string[]> {
    return (await this.cache.highlightsCache('PtBr')).latestNews.map((item) => item.title);
  }

  async quotes(): Promise<VisitorQuote[]> {
    return (await this.cache.quotesPublic('PtBr')).map((quote) => ({
      name: quote.name,
      price: quotePrice(quote, 'PtBr'),
      change: quoteChange(quote.change, 'PtBr').text,
    }));
  }

  async calls(): Promise<{ signIn: string; plans: string }> {
    return { signIn: '/pages/login', plans: '/pages/plans' };
  }

  async openFirstNews(): Promise<number> {
    const [first] = await this.cache.newsCache('PtBr');
    if (!first) throw new Error('no news listed');
    this.path = publicDetailAddress(first.id);
    this.opened = await this.cache.publicDetail(first.id);
    return first.id;
  }

  async detail(): Promise<VisitorDetail> {
    if (!this.opened) throw new Error('no item open');
    // The public detail carries no body: nothing but the teaser can be shown.
    return { title: this.opened.title, summary: this.opened.summary, fullText: 'body' in this.opened };
  }

  async signInFromDetail(): Promise<void> {
    if (!this.opened) throw new Error('no item open');
    const returnTo = new URL(signInToRead(this.opened), 'http://app').searchParams.get('to');
    this.path = landingPath(returnTo, await this.api.mainMenu());
  }

  async openLanding(): Promise<void> {
    this.landingPage = await this.api.landingPage('PtBr');
  }

  async landing(): Promise<{ title: string; subjects: string[] }> {
    if (!this.landingPage) throw new Error('the landing page is not open');
    return { title: this.landingPage.title, subjects: this.landingPage.subjects.map((subject) => subject.nome) };
  }
}
