// The response DTOs of the back office's calls, each tied to its core type by `implements`; they load with the admin
// pages only.
import { IsBoolean, IsIn, IsInt, IsString, Min } from 'class-validator';
import {
  ADMIN_ROLES,
  type AcronymMatch,
  type AdminRole,
  type AdminSubject,
  type AdminSubjectDetail,
  type AdminTag,
  type AdminTagDetail,
  type AdminUserDetail,
  type AdminUserDevice,
  type AdminUserPushDevice,
  type AdminUserRow,
  type AdminUserSession,
  type AuditChange,
  type AuditEntry,
  type DropdownOption,
  LOCALES,
  type Locale,
  Platform,
  type PlatformRoute,
  Profile,
  SessionEndReason,
  type TablePage,
  type TaggedContent,
  type UserOption,
  type UserType,
} from '../../../core';
import { IsCode, IsIsoText, IsMember, Nested, Nullable } from '../dto-rules';

const PERSON_TYPES: Readonly<Record<UserType, true>> = { individual: true, company: true };
const ACTIONS: Readonly<Record<AuditEntry['action'], true>> = { created: true, updated: true };

class PlatformRouteDto implements PlatformRoute {
  @IsString() country!: string;
  @IsString() routeName!: string;
}

class AuditChangeDto implements AuditChange {
  @IsString() field!: string;
  @Nullable() @IsString() before!: string | null;
  @Nullable() @IsString() after!: string | null;
}

class AuditEntryDto implements AuditEntry {
  @IsIsoText() at!: string;
  @IsString() by!: string;
  @IsMember(ACTIONS) action!: AuditEntry['action'];
  @Nested(() => AuditChangeDto, { each: true }) changes!: AuditChangeDto[];
}

/** A subject as the back office edits it. */
export class AdminSubjectDto implements AdminSubject {
  @IsInt() id!: number;
  @IsString() nome!: string;
  @IsString() namePtBr!: string;
  @IsString() nameEnEu!: string;
  @IsString() nameEsEs!: string;
  @IsString() nameEsAr!: string;
  @IsString() namePtPt!: string;
  @IsString() icone!: string;
  @IsString() iconSize!: string;
  @IsBoolean() habilitado!: boolean;
  @IsInt() originCode!: number;
  @IsString() mne!: string;
  @Nested(() => PlatformRouteDto, { each: true }) platformWdmaRoute!: PlatformRouteDto[];
}

/** A subject's record. */
export class AdminSubjectDetailDto extends AdminSubjectDto implements AdminSubjectDetail {
  @Nested(() => AuditEntryDto, { each: true }) audit!: AuditEntryDto[];
}

/** A page of the subjects. */
export class AdminSubjectPageDto implements TablePage<AdminSubject> {
  @Nested(() => AdminSubjectDto, { each: true }) items!: AdminSubjectDto[];
  @IsInt() @Min(0) total!: number;
  @IsInt() @Min(1) page!: number;
  @IsInt() @Min(1) pageSize!: number;
}

/** A user as the list shows it. */
class AdminUserRowDto implements AdminUserRow {
  @IsInt() id!: number;
  @IsString() email!: string;
  @IsString() name!: string;
  @IsCode(Profile) profile!: Profile;
  @IsString() signature!: string;
  @IsIn([...ADMIN_ROLES], { each: true }) roles!: AdminRole[];
  @IsBoolean() disabled!: boolean;
  @IsIsoText() createdAt!: string;
}

/** A page of the users. */
export class AdminUserPageDto implements TablePage<AdminUserRow> {
  @Nested(() => AdminUserRowDto, { each: true }) items!: AdminUserRowDto[];
  @IsInt() @Min(0) total!: number;
  @IsInt() @Min(1) page!: number;
  @IsInt() @Min(1) pageSize!: number;
}

class AdminUserDeviceDto implements AdminUserDevice {
  @IsInt() id!: number;
  @IsIsoText() registeredAt!: string;
  @IsIsoText() lastUsedAt!: string;
}

class AdminUserPushDeviceDto implements AdminUserPushDevice {
  @IsString() deviceId!: string;
  @IsCode(Platform) platform!: Platform;
  @IsBoolean() hasPushToken!: boolean;
  @IsIsoText() registeredAt!: string;
  @IsIsoText() lastSeenAt!: string;
}

class AdminUserSessionDto implements AdminUserSession {
  @IsString() id!: string;
  @IsString() userAgent!: string;
  @IsString() requestIp!: string;
  @IsIsoText() createdAt!: string;
  @IsIsoText() lastSeenAt!: string;
  @Nullable() @IsIsoText() endedAt!: string | null;
  @Nullable() @IsCode(SessionEndReason) endedReason!: SessionEndReason | null;
}

/** A user's record. */
export class AdminUserDetailDto implements AdminUserDetail {
  @IsInt() id!: number;
  @IsString() email!: string;
  @IsString() name!: string;
  @Nullable() @IsMember(PERSON_TYPES) personType!: UserType | null;
  @IsString() document!: string;
  @IsString() phone!: string;
  @IsString() country!: string;
  @IsString({ each: true }) groups!: string[];
  @IsIn([...LOCALES]) language!: Locale;
  @IsCode(Profile) profile!: Profile;
  @IsString() signature!: string;
  @IsInt({ each: true }) enabledSubjects!: number[];
  @IsBoolean() hasQuotesRights!: boolean;
  @IsIn([...ADMIN_ROLES], { each: true }) roles!: AdminRole[];
  @IsBoolean() disabled!: boolean;
  @IsIsoText() createdAt!: string;
  @Nested(() => AdminUserDeviceDto, { each: true }) devices!: AdminUserDeviceDto[];
  @Nested(() => AdminUserPushDeviceDto, { each: true }) pushDevices!: AdminUserPushDeviceDto[];
  @Nested(() => AdminUserSessionDto, { each: true }) sessions!: AdminUserSessionDto[];
  @Nested(() => AuditEntryDto, { each: true }) audit!: AuditEntryDto[];
}

/** A tag as the list shows it. */
class AdminTagDto implements AdminTag {
  @IsInt() id!: number;
  @IsString() namePtBr!: string;
  @IsString() nameEnEu!: string;
  @IsString() nameEsEs!: string;
  @IsString() nameEsAr!: string;
  @IsString() namePtPt!: string;
  @IsString() category!: string;
  @IsInt() @Min(0) contentCount!: number;
}

/** A page of the tags. */
export class AdminTagPageDto implements TablePage<AdminTag> {
  @Nested(() => AdminTagDto, { each: true }) items!: AdminTagDto[];
  @IsInt() @Min(0) total!: number;
  @IsInt() @Min(1) page!: number;
  @IsInt() @Min(1) pageSize!: number;
}

class TaggedContentDto implements TaggedContent {
  @IsInt() id!: number;
  @IsString() title!: string;
  @IsInt() subjectId!: number;
}

/** A tag's record. */
export class AdminTagDetailDto extends AdminTagDto implements AdminTagDetail {
  @Nested(() => TaggedContentDto, { each: true }) content!: TaggedContentDto[];
  @Nested(() => AuditEntryDto, { each: true }) audit!: AuditEntryDto[];
}

/** One choice of a dropdown list. */
export class DropdownOptionDto implements DropdownOption {
  @IsString() id!: string;
  @IsString() label!: string;
}

/** One user of filter/user-all. */
export class UserOptionDto implements UserOption {
  @IsInt() id!: number;
  @IsString() name!: string;
  @IsString() email!: string;
}

class AcronymSubjectDto {
  @IsInt() id!: number;
  @IsString() nome!: string;
}

/** acronym/find/key: the subject whose key it is, if any. */
export class AcronymMatchDto implements AcronymMatch {
  @IsString() key!: string;
  @Nullable() @Nested(() => AcronymSubjectDto) subject!: AcronymSubjectDto | null;
}
