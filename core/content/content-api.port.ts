import {
  type ContentFilterOptions,
  type ContentListQuery,
  type ContentNotification,
  type ContentPage,
  type LandingPage,
  type PrivateContent,
  type ReportTypeOption,
  type SentNewsCount,
  type SentNewsCountQuery,
  type TickerQuery,
} from './api';
import { type ContentListItem, type ContentMenuItem } from './content-item';
import { type TimedNewsDetail } from './timed-news-detail';
import { type SubjectMenuItem } from '../shell/menu';
import { type ContentLocation } from '../kernel/access';
import { type Locale } from '../kernel/locale';

/** The content calls of the API (SPEC §7). */
export interface ContentApiPort {
  /** GET main/menu: the subjects or commodities of the home menu, enabled as the user's rights say. */
  mainMenu(): Promise<SubjectMenuItem[]>;
  /** GET menu/content: the publication types of a commodity (0 = all), enabled when the plan includes them. */
  menuContent(commodity: number): Promise<ContentMenuItem[]>;
  /** GET content/filter: the options of every report filter. */
  contentFilter(): Promise<ContentFilterOptions>;
  /** GET elastic/listall: one page of a content list under the report filters. */
  listAll(query: ContentListQuery): Promise<ContentPage>;
  /** GET reportData/commodity/reporttype: the report types a commodity has content of. */
  reportTypes(commodity: number): Promise<ReportTypeOption[]>;
  /** GET reportData/list/all/report/highlight: the highlights of a commodity (0 = all), newest first. */
  highlights(commodity: number, limit: number): Promise<ContentListItem[]>;
  /** GET news/detail: one item with its body when the user's rights include it. */
  newsDetail(id: number): Promise<TimedNewsDetail>;
  /** GET news/list-detail: several items at once (e.g. the saved-news schedule). */
  listDetail(ids: readonly number[]): Promise<TimedNewsDetail[]>;
  /** GET elastic/related-news: items related to one item. */
  relatedNews(id: number, limit: number): Promise<ContentListItem[]>;
  /** GET elastic/news-ticker: the latest items for the ticker. */
  newsTicker(query: TickerQuery): Promise<ContentListItem[]>;
  /** POST send-read-news: marks an item as read by the user. */
  sendReadNews(id: number): Promise<void>;
  /** GET user/count-sent-news: how many news the user was sent (after `since` when given), and the latest ones. */
  countSentNews(query?: SentNewsCountQuery): Promise<SentNewsCount>;
  /** GET content/notification: the user's content notifications. */
  contentNotification(): Promise<ContentNotification[]>;
  /** GET content-private: the upsell text of a private-content location. */
  privateContent(location: ContentLocation): Promise<PrivateContent>;
  /** GET landing-page: the platform presented to a visitor (no session needed), in this language (sent as `lang`). */
  landingPage(locale: Locale): Promise<LandingPage>;
}
export const ContentApiPort = Symbol('ContentApiPort');
