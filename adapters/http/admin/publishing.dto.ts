// The response DTOs of the publishing desk's calls, each tied to its core type by `implements`. Kept apart so that they
// load with the desk's pages only.
import { IsBoolean, IsInt, IsOptional, IsString, Min } from 'class-validator';
import {
  type ContentAttachment,
  NewsImportance,
  NewsStatus,
  type PublishingItem,
  type PublishingPage,
  type PublishingRow,
  type ShareChannel,
  type ShareCounts,
} from '../../../core';
import { IsCode, IsIsoText, Nested, Nullable } from '../dto-rules';

class PublishingAttachmentDto implements ContentAttachment {
  @IsString() name!: string;
  @IsString() url!: string;
  @IsString() mimeType!: string;
  @IsInt() @Min(0) size!: number;
}

/** A publication on the desk. */
export class PublishingItemDto implements PublishingItem {
  @IsInt() id!: number;
  @IsCode(NewsStatus) status!: NewsStatus;
  @IsString() publicationType!: string;
  @IsInt({ each: true }) commodities!: number[];
  @IsString({ each: true }) tags!: string[];
  @IsCode(NewsImportance) importance!: NewsImportance;
  @IsBoolean() exclusive!: boolean;
  @IsBoolean() live!: boolean;
  @IsBoolean() highlight!: boolean;
  @IsString() highlightTitle!: string;
  @IsString() title!: string;
  @IsString() summary!: string;
  @IsString() body!: string;
  @Nested(() => PublishingAttachmentDto, { each: true }) attachments!: PublishingAttachmentDto[];
  @Nullable() @IsIsoText() scheduledAt!: string | null;
  @Nullable() @IsIsoText() sentAt!: string | null;
  @IsInt() @Min(0) failures!: number;
  @IsInt() @Min(0) delivered!: number;
  @IsInt({ each: true }) contentIds!: number[];
  @IsIsoText() updatedAt!: string;
}

/** Each channel's count of a publication's shares (a channel never used is absent). */
class ShareChannelCountsDto implements Partial<Record<ShareChannel, number>> {
  @IsOptional() @IsInt() @Min(0) system?: number;
  @IsOptional() @IsInt() @Min(0) whatsapp?: number;
  @IsOptional() @IsInt() @Min(0) email?: number;
  @IsOptional() @IsInt() @Min(0) copy?: number;
  @IsOptional() @IsInt() @Min(0) pdf?: number;
}

/** How many times a publication was shared, in all and by channel. */
class ShareCountsDto implements ShareCounts {
  @IsInt() @Min(0) total!: number;
  @Nested(() => ShareChannelCountsDto) byChannel!: ShareChannelCountsDto;
}

class PublishingRowDto implements PublishingRow {
  @IsInt() id!: number;
  @IsString() title!: string;
  @IsString() publicationType!: string;
  @IsCode(NewsStatus) status!: NewsStatus;
  @IsInt({ each: true }) commodities!: number[];
  @Nullable() @IsIsoText() scheduledAt!: string | null;
  @Nullable() @IsIsoText() sentAt!: string | null;
  @IsInt() @Min(0) failures!: number;
  @Nested(() => ShareCountsDto) shares!: ShareCountsDto;
  @IsIsoText() date!: string;
}

/** A page of the desk's list. */
export class PublishingPageDto implements PublishingPage {
  @Nested(() => PublishingRowDto, { each: true }) items!: PublishingRowDto[];
  @IsInt() @Min(0) total!: number;
  @IsInt() @Min(1) page!: number;
  @IsInt() @Min(1) pageSize!: number;
}
