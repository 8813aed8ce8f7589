// The response DTOs of the news detail (news/detail, news/list-detail): the entry plus body, attachments, event and
// languages. The times of an event become luxon instants (TimedContentEvent), the one place a screen reads a date
// itself, so these DTOs (and luxon) load with the detail, never with a list.
import { IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString } from 'class-validator';
import { type DateTime } from 'luxon';
import {
  EventType,
  type ContentAttachment,
  type Locale,
  type TimedContentEvent,
  type TimedNewsDetail,
} from '../../../core';
import { IsCode, IsMember, Nested, Nullable } from '../dto-rules';
import { IsInstant } from '../dto-instants';
import { LOCALE_NAMES } from '../kernel/kernel.dto';
import { ContentListItemDto } from './content.dto';

class ContentAttachmentDto implements ContentAttachment {
  @IsString() name!: string;
  @IsString() url!: string;
  @IsString() mimeType!: string;
  @IsNumber() size!: number;
}

class RelatedNewsDto {
  @IsInt() id!: number;
  @IsString() title!: string;
}

/** An event: its start and end read as luxon instants. */
class ContentEventDto implements TimedContentEvent {
  @IsCode(EventType) type!: EventType;
  @IsBoolean() allDay!: boolean;
  @IsInstant() start!: DateTime;
  @IsInstant() end!: DateTime;
  @Nullable() @IsString() location!: string | null;
  @Nullable() @IsNumber() price!: number | null;
  @Nullable() @IsString() link!: string | null;
  @Nested(() => RelatedNewsDto, { each: true }) relatedNews!: RelatedNewsDto[];
}

/** news/detail and news/list-detail: the entry plus body, attachments, event and languages; no event is null. */
export class NewsDetailDto extends ContentListItemDto implements TimedNewsDetail {
  @IsOptional() @IsString() body?: string;
  @Nested(() => ContentAttachmentDto, { each: true }) attachments!: ContentAttachmentDto[];
  @IsBoolean() attachmentsLocked!: boolean;
  @Nullable() @Nested(() => ContentEventDto) event: ContentEventDto | null = null;
  @IsArray() @IsMember(LOCALE_NAMES, { each: true }) languages!: Locale[];
}
