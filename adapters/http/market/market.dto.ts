// The response DTOs of the market calls (SPEC §7: list-menu/content/quotes; market/table, market/series and the ticks
// of market/stream), each tied to its core type.
import { IsBoolean, IsInt, IsNumber, IsString, Min } from 'class-validator';
import {
  MARKETS,
  SERIES_RANGES,
  type Market,
  type MarketSeries,
  type MarketStatus,
  type MarketTable,
  type QuoteRow,
  type QuotesMenu,
  type QuotesMenuEntry,
  type QuoteTick,
  type SeriesBar,
  type SeriesRange,
} from '../../../core';
import { IsIsoText, IsMember, Nested, Nullable } from '../dto-rules';

const members = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, true])) as Record<T, true>;
const STATUSES = members<MarketStatus>(['live', 'delayed', 'closed']);

export class QuotesMenuEntryDto implements QuotesMenuEntry {
  @IsMember(members(MARKETS)) market!: Market;
  @IsString() nome!: string;
  @IsInt() @Min(0) count!: number;
  @IsMember(STATUSES) status!: MarketStatus;
}

export class QuotesMenuDto implements QuotesMenu {
  @IsBoolean() hasQuotesRights!: boolean;
  @IsBoolean() delayed!: boolean;
  @Nested(() => QuotesMenuEntryDto, { each: true }) markets!: QuotesMenuEntryDto[];
}

export class QuoteTickDto implements QuoteTick {
  @IsString() id!: string;
  @IsNumber() last!: number;
  @IsNumber() change!: number;
  @IsNumber() changePct!: number;
  @IsNumber() high!: number;
  @IsNumber() low!: number;
  @Nullable() @IsInt() volume!: number | null;
  @IsIsoText() time!: string;
  @IsMember(STATUSES) status!: MarketStatus;
}

export class QuoteRowDto extends QuoteTickDto implements QuoteRow {
  @IsString() name!: string;
  @IsString() place!: string;
  @Nullable() @IsString() contract!: string | null;
  @IsString() source!: string;
  @IsString() unit!: string;
  @IsString() currency!: string;
  @IsString() method!: string;
}

export class MarketTableDto implements MarketTable {
  @IsMember(members(MARKETS)) market!: Market;
  @IsBoolean() delayed!: boolean;
  @Nested(() => QuoteRowDto, { each: true }) rows!: QuoteRowDto[];
}

export class SeriesBarDto implements SeriesBar {
  @IsString() day!: string;
  @IsNumber() open!: number;
  @IsNumber() high!: number;
  @IsNumber() low!: number;
  @IsNumber() close!: number;
  @Nullable() @IsInt() volume!: number | null;
}

export class MarketSeriesDto implements MarketSeries {
  @IsString() instrument!: string;
  @IsString() name!: string;
  @IsMember(members(SERIES_RANGES)) range!: SeriesRange;
  @IsString() source!: string;
  @IsString() unit!: string;
  @IsString() currency!: string;
  @IsString() method!: string;
  @Nested(() => SeriesBarDto, { each: true }) bars!: SeriesBarDto[];
}
