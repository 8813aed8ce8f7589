// The admin area's wire contract: the back office's lists, records and forms (subjects, users, tags), and the
// dropdown lists, user filter and acronym lookup that serve its forms (SPEC §7 dropdown/*, filter/user-all,
// acronym/find/key). The server's TypeBox schemas are tied to these types at compile time.
import { type Platform } from '../kernel/enums';
import { type Locale } from '../kernel/locale';
import { type AdminRole, type Profile } from '../kernel/profile';
import { type UserType } from '../kernel/validation/documents';
import { type PlatformRoute } from '../shell/menu';

/** A subject or menu item as the back office edits it (SPEC §3), with its icon size (SPEC §5). */
export interface AdminSubjectFields {
  nome: string;
  namePtBr: string;
  nameEnEu: string;
  nameEsEs: string;
  nameEsAr: string;
  namePtPt: string;
  icone: string;
  /** A number (px) or a number followed by x (em), as core's icon-size rule reads it. */
  iconSize: string;
  habilitado: boolean;
  originCode: number;
  mne: string;
  platformWdmaRoute: PlatformRoute[];
}

/** A subject with its id (the commodity's code, chosen when it is created). */
export interface AdminSubject extends AdminSubjectFields {
  id: number;
}

/** A subject's record: the subject and its change log newest first. */
export interface AdminSubjectDetail extends AdminSubject {
  audit: AuditEntry[];
}

/** A user as the list shows it. */
export interface AdminUserRow {
  id: number;
  email: string;
  name: string;
  profile: Profile;
  signature: string;
  roles: AdminRole[];
  disabled: boolean;
  /** When the account was created (ISO instant). */
  createdAt: string;
}

/**
 * What the back office edits of a user: the account (SPEC §3 Account: e-mail, name, CPF or CNPJ, phone, groups,
 * language, country), its profile and plan rights, quotes rights, roles, state.
 */
export interface AdminUserFields {
  email: string;
  name: string;
  /** Individual (a CPF) or company (a CNPJ); null without a document. */
  personType: UserType | null;
  /** The CPF or CNPJ, masked ('' when none). */
  document: string;
  /** The phone, masked ('' when none). */
  phone: string;
  /** The account's country (two letters, ISO 3166-1). */
  country: string;
  /** The account's groups. */
  groups: string[];
  language: Locale;
  profile: Profile;
  /** The plan's name. */
  signature: string;
  /** The subjects the plan enables (the user's rights list). */
  enabledSubjects: number[];
  hasQuotesRights: boolean;
  roles: AdminRole[];
  disabled: boolean;
}

/** A new user: the fields and a first password (the password rule applies). */
export interface AdminUserCreate extends AdminUserFields {
  password: string;
}

/** A device the user confirmed with a two-factor code. */
export interface AdminUserDevice {
  id: number;
  registeredAt: string;
  lastUsedAt: string;
}

/** A device the user registered for push notifications (whether it has a push token, never the token). */
export interface AdminUserPushDevice {
  deviceId: string;
  platform: Platform;
  hasPushToken: boolean;
  registeredAt: string;
  /** When it was last registered again (ISO instant). */
  lastSeenAt: string;
}

/**
 * Why a session ended, as the server records it; the back office's user record shows it in the reader's language.
 * Declared with the back office's calls, so the list loads with its pages only (the server and the copy of one's data
 * use its type).
 */
export const SessionEndReason = {
  /** The user signed out. */
  LOGOUT: 'logout',
  /** A newer sign-in on the same device took its place. */
  REPLACED: 'replaced',
  /** Unused for longer than the idle timeout. */
  IDLE: 'idle',
  /** Past its absolute lifetime. */
  EXPIRED: 'expired',
  /** The account was disabled. */
  DISABLED: 'disabled',
  /** The password was changed. */
  PASSWORD: 'password',
  /** The account was deleted. */
  DELETED: 'deleted',
  /** A refresh token it had already exchanged was presented again. */
  REUSED: 'reused',
  /** Too many wrong codes or PINs through it. */
  GUESSING: 'guessing',
  /** Its device was ended from the account's device list. */
  REVOKED: 'revoked',
} as const;
/** A reason a session ended. */
export type SessionEndReason = (typeof SessionEndReason)[keyof typeof SessionEndReason];

/** One of the user's sessions, open or ended. */
export interface AdminUserSession {
  id: string;
  userAgent: string;
  requestIp: string;
  createdAt: string;
  lastSeenAt: string;
  /** When it ended (null: open). */
  endedAt: string | null;
  /** Why it ended. */
  endedReason: SessionEndReason | null;
}

/** One field an audited change changed: its value before and after, as text (null: none). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * One audited change of a record (a user, a subject, a tag): who made it, when, and only the fields it changed (never
 * a password or its hash).
 */
export interface AuditEntry {
  /** When (ISO instant). */
  at: string;
  /** The e-mail of the staff member who made it. */
  by: string;
  action: 'created' | 'updated';
  changes: AuditChange[];
}

/** A user's record: the fields, confirmed and push devices, sessions, and the audit log newest first. */
export interface AdminUserDetail extends AdminUserFields {
  id: number;
  createdAt: string;
  devices: AdminUserDevice[];
  pushDevices: AdminUserPushDevice[];
  sessions: AdminUserSession[];
  audit: AuditEntry[];
}

/** A tag as the back office edits it: its name per locale, its category, the content items that carry it. */
export interface AdminTagFields {
  namePtBr: string;
  nameEnEu: string;
  nameEsEs: string;
  nameEsAr: string;
  namePtPt: string;
  category: string;
  /** The ids of the content items that carry the tag. */
  contentIds: number[];
}

/** A tag as the list shows it, with how many content items carry it. */
export interface AdminTag {
  id: number;
  namePtBr: string;
  nameEnEu: string;
  nameEsEs: string;
  nameEsAr: string;
  namePtPt: string;
  category: string;
  contentCount: number;
}

/** A content item that carries a tag. */
export interface TaggedContent {
  id: number;
  title: string;
  subjectId: number;
}

/** A tag's record: the tag, the content items that carry it, and its change log newest first. */
export interface AdminTagDetail extends AdminTag {
  content: TaggedContent[];
  audit: AuditEntry[];
}

/** The path parameter of a record. */
export interface AdminRecordParams {
  id: number;
}

/** One choice of a dropdown list. */
export interface DropdownOption {
  id: string;
  label: string;
}

/** One user of filter/user-all. */
export interface UserOption {
  id: number;
  name: string;
  email: string;
}

/** The query of acronym/find/key: a subject's key (mne). */
export interface AcronymQuery {
  key: string;
}

/** What acronym/find/key answers: the subject whose key it is, if any. */
export interface AcronymMatch {
  key: string;
  subject: { id: number; nome: string } | null;
}

/** The dropdown lists of SPEC §7 (dropdown/<name>). */
export const DROPDOWNS = [
  'agency',
  'permission',
  'user/profile',
  'locale',
  'topic',
  'header',
  'subjects/filter',
  'tags/filter',
  'keyreference',
  'category/filter',
  // Beyond SPEC's list: the plans a user's signature may name (the user form's plan).
  'plan',
] as const;
/** A dropdown list. */
export type Dropdown = (typeof DROPDOWNS)[number];
