import {
  type ContentApiPort, type ContentFilterOptions, type ContentListItem, type ContentListQuery, type ContentLocation, type ContentMenuItem,
  type ContentNotification, type ContentPage, type NewsDetail, type PrivateContent, type SentNewsCount, type SubjectMenuItem, type TickerQuery,
} from '../../core';
import { type ApiClient } from './api-client';

/** ContentApiPort over the HTTP API (SPEC §7, content and lists). */
export class HttpContentApi implements ContentApiPort {
  constructor(private readonly api: ApiClient) {}

  mainMenu(): Promise<SubjectMenuItem[]> {
    return this.api.get<SubjectMenuItem[]>('main/menu');
  }

  menuContent(commodity: number): Promise<ContentMenuItem[]> {
    return this.api.get<ContentMenuItem[]>('menu/content', { commodity });
  }

  contentFilter(): Promise<ContentFilterOptions> {
    return this.api.get<ContentFilterOptions>('content/filter');
  }

  listAll(query: ContentListQuery): Promise<ContentPage> {
    return this.api.get<ContentPage>('elastic/listall', { ...query });
  }

  reportTypes(commodity: number): Promise<{ id: number; nome: string }[]> {
    return this.api.get<{ id: number; nome: string }[]>('reportData/commodity/reporttype', { commodity });
  }

  highlights(commodity: number, limit: number): Promise<ContentListItem[]> {
    return this.api.get<ContentListItem[]>('reportData/list/all/report/highlight', { commodity, limit });
  }

  newsDetail(id: number): Promise<NewsDetail> {
    return this.api.get<NewsDetail>('news/detail', { id });
  }

  listDetail(ids: readonly number[]): Promise<NewsDetail[]> {
    return this.api.get<NewsDetail[]>('news/list-detail', { ids: ids.join(',') });
  }

  relatedNews(id: number, limit: number): Promise<ContentListItem[]> {
    return this.api.get<ContentListItem[]>('elastic/related-news', { id, limit });
  }

  newsTicker(query: TickerQuery): Promise<ContentListItem[]> {
    return this.api.get<ContentListItem[]>('elastic/news-ticker', { ...query });
  }

  async sendReadNews(id: number): Promise<void> {
    await this.api.post('send-read-news', { id });
  }

  countSentNews(): Promise<SentNewsCount> {
    return this.api.get<SentNewsCount>('user/count-sent-news');
  }

  contentNotification(): Promise<ContentNotification[]> {
    return this.api.get<ContentNotification[]>('content/notification');
  }

  privateContent(location: ContentLocation): Promise<PrivateContent> {
    return this.api.get<PrivateContent>('content-private', { location });
  }
}
