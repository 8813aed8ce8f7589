// The response DTOs of the authentication calls (SPEC §7), each tied to its core wire type by `implements`.
import {
  Equals,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  ValidateIf,
} from 'class-validator';
import {
  DetailAlignment,
  type AdminRole,
  LOCALE_CODES,
  LOCALES,
  Profile,
  Theme,
  type Locale,
  type LoginFields,
  type UserInfo,
  type ViewStyle,
} from '../../../core';
import { IsCode, IsMember, Nested } from '../dto-rules';
import { FavoriteContentDto, RightsItemDto } from '../kernel/kernel.dto';

const VIEW_STYLES: Record<ViewStyle, true> = {
  cards: true,
  list: true,
  'detailed-list': true,
  mosaic: true,
  tag: true,
};

/** The admin roles a user may hold (SPEC §6). */
const ROLES: Readonly<Record<AdminRole, true>> = { admin: true, editor: true, publisher: true };

/** The login fields of a sign-in answer (SPEC §3, Active user): name, e-mail, token, profile; the rest when sent. */
export class LoginFieldsDto implements LoginFields {
  @IsString() nome!: string;
  @IsString() email!: string;
  @IsString() @IsNotEmpty() token!: string;
  @IsCode(Profile) profile!: Profile;
  /** A locale by name ('EnEu') or by code (2). */
  @IsOptional() @IsIn([...LOCALES, ...Object.values(LOCALE_CODES)]) language?: Locale | number;
  @IsOptional() @IsString() acptoken?: string;
  @IsOptional() @IsString() refresh_token?: string;
  @IsOptional() @IsBoolean() auth?: boolean;
  @IsOptional() @Nested(() => RightsItemDto, { each: true }) rights?: RightsItemDto[];
  @IsOptional() @IsObject() metadata?: Record<string, unknown>;
  @IsOptional() @IsArray() @IsMember(ROLES, { each: true }) roles?: AdminRole[];
  @IsOptional() @IsString() signature?: string;
  @IsOptional() @IsInt() originCode?: number;
  @IsOptional() @IsBoolean() hasQuotesRights?: boolean;
  @IsOptional() @IsBoolean() s4Login?: boolean;
  @IsOptional() @IsBoolean() skipTour?: boolean;
  @IsOptional() @IsBoolean() afterLoginShowBiometry?: boolean;
  @IsOptional() @IsCode(Theme) theme?: Theme;
  @IsOptional() @IsMember(VIEW_STYLES) viewstyle?: ViewStyle;
  @IsOptional() @IsNumber() rateTextSpeech?: number;
  @IsOptional() @IsNumber() zoom?: number;
  @IsOptional() @IsNumber() zoomDetail?: number;
  @IsOptional() @IsCode(DetailAlignment) formatAlignDetail?: DetailAlignment;
  @IsOptional() @Nested(() => FavoriteContentDto, { each: true }) favoriteContent?: FavoriteContentDto[];
  @IsOptional() @IsBoolean() viewImportantTickers?: boolean;
  @IsOptional() @IsBoolean() viewHighlightsTickers?: boolean;
  @IsOptional() @IsBoolean() highlightCollapsed?: boolean;
  @IsOptional() @IsArray() @IsString({ each: true }) agency?: string[];
  @IsOptional() @IsString() userCode?: string;
  @IsOptional() @IsString() acpurl?: string;
  @IsOptional() @IsString() domain?: string;
  @IsOptional() @IsString() sessionId?: string;
  @IsOptional() @IsString() wdmasid?: string;
  @IsOptional() @IsString() requestIp?: string;
  @IsOptional() @IsString() userAgent?: string;
  @IsOptional() @IsString() operatingSystem?: string;
  @IsOptional() @IsString() browser?: string;
}

const isChallenge = (item: object): boolean => (item as { twoFactorRequired?: unknown }).twoFactorRequired === true;
const isLogin = (item: object): boolean => !isChallenge(item);

/**
 * An item of a sign-in answer: from a new device, the two-factor challenge (twoFactorRequired true, the challenge
 * token and the e-mail); otherwise the login fields.
 */
export class SignInItemDto extends LoginFieldsDto {
  @IsOptional() @Equals(true) twoFactorRequired?: true;
  @ValidateIf(isChallenge) @IsString() @IsNotEmpty() twoFactorToken?: string;
  @ValidateIf(isLogin) override nome!: string;
  @ValidateIf(isLogin) override token!: string;
  @ValidateIf(isLogin) override profile!: Profile;
}

/** check/info: whether the user was disabled, and the current profile, signature and rights. */
export class UserInfoDto implements UserInfo {
  @IsBoolean() userDisabled!: boolean;
  @IsCode(Profile) profile!: Profile;
  @IsString() signature!: string;
  @IsBoolean() hasQuotesRights!: boolean;
  @IsOptional() @Nested(() => RightsItemDto, { each: true }) rights?: RightsItemDto[];
  @IsOptional() @IsArray() @IsMember(ROLES, { each: true }) roles?: AdminRole[];
}
