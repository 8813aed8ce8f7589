// The response DTO of main/menu, tied to the core's SubjectMenuItem by `implements`.
import { IsBoolean, IsInt, IsString } from 'class-validator';
import { type PlatformRoute, type SubjectMenuItem } from '../../../core';
import { Nested } from '../dto-rules';
import { LocalizedNamesDto } from '../kernel/kernel.dto';

class PlatformRouteDto implements PlatformRoute {
  @IsString() country!: string;
  @IsString() routeName!: string;
}

/** main/menu: a subject or commodity of the home menu, enabled as the user's rights say. */
export class SubjectMenuItemDto extends LocalizedNamesDto implements SubjectMenuItem {
  @IsInt() id!: number;
  @IsString() icone!: string;
  @IsBoolean() habilitado!: boolean;
  @IsInt() originCode!: number;
  @IsString() mne!: string;
  @Nested(() => PlatformRouteDto, { each: true }) platformWdmaRoute!: PlatformRouteDto[];
}
