// The response DTOs of the calendar and author calls, each tied to its core type by `implements`. Event times stay the
// API's ISO text (instants, or days for an all-day event): the calendar view reads them as they are.
import { IsBoolean, IsInt, IsNumber, IsString } from 'class-validator';
import { type AuthorDetail, type CalendarEvent, DisclosureType, EventImportance, EventType } from '../../../core';
import { IsCode, IsCurrencyCode, IsIsoText, Nested, Nullable } from '../dto-rules';
import { CommodityRefDto, ContentListItemDto } from './content.dto';

class RelatedNewsDto {
  @IsInt() id!: number;
  @IsString() title!: string;
}

/** events/calendar: one event of the days asked. */
export class CalendarEventDto implements CalendarEvent {
  @IsInt() id!: number;
  @IsCode(DisclosureType) disclosureType!: DisclosureType;
  @IsString() title!: string;
  @IsString() description!: string;
  @IsCode(EventType) type!: EventType;
  @IsBoolean() allDay!: boolean;
  @IsIsoText() start!: string;
  @IsIsoText() end!: string;
  @IsString() timeZone!: string;
  @Nullable() @IsString() location: string | null = null;
  @Nullable() @IsNumber() price: number | null = null;
  @IsCurrencyCode() currency!: string;
  @Nullable() @IsString() link: string | null = null;
  @Nested(() => RelatedNewsDto, { each: true }) relatedNews!: RelatedNewsDto[];
  @Nested(() => CommodityRefDto, { each: true }) commodities!: CommodityRefDto[];
  @Nullable() @IsCode(EventImportance) importance: EventImportance | null = null;
  @IsBoolean() locked!: boolean;
}

/** author/detail: an author's page. */
export class AuthorDetailDto implements AuthorDetail {
  @IsInt() id!: number;
  @IsString() name!: string;
  @IsString() role!: string;
  @IsString() bio!: string;
  @Nested(() => ContentListItemDto, { each: true }) latest!: ContentListItemDto[];
}
