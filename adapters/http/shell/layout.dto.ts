// The response DTOs of the layout calls (SPEC §7, Layout), each tied to its core wire type by `implements`.
import { IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsString, Max, Min } from 'class-validator';
import {
  DetailAlignment,
  type LayoutConfig,
  type LayoutPreferences,
  type LayoutVersion,
  type SavedLayout,
  type SavedLayoutConfig,
  SPEECH_RATE_MAX,
  SPEECH_RATE_MIN,
  Theme,
  type TourChoice,
  ZOOM_LEVELS,
} from '../../../core';
import { IsCode, IsIsoText, Nested, Nullable } from '../dto-rules';
import { FavoriteContentDto } from '../kernel/kernel.dto';

/** The display preferences of a layout. */
class LayoutPreferencesDto implements LayoutPreferences {
  @IsCode(Theme) theme!: Theme;
  @IsBoolean() canDisplayTicker!: boolean;
  @IsBoolean() tickerViewAtTheTop!: boolean;
  @IsIn(ZOOM_LEVELS) zoom!: number;
  @IsIn(ZOOM_LEVELS) zoomDetail!: number;
  @IsCode(DetailAlignment) formatAlignDetail!: DetailAlignment;
  @IsNumber() @Min(SPEECH_RATE_MIN) @Max(SPEECH_RATE_MAX) rateTextSpeech!: number;
}

/** layout: the display preferences as saved, with the time of the last write. */
export class SavedLayoutDto extends LayoutPreferencesDto implements SavedLayout {
  @Nullable() @IsIsoText() updatedAt!: string | null;
}

/** The whole layout: the display preferences, the favourites and the saved news. */
class LayoutConfigDto extends LayoutPreferencesDto implements LayoutConfig {
  @Nested(() => FavoriteContentDto, { each: true }) favoriteContent!: FavoriteContentDto[];
  @IsArray() @IsString({ each: true }) saved_news!: string[];
}

/** layoutwdma/loadconfig and saveconfig: the whole layout with the time of the last write. */
export class SavedLayoutConfigDto extends LayoutConfigDto implements SavedLayoutConfig {
  @Nullable() @IsIsoText() updatedAt!: string | null;
}

/** layoutwdma-hist: a version with its dates. */
export class LayoutVersionDto implements LayoutVersion {
  @IsInt() id!: number;
  @IsIsoText() createdAt!: string;
  @IsIsoText() updatedAt!: string;
  @Nested(() => LayoutConfigDto) config!: LayoutConfigDto;
}

/** client/update/skip-tour: the tour setting the account keeps. */
export class TourChoiceDto implements TourChoice {
  @IsBoolean() skipTour!: boolean;
}
