// The response DTOs of the content calls (SPEC §7, content and lists), each tied to its core type by `implements`.
// Dates of list entries stay the API's ISO text (the list formats them through core's report-date rule); the
// news detail, whose event times are luxon instants, has its DTOs in news-detail.dto.ts, loaded with the detail.
import { IsArray, IsBoolean, IsInt, IsString } from 'class-validator';
import {
  ContentLocation,
  DisclosureType,
  NewsImportance,
  type CommodityRef,
  type ContentAuthor,
  type ContentFilterOption,
  type ContentFilterOptions,
  type ContentImage,
  type ContentListItem,
  type ContentMenuItem,
  type ContentNotification,
  type ContentPage,
  type LandingFeature,
  type LandingPage,
  type NewsContentRef,
  type PrivateContent,
  type SentNewsCount,
} from '../../../core';
import { IsCode, IsIsoText, IsNumberOrString, IsPictureAddress, Nested, Nullable } from '../dto-rules';
import { LocalizedNamesDto } from '../kernel/kernel.dto';

/** A commodity or subject an item belongs to. */
export class CommodityRefDto implements CommodityRef {
  @IsInt() id!: number;
  @IsString() nome!: string;
}

/** The publication type of an item. */
export class NewsContentRefDto implements NewsContentRef {
  @IsString() code!: string;
  @IsString() nome!: string;
}

class ContentAuthorDto implements ContentAuthor {
  @IsInt() id!: number;
  @IsString() name!: string;
}

/** A report type: an id and its name (also the answer of reportData/commodity/reporttype). */
export class ReportTypeDto {
  @IsInt() id!: number;
  @IsString() nome!: string;
}

/** An item's picture: an address on the app's own server (a path) or an https one, and its description. */
class ContentImageDto implements ContentImage {
  @IsPictureAddress() url!: string;
  @IsString() alt!: string;
}

/** One entry of a content list (a locked one carries no body); a report type or disclosure type left out is null. */
export class ContentListItemDto implements ContentListItem {
  @IsInt() id!: number;
  @Nested(() => CommodityRefDto) commodity!: CommodityRefDto;
  @IsString() title!: string;
  @IsString() summary!: string;
  @Nullable() @IsIsoText() dt_report!: string | null;
  @IsIsoText() dt_publish!: string;
  @Nested(() => NewsContentRefDto, { each: true }) newsContent!: NewsContentRefDto[];
  @IsString() periodicity!: string;
  @IsString() originCountry!: string;
  @Nested(() => ContentAuthorDto) author!: ContentAuthorDto;
  @Nullable() @Nested(() => ReportTypeDto) reportType: ReportTypeDto | null = null;
  @IsCode(NewsImportance) importance!: NewsImportance;
  @IsBoolean() exclusive!: boolean;
  @IsBoolean() live!: boolean;
  @IsBoolean() highlight!: boolean;
  @IsBoolean() relevant!: boolean;
  @IsInt() priority!: number;
  @Nullable() @IsCode(DisclosureType) disclosureType: DisclosureType | null = null;
  @IsBoolean() hasAttachment!: boolean;
  @IsBoolean() hasAudio!: boolean;
  @IsBoolean() hasVideo!: boolean;
  @IsBoolean() hasPodcast!: boolean;
  @IsBoolean() free!: boolean;
  @IsBoolean() locked!: boolean;
  @IsCode(ContentLocation) location!: ContentLocation;
  @IsBoolean() read!: boolean;
  @Nullable() @Nested(() => ContentImageDto) image: ContentImageDto | null = null;
}

/** elastic/listall: one page of a content list. */
export class ContentPageDto implements ContentPage {
  @Nested(() => ContentListItemDto, { each: true }) items!: ContentListItemDto[];
  @IsInt() total!: number;
  @IsInt() page!: number;
  @IsInt() pageSize!: number;
}

class ContentFilterOptionDto extends LocalizedNamesDto implements ContentFilterOption {
  @IsNumberOrString() id!: number | string;
  @IsBoolean() habilitado!: boolean;
  @IsString() icone!: string;
  @IsBoolean() isQuotes!: boolean;
  @IsString() slug!: string;
}

/** content/filter: the options of every report filter. */
export class ContentFilterOptionsDto implements ContentFilterOptions {
  @Nested(() => ContentFilterOptionDto, { each: true }) periodicities!: ContentFilterOptionDto[];
  @Nested(() => ContentFilterOptionDto, { each: true }) publicationTypes!: ContentFilterOptionDto[];
  @Nested(() => ContentFilterOptionDto, { each: true }) commodities!: ContentFilterOptionDto[];
  @Nested(() => ContentFilterOptionDto, { each: true }) orderBy!: ContentFilterOptionDto[];
  @Nested(() => ContentFilterOptionDto, { each: true }) originCountries!: ContentFilterOptionDto[];
  @Nested(() => ContentFilterOptionDto, { each: true }) mediaTypes!: ContentFilterOptionDto[];
  @Nested(() => ContentFilterOptionDto, { each: true }) priorities!: ContentFilterOptionDto[];
  @Nested(() => ContentFilterOptionDto, { each: true }) reportTypes!: ContentFilterOptionDto[];
  @Nested(() => ContentFilterOptionDto, { each: true }) authors!: ContentFilterOptionDto[];
}

/** menu/content: a publication type of a commodity, enabled when the plan includes it. */
export class ContentMenuItemDto extends LocalizedNamesDto implements ContentMenuItem {
  @IsString() id!: string;
  @IsBoolean() habilitado!: boolean;
  @IsString() icone!: string;
}

class SentNewsDto implements Pick<ContentListItem, 'id' | 'title' | 'newsContent' | 'dt_report' | 'dt_publish'> {
  @IsInt() id!: number;
  @IsString() title!: string;
  @Nested(() => NewsContentRefDto, { each: true }) newsContent!: NewsContentRefDto[];
  @Nullable() @IsIsoText() dt_report!: string | null;
  @IsIsoText() dt_publish!: string;
}

/** user/count-sent-news: how many news the user was sent, and the latest ones. */
export class SentNewsCountDto implements SentNewsCount {
  @IsInt() count!: number;
  @Nested(() => SentNewsDto, { each: true }) lastSent!: SentNewsDto[];
}

/** content/notification: one content notification. */
export class ContentNotificationDto implements ContentNotification {
  @IsInt() id!: number;
  @IsString() title!: string;
  @Nested(() => CommodityRefDto) commodity!: CommodityRefDto;
  @Nested(() => NewsContentRefDto, { each: true }) newsContent!: NewsContentRefDto[];
  @Nullable() @IsIsoText() dt_report!: string | null;
  @IsIsoText() dt_publish!: string;
  @IsBoolean() read!: boolean;
}

/** content-private: the upsell text of a private-content location. */
export class PrivateContentDto implements PrivateContent {
  @IsCode(ContentLocation) location!: ContentLocation;
  @IsString() title!: string;
  @IsString() message!: string;
  @IsArray() @IsString({ each: true }) benefits!: string[];
}

/** landing-page: one thing the platform offers. */
export class LandingFeatureDto implements LandingFeature {
  @IsString() title!: string;
  @IsString() text!: string;
}

/** landing-page: the platform presented to a visitor. */
export class LandingPageDto implements LandingPage {
  @IsString() title!: string;
  @IsString() summary!: string;
  @Nested(() => LandingFeatureDto, { each: true }) features!: LandingFeature[];
  @Nested(() => CommodityRefDto, { each: true }) subjects!: CommodityRef[];
}
