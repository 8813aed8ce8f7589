// The response DTOs of the media calls (SPEC §7: elastic/latest/media; media/detail), each tied to its core type.
import { IsBoolean, IsInt, IsOptional, IsString, Min } from 'class-validator';
import {
  EMBED_SERVICES,
  MEDIA_KINDS,
  type EmbedService,
  type MediaEmbed,
  type MediaEpisode,
  type MediaItem,
  type MediaKind,
  type MediaPage,
  type MediaVariant,
} from '../../../core';
import { IsIsoText, IsMember, Nested } from '../dto-rules';

const members = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, true])) as Record<T, true>;

export class MediaVariantDto implements MediaVariant {
  @IsInt() @Min(0) height!: number;
  @IsString() src!: string;
  @IsString() mimeType!: string;
}

export class MediaEmbedDto implements MediaEmbed {
  @IsMember(members(EMBED_SERVICES)) service!: EmbedService;
  @IsString() ref!: string;
}

export class MediaEpisodeDto implements MediaEpisode {
  @IsString() id!: string;
  @IsInt() order!: number;
  @IsString() title!: string;
  @IsInt() @Min(0) duration!: number;
  @Nested(() => MediaVariantDto, { each: true }) variants!: MediaVariantDto[];
}

export class MediaItemDto implements MediaItem {
  @IsString() _id!: string;
  @IsMember(members(MEDIA_KINDS)) kind!: MediaKind;
  @IsString() title!: string;
  @IsString() author!: string;
  @IsInt() commodity!: number;
  @IsInt() @Min(0) duration!: number;
  @IsString() thumbnail!: string;
  @IsIsoText() dt_publish!: string;
  @IsBoolean() locked!: boolean;
  @Nested(() => MediaVariantDto, { each: true }) variants!: MediaVariantDto[];
  @IsOptional() @Nested(() => MediaEmbedDto) embed?: MediaEmbedDto;
  @IsOptional() @Nested(() => MediaEpisodeDto, { each: true }) episodes?: MediaEpisodeDto[];
}

export class MediaPageDto implements MediaPage {
  @Nested(() => MediaItemDto, { each: true }) items!: MediaItemDto[];
  @IsInt() @Min(0) total!: number;
  @IsInt() page!: number;
  @IsInt() limit!: number;
}
