// The response DTOs of reportData/consulting, each tied to its core type by `implements`. Kept apart from the content
// list's DTOs so that they load with the consulting page only.
import { IsInt, IsString, Min } from 'class-validator';
import {
  type CommodityRef,
  type ConsultingDocument,
  type ConsultingItem,
  type ConsultingKind,
  type ConsultingPage,
  type ConsultingStatus,
} from '../../../core';
import { IsIsoText, IsMember, Nested } from '../dto-rules';

const KINDS: Readonly<Record<ConsultingKind, true>> = {
  'supply-demand': true,
  hedge: true,
  'cost-of-production': true,
  'on-demand': true,
};
const STATUSES: Readonly<Record<ConsultingStatus, true>> = { 'in-progress': true, scheduled: true, delivered: true };

class ConsultingCommodityDto implements CommodityRef {
  @IsInt() id!: number;
  @IsString() nome!: string;
}

class ConsultingDocumentDto implements ConsultingDocument {
  @IsInt() id!: number;
  @IsInt() @Min(1) attachment!: number;
  @IsString() name!: string;
  @IsString() title!: string;
}

class ConsultingItemDto implements ConsultingItem {
  @IsInt() id!: number;
  @IsString() title!: string;
  @Nested(() => ConsultingCommodityDto) commodity!: ConsultingCommodityDto;
  @IsMember(KINDS) kind!: ConsultingKind;
  @IsString() summary!: string;
  @IsIsoText() date!: string;
  @IsString() analyst!: string;
  @IsMember(STATUSES) status!: ConsultingStatus;
  @Nested(() => ConsultingDocumentDto, { each: true }) documents!: ConsultingDocumentDto[];
}

/** reportData/consulting: a page of the deliverables of the user's plan. */
export class ConsultingPageDto implements ConsultingPage {
  @Nested(() => ConsultingItemDto, { each: true }) items!: ConsultingItemDto[];
  @IsInt() @Min(0) total!: number;
  @IsInt() @Min(1) page!: number;
  @IsInt() @Min(1) pageSize!: number;
  @Nested(() => ConsultingCommodityDto, { each: true }) commodities!: ConsultingCommodityDto[];
}
