// The response DTOs of the account calls (SPEC §7), each tied to its core wire type by `implements`.
import { IsArray, IsBoolean, IsInt, IsNotEmpty, IsString } from 'class-validator';
import {
  Profile,
  type AccountData,
  type CurrentSignature,
  type DemoCheck,
  type DemoGranted,
  type Locale,
  type NotificationItem,
  type NotificationSettings,
  type PendingRegistration,
  type UserType,
} from '../../../core';
import { IsCode, IsIsoText, IsMember, Nested, Nullable } from '../dto-rules';
import { LOCALE_NAMES, LocalizedNamesDto } from '../kernel/kernel.dto';

const USER_TYPES: Record<UserType, true> = { individual: true, company: true };

/** auth/register: the registration waiting for its e-mail code. */
export class PendingRegistrationDto implements PendingRegistration {
  @IsString() email!: string;
  @IsString() @IsNotEmpty() token!: string;
}

/** my-account: the account data, document and phone masked. */
export class AccountDataDto implements AccountData {
  @IsString() email!: string;
  @IsString() nome!: string;
  @IsString() userCode!: string;
  @Nullable() @IsMember(USER_TYPES) userType!: UserType | null;
  @IsString() document!: string;
  @IsString() phone!: string;
  @IsArray() @IsString({ each: true }) groups!: string[];
  @IsMember(LOCALE_NAMES) language!: Locale;
  @IsString() country!: string;
  @IsCode(Profile) profile!: Profile;
  @IsString() signature!: string;
}

class NotificationItemDto extends LocalizedNamesDto implements NotificationItem {
  @IsInt() commodity!: number;
  @IsBoolean() email!: boolean;
  @IsBoolean() app!: boolean;
}

/** user-notification: block all, and e-mail and app per commodity. */
export class NotificationSettingsDto implements NotificationSettings {
  @IsBoolean() blockAll!: boolean;
  @Nested(() => NotificationItemDto, { each: true }) items!: NotificationItemDto[];
}

/** signatures/client/current: the plan, the profile and when a demo ends. */
export class CurrentSignatureDto implements CurrentSignature {
  @IsString() signature!: string;
  @IsCode(Profile) profile!: Profile;
  @Nullable() @IsIsoText() demoEndsAt!: string | null;
}

/** update-phone/client: the phone as stored, masked. */
export class UpdatedPhoneDto {
  @IsString() phone!: string;
}

/** client/signature/check-request-demo: who asks, and the phone on record ('' when none). */
export class DemoCheckDto implements DemoCheck {
  @IsString() email!: string;
  @IsString() nome!: string;
  @IsString() phone!: string;
}

/** client/signature/request-demo: the granted demo. */
export class DemoGrantedDto implements DemoGranted {
  @IsCode(Profile) profile!: Profile;
  @IsString() signature!: string;
  @IsIsoText() demoEndsAt!: string;
}
