import {
  ApiError,
  ErrorCode,
  type ContentApiPort,
  type ContentFilterOptions,
  type ContentListItem,
  type ContentListQuery,
  type ContentLocation,
  type ContentMenuItem,
  type ContentNotification,
  type ContentPage,
  type LandingPage,
  type Locale,
  type PrivateContent,
  type SentNewsCount,
  type SentNewsCountQuery,
  type SubjectMenuItem,
  type TimedNewsDetail,
  type TickerQuery,
} from '../../core';
import { ContentLibrary, filterOptions } from './content-library';

/** A menu item with every name set to `name`. */
export function menuItem(id: number, name: string, habilitado = true): SubjectMenuItem {
  return {
    id,
    nome: name,
    namePtBr: name,
    nameEnEu: name,
    nameEsEs: name,
    nameEsAr: name,
    namePtPt: name,
    icone: 'leaf',
    habilitado,
    originCode: 250,
    mne: name.slice(0, 3).toUpperCase(),
    platformWdmaRoute: [],
  };
}

/** An in-memory ContentApiPort serving a fixed menu and the entries of its content library. */
export class FakeContentApi implements ContentApiPort {
  readonly library = new ContentLibrary();
  /** When set, every content call (not the menu) fails with it. */
  failure: Error | null = null;
  /** The languages the landing page was asked in. */
  readonly landingReads: Locale[] = [];
  /** The landing page's answer (its title in the language asked for). */
  landing: Omit<LandingPage, 'title'> & { titles?: Partial<Record<Locale, string>> } = {
    summary: 'Análises, notícias, relatórios e cotações das principais commodities agrícolas.',
    features: [{ title: 'Análises e relatórios', text: 'Leituras diárias de mercado dos nossos analistas.' }],
    subjects: [
      { id: 1, nome: 'Açúcar e Etanol' },
      { id: 7, nome: 'Café' },
    ],
  };

  constructor(
    public menu: SubjectMenuItem[] = [
      menuItem(1, 'Açúcar e Etanol'),
      menuItem(3, 'Algodão'),
      menuItem(61, 'Hedge solutions', false),
    ],
  ) {}

  async mainMenu(): Promise<SubjectMenuItem[]> {
    return this.menu;
  }

  async menuContent(): Promise<ContentMenuItem[]> {
    this.fail();
    return this.library.menu;
  }

  async contentFilter(): Promise<ContentFilterOptions> {
    this.fail();
    return filterOptions();
  }

  async listAll(query: ContentListQuery): Promise<ContentPage> {
    this.fail();
    return this.library.page(query);
  }

  async reportTypes(): Promise<{ id: number; nome: string }[]> {
    this.fail();
    return [{ id: 101, nome: 'Boletim diário de mercado' }];
  }

  async highlights(commodity: number, limit: number): Promise<ContentListItem[]> {
    this.fail();
    return this.library.highlights(commodity, limit);
  }

  /** The ids whose detail was asked for, in order. */
  readonly detailRequests: number[] = [];

  async newsDetail(id: number): Promise<TimedNewsDetail> {
    this.detailRequests.push(id);
    this.fail();
    const detail = this.library.detail(id);
    if (!detail)
      throw new ApiError(400, {
        errorType: 'BusinessError',
        code: ErrorCode.DOCUMENT_NOT_FOUND,
        message: 'Documento não encontrado',
      });
    return detail;
  }

  async listDetail(ids: readonly number[]): Promise<TimedNewsDetail[]> {
    this.fail();
    return ids.map((id) => this.library.detail(id)).filter((detail): detail is TimedNewsDetail => detail !== undefined);
  }

  async relatedNews(id: number, limit: number): Promise<ContentListItem[]> {
    this.fail();
    return this.library.items.filter((item) => item.id !== id).slice(0, limit);
  }

  async newsTicker(query: TickerQuery): Promise<ContentListItem[]> {
    this.fail();
    return this.library.ticker(query);
  }

  async sendReadNews(id: number): Promise<void> {
    this.fail();
    this.library.reads.push(id);
  }

  /** The notifications the user was sent, newest first; when null, the first five items of the library. */
  notifications: ContentNotification[] | null = null;
  /** The queries of user/count-sent-news, in order. */
  readonly countQueries: SentNewsCountQuery[] = [];
  /** When set, content/notification waits for it before answering (a slow network). */
  notificationsGate: Promise<void> | null = null;

  async countSentNews(query: SentNewsCountQuery = {}): Promise<SentNewsCount> {
    this.countQueries.push(query);
    this.fail();
    if (this.notifications) {
      const since = query.since === undefined ? null : Date.parse(query.since);
      const sent = this.notifications.filter((item) => since === null || Date.parse(item.dt_publish) > since);
      return { count: sent.length, lastSent: sent.slice(0, 5) };
    }
    const important = this.library.items.filter((item) => item.importance === 1);
    return { count: important.length, lastSent: important.slice(0, 5) };
  }

  async contentNotification(): Promise<ContentNotification[]> {
    if (this.notificationsGate) await this.notificationsGate;
    this.fail();
    if (this.notifications) return this.notifications;
    return this.library.items.slice(0, 5).map(({ id, title, commodity, newsContent, dt_report, dt_publish, read }) => ({
      id,
      title,
      commodity,
      newsContent,
      dt_report,
      dt_publish,
      read,
    }));
  }

  async privateContent(location: ContentLocation): Promise<PrivateContent> {
    this.fail();
    return this.library.privateContent(location);
  }

  async landingPage(locale: Locale): Promise<LandingPage> {
    this.fail();
    this.landingReads.push(locale);
    const { titles, ...rest } = this.landing;
    return { title: titles?.[locale] ?? 'Informação de mercado para o agronegócio', ...rest };
  }

  private fail(): void {
    if (this.failure) throw this.failure;
  }
}
