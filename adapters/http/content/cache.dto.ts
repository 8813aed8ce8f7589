// The response DTOs of the cache service's public reads, each tied to its core type by `implements`.
import { IsArray, IsBoolean, IsInt, IsNumber, IsString } from 'class-validator';
import {
  type CachedMenuItem,
  type ContentListItem,
  type PublicDetail,
  type PublicQuote,
  type SubscriptionPlan,
} from '../../../core';
import { IsCurrencyCode, IsIsoText, Nested, Nullable } from '../dto-rules';
import { CommodityRefDto, ContentListItemDto, NewsContentRefDto } from './content.dto';

/** subjects: a menu item as the cache service spells it. */
export class CachedMenuItemDto implements CachedMenuItem {
  @IsInt() code!: number;
  @IsString() labelPtBr!: string;
  @IsString() labelEnEu!: string;
  @IsString() labelEsEs!: string;
  @IsString() labelEsAr!: string;
  @IsString() labelPtPt!: string;
  @IsString() icon!: string;
  @IsBoolean() active!: boolean;
  @IsString() mne!: string;
}

/** content-private/quotes-public: a public market quote. */
export class PublicQuoteDto implements PublicQuote {
  @IsString() symbol!: string;
  @IsString() name!: string;
  @IsNumber() last!: number;
  @IsNumber() change!: number;
  @IsString() unit!: string;
  @IsIsoText() updatedAt!: string;
}

/** content: the public analyses and quotes. */
export class CachedContentDto {
  @Nested(() => ContentListItemDto, { each: true }) analysis!: ContentListItem[];
  @Nested(() => PublicQuoteDto, { each: true }) quotes!: PublicQuote[];
}

/** news/cache/highlights: the latest news. */
export class CachedHighlightsDto {
  @Nested(() => ContentListItemDto, { each: true }) latestNews!: ContentListItem[];
}

/** content-private/public-detail: the public teaser of an item. */
export class PublicDetailDto implements PublicDetail {
  @IsInt() id!: number;
  @Nested(() => CommodityRefDto) commodity!: CommodityRefDto;
  @IsString() title!: string;
  @IsString() summary!: string;
  @Nullable() @IsIsoText() dt_report!: string | null;
  @IsIsoText() dt_publish!: string;
  @Nested(() => NewsContentRefDto, { each: true }) newsContent!: NewsContentRefDto[];
}

/** plans: a subscription plan, its texts in the language asked for, its price in the currency named. */
export class SubscriptionPlanDto implements SubscriptionPlan {
  @IsInt() id!: number;
  @IsString() name!: string;
  @IsString() description!: string;
  @IsNumber() monthlyPrice!: number;
  @IsCurrencyCode() currency!: string;
  @IsArray() @IsString({ each: true }) publicationTypes!: string[];
  @IsArray() @IsInt({ each: true }) commodities!: number[];
  @IsArray() @IsString({ each: true }) features!: string[];
}
