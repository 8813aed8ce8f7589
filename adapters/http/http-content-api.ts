import {
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
  type TickerQuery,
  type TimedNewsDetail,
} from '../../core';
import { type ApiClient } from './api-client';
import {
  ContentFilterOptionsDto,
  ContentListItemDto,
  ContentMenuItemDto,
  ContentNotificationDto,
  ContentPageDto,
  LandingPageDto,
  PrivateContentDto,
  ReportTypeDto,
  SentNewsCountDto,
} from './content/content.dto';
import { SubjectMenuItemDto } from './shell/menu.dto';

/** The news detail's DTOs, whose event times need luxon: loaded with the first detail, never with a list. */
const newsDetailDtos = () => import('./content/news-detail.dto');

/** ContentApiPort over the HTTP API (SPEC §7, content and lists). */
export class HttpContentApi implements ContentApiPort {
  constructor(private readonly api: ApiClient) {}

  mainMenu(): Promise<SubjectMenuItem[]> {
    return this.api.get('main/menu', { response: [SubjectMenuItemDto] });
  }

  menuContent(commodity: number): Promise<ContentMenuItem[]> {
    return this.api.get('menu/content', { params: { commodity }, response: [ContentMenuItemDto] });
  }

  contentFilter(): Promise<ContentFilterOptions> {
    return this.api.get('content/filter', { response: ContentFilterOptionsDto });
  }

  listAll(query: ContentListQuery): Promise<ContentPage> {
    return this.api.get('elastic/listall', { params: { ...query }, response: ContentPageDto });
  }

  reportTypes(commodity: number): Promise<{ id: number; nome: string }[]> {
    return this.api.get('reportData/commodity/reporttype', { params: { commodity }, response: [ReportTypeDto] });
  }

  highlights(commodity: number, limit: number): Promise<ContentListItem[]> {
    return this.api.get('reportData/list/all/report/highlight', {
      params: { commodity, limit },
      response: [ContentListItemDto],
    });
  }

  async newsDetail(id: number): Promise<TimedNewsDetail> {
    const { NewsDetailDto } = await newsDetailDtos();
    return this.api.get('news/detail', { params: { id }, response: NewsDetailDto });
  }

  async listDetail(ids: readonly number[]): Promise<TimedNewsDetail[]> {
    const { NewsDetailDto } = await newsDetailDtos();
    return this.api.get('news/list-detail', { params: { ids: ids.join(',') }, response: [NewsDetailDto] });
  }

  relatedNews(id: number, limit: number): Promise<ContentListItem[]> {
    return this.api.get('elastic/related-news', { params: { id, limit }, response: [ContentListItemDto] });
  }

  newsTicker(query: TickerQuery): Promise<ContentListItem[]> {
    return this.api.get('elastic/news-ticker', { params: { ...query }, response: [ContentListItemDto] });
  }

  async sendReadNews(id: number): Promise<void> {
    await this.api.post('send-read-news', { id });
  }

  countSentNews(query: SentNewsCountQuery = {}): Promise<SentNewsCount> {
    return this.api.get('user/count-sent-news', { params: { ...query }, response: SentNewsCountDto });
  }

  contentNotification(): Promise<ContentNotification[]> {
    return this.api.get('content/notification', { response: [ContentNotificationDto] });
  }

  privateContent(location: ContentLocation): Promise<PrivateContent> {
    return this.api.get('content-private', { params: { location }, response: PrivateContentDto });
  }

  landingPage(locale: Locale): Promise<LandingPage> {
    return this.api.get('landing-page', { params: { lang: locale }, response: LandingPageDto });
  }
}
