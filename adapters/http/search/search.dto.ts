// The response DTOs of the search calls (elastic/search, elastic/suggest), each tied to its core type by `implements`.
import { IsBoolean, IsInt, IsString } from 'class-validator';
import {
  type HighlightRange,
  type SearchHighlights,
  type SearchPage,
  type SearchResultItem,
  type SearchSuggestion,
} from '../../../core';
import { Nested } from '../dto-rules';
import { CommodityRefDto, ContentListItemDto } from '../content/content.dto';

/** A stretch of a text that matched. */
export class HighlightRangeDto implements HighlightRange {
  @IsInt() start!: number;
  @IsInt() end!: number;
}

class SearchHighlightsDto implements SearchHighlights {
  @Nested(() => HighlightRangeDto, { each: true }) title!: HighlightRangeDto[];
  @Nested(() => HighlightRangeDto, { each: true }) summary!: HighlightRangeDto[];
}

/** A result: a list entry and its highlights. */
export class SearchResultItemDto extends ContentListItemDto implements SearchResultItem {
  @Nested(() => SearchHighlightsDto) highlights!: SearchHighlightsDto;
}

/** A page of results. */
export class SearchPageDto implements SearchPage {
  @Nested(() => SearchResultItemDto, { each: true }) items!: SearchResultItemDto[];
  @IsInt() total!: number;
  @IsBoolean() capped!: boolean;
  @IsInt() page!: number;
  @IsInt() pageSize!: number;
}

/** A suggestion while typing. */
export class SearchSuggestionDto implements SearchSuggestion {
  @IsInt() id!: number;
  @IsString() title!: string;
  @Nested(() => HighlightRangeDto, { each: true }) highlights!: HighlightRangeDto[];
  @Nested(() => CommodityRefDto) commodity!: CommodityRefDto;
  @IsBoolean() locked!: boolean;
}
