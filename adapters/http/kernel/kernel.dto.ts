// The response DTOs shared by several areas, each tied to its core wire type by `implements`.
import { IsBoolean, IsInt, IsString } from 'class-validator';
import { type FavoriteContent, LOCALES, type LocalizedNames, type PrivacyPolicy, type RightsItem } from '../../../core';
import { IsMember, Nested } from '../dto-rules';

/** One item of a rights list (a commodity or subject, and whether it is enabled). */
export class RightsItemDto implements RightsItem {
  @IsInt() id!: number;
  @IsString() nome!: string;
  @IsBoolean() habilitado!: boolean;
}

/** A name as the API spells it: `nome` and one `name<Locale>` per locale. */
export class LocalizedNamesDto implements LocalizedNames {
  @IsString() nome!: string;
  @IsString() namePtBr!: string;
  @IsString() nameEnEu!: string;
  @IsString() nameEsEs!: string;
  @IsString() nameEsAr!: string;
  @IsString() namePtPt!: string;
}

/** The interface locales, as the API names them. */
export const LOCALE_NAMES = Object.fromEntries(LOCALES.map((locale) => [locale, true])) as Record<
  (typeof LOCALES)[number],
  true
>;

const POLICY_LANGUAGES: Record<PrivacyPolicy['language'], true> = { pt: true, en: true, es: true };

class PolicySectionDto {
  @IsString() title!: string;
  @IsString() text!: string;
}

/** The privacy policy (privacy-policy-content for the signed in, the cache service's for visitors). */
export class PrivacyPolicyDto implements PrivacyPolicy {
  @IsInt() version!: number;
  @IsString() date!: string;
  @IsMember(POLICY_LANGUAGES) language!: PrivacyPolicy['language'];
  @IsString() title!: string;
  @Nested(() => PolicySectionDto, { each: true }) sections!: PolicySectionDto[];
}

class SavedContentDto {
  @IsInt() id!: number;
}

/** A commodity's favourite contents (favoriteContent of the login and of the layout). */
export class FavoriteContentDto implements FavoriteContent {
  @IsInt() commodity!: number;
  @Nested(() => SavedContentDto, { each: true }) content!: SavedContentDto[];
}
