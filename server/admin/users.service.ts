// The back office's users (the admin's rule, checked by the routes): the list, a user's record (account data, devices,
// push devices, sessions, change log), and creating or changing a user. The form's rules are core's, checked again
// here, with the other accounts' e-mails and documents, the plans and the subjects that exist. Every change goes into
// the user's change log in the transaction that writes it; disabling a user ends all of its sessions at once (its
// open app is told at its next user-info check).
import { randomUUID } from 'node:crypto';
import {
  type AdminUserCreate,
  type AdminUserDetail,
  type AdminUserFields,
  type AdminUserRow,
  bareDocument,
  ErrorCode,
  type FieldIssue,
  formatDocument,
  formatPhone,
  LOCALES,
  type Locale,
  parseAdminRoles,
  parseProfile,
  Platform,
  type TablePage,
  type TableQuery,
  userChanges,
  userToForm,
  type UserType,
  validateUserForm,
} from '../../core';
import { isDocumentTaken, saveProfile } from '../account/profiles.repository';
import { documentTakenCode } from '../account/status';
import { revokeUserSecrets } from '../auth/biometric-credentials.repository';
import { type AppContext } from '../context';
import { type Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { businessError } from '../errors';
import { hashPassword } from '../security/passwords';
import { endSessionsOfUser } from '../session/repository';
import { changeLog } from './audit.repository';
import { logChange } from './audit.service';
import { refuse } from './refusal';
import {
  countSubjects,
  findUserRecord,
  insertUser,
  planExists,
  pushDevicesOf,
  recentSessionsOf,
  replaceRights,
  trustedDevicesOf,
  updateUser as storeUser,
  userIdWithEmail,
  usersPage as storedUsersPage,
  type UserValues,
} from './users.repository';

const iso = (date: Date): string => date.toISOString();

/** One page of the users list. */
export function usersPage(ctx: AppContext, query: TableQuery): Promise<TablePage<AdminUserRow>> {
  return storedUsersPage(ctx.db, query);
}

/** The person type of a stored document: the one recorded, or (none recorded) a CPF when it has 11 characters. */
function personTypeOf(personType: string | null, document: string | null): UserType | null {
  if (!document) return null;
  if (personType === 'individual' || personType === 'company') return personType;
  return document.length === 11 ? 'individual' : 'company';
}

/** A user's fields as the form shows them (documents and phone masked), with the creation instant. */
async function userFields(db: Database, id: number): Promise<(AdminUserFields & { createdAt: Date }) | undefined> {
  const found = await findUserRecord(db, id);
  if (!found) return undefined;
  const { user: row, profile, enabledSubjects } = found;
  const personType = personTypeOf(profile?.personType ?? null, profile?.document ?? null);
  return {
    email: row.email,
    name: row.name,
    personType,
    document: personType && profile?.document ? formatDocument(personType, profile.document) : '',
    phone: formatPhone(profile?.phone),
    country: profile?.country ?? 'BR',
    groups: profile?.groups ?? [],
    language: LOCALES.includes(row.language as Locale) ? (row.language as Locale) : 'PtBr',
    profile: parseProfile(row.profile),
    signature: row.signature,
    enabledSubjects,
    hasQuotesRights: row.hasQuotesRights,
    roles: parseAdminRoles(row.roles),
    disabled: row.disabled,
    createdAt: row.createdAt,
  };
}

/** A user's record: the fields, devices, push devices, 20 newest sessions and change log. */
export async function userDetail(ctx: AppContext, id: number): Promise<AdminUserDetail | undefined> {
  const db = ctx.db;
  const fields = await userFields(db, id);
  if (!fields) return undefined;
  const [devices, pushed, opened, audit] = await Promise.all([
    trustedDevicesOf(db, id),
    pushDevicesOf(db, id),
    recentSessionsOf(db, id),
    changeLog(db, 'user', id),
  ]);
  const { createdAt, ...rest } = fields;
  return {
    id,
    ...rest,
    createdAt: iso(createdAt),
    devices: devices.map((device) => ({
      id: device.id,
      registeredAt: iso(device.createdAt),
      lastUsedAt: iso(device.lastUsedAt),
    })),
    pushDevices: pushed.map((device) => ({
      deviceId: device.deviceId,
      platform:
        device.platform === Platform.ANDROID || device.platform === Platform.IOS ? device.platform : Platform.OTHER,
      hasPushToken: device.hasPushToken === true,
      registeredAt: iso(device.createdAt),
      lastSeenAt: iso(device.updatedAt),
    })),
    sessions: opened.map((session) => ({
      id: session.id,
      userAgent: session.userAgent,
      requestIp: session.requestIp,
      createdAt: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
      endedAt: session.endedAt ? iso(session.endedAt) : null,
      endedReason: session.endedReason,
    })),
    audit,
  };
}

/** Checks a user against the form's rules, the other accounts' e-mails and documents, and the subjects that exist. */
async function checkUser(
  db: Database,
  user: AdminUserFields & { password?: string },
  id: number | null,
  actor: { id: number },
  locale: Locale,
): Promise<void> {
  const form = { ...userToForm(user), password: user.password ?? '' };
  const issues: FieldIssue[] = validateUserForm(form, id === null);
  if (!issues.some((issue) => issue.field === 'email')) {
    const other = await userIdWithEmail(db, user.email.trim().toLowerCase());
    if (other !== undefined && other !== id) issues.push({ field: 'email', code: ErrorCode.EMAIL_ALREADY_REGISTERED });
  }
  // A CPF or CNPJ belongs to one account (the registration's refusal: 5400 or 5401).
  if (!issues.some((issue) => issue.field === 'document') && user.document.trim() !== '') {
    const userType = form.userType;
    if (await isDocumentTaken(db, bareDocument(userType, user.document), id ?? undefined))
      issues.push({ field: 'document', code: documentTakenCode(userType) });
  }
  // A user's plan is the one its signature names: a name no plan has would leave the user with no plan's rights.
  if (!issues.some((issue) => issue.field === 'signature') && !(await planExists(db, user.signature.trim())))
    issues.push({ field: 'signature', message: 'admin.unknownPlan' });
  if (
    user.enabledSubjects.length > 0 &&
    (await countSubjects(db, user.enabledSubjects)) !== new Set(user.enabledSubjects).size
  )
    issues.push({ field: 'enabledSubjects', message: 'admin.unknownSubjects' });
  // Nobody locks themselves out of the back office.
  if (id === actor.id && (user.disabled || !user.roles.includes('admin')))
    issues.push({ field: user.disabled ? 'disabled' : 'roles', message: 'admin.notYourself' });
  if (issues.length > 0) refuse(issues, locale);
}

/** A user's account fields as stored: e-mail lower-case, texts trimmed. */
function userValues(fields: AdminUserFields, now: Date): UserValues {
  return {
    email: fields.email.trim().toLowerCase(),
    name: fields.name.trim(),
    profile: fields.profile,
    signature: fields.signature.trim(),
    roles: fields.roles,
    disabled: fields.disabled,
    hasQuotesRights: fields.hasQuotesRights,
    language: fields.language,
    updatedAt: now,
  };
}

/** Writes a user's account profile: person type, CPF or CNPJ and phone unmasked, country, groups. */
async function writeProfile(db: Database, userId: number, user: AdminUserFields, now: Date): Promise<void> {
  const document = user.document.trim();
  const personType = document === '' ? null : (user.personType ?? 'individual');
  const phone = user.phone.replace(/\D/g, '');
  await saveProfile(
    db,
    userId,
    {
      personType,
      document: personType === null ? null : bareDocument(personType, document),
      phone: phone === '' ? null : phone,
      country: user.country.trim().toUpperCase(),
      groups: [...new Set(user.groups.map((group) => group.trim()).filter((group) => group !== ''))],
    },
    now,
  );
}

/** Creates a user with a first password as `actor`; its record. */
export async function createUser(
  ctx: AppContext,
  actor: { id: number; email: string },
  body: AdminUserCreate,
  locale: Locale,
): Promise<AdminUserDetail> {
  await checkUser(ctx.db, body, null, actor, locale);
  const { password, ...fields } = body;
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  const id = await inTransaction(ctx.db, async (tx) => {
    const userId = await insertUser(tx, {
      ...userValues(fields, now),
      userCode: `CEL-${randomUUID().slice(0, 8).toUpperCase()}`,
      passwordHash,
      createdAt: now,
    });
    await writeProfile(tx, userId, fields, now);
    await replaceRights(tx, userId, fields.enabledSubjects);
    const after = (await userFields(tx, userId))!;
    await logChange(tx, 'user', userId, {
      actorEmail: actor.email,
      action: 'created',
      changes: userChanges(null, after),
      at: now,
    });
    return userId;
  });
  return (await userDetail(ctx, id))!;
}

/** Changes a user as `actor`; its record. 400 (user not found) for an unknown user. */
export async function updateUser(
  ctx: AppContext,
  actor: { id: number; email: string },
  id: number,
  fields: AdminUserFields,
  locale: Locale,
): Promise<AdminUserDetail> {
  const before = await userFields(ctx.db, id);
  if (!before) throw businessError(ErrorCode.USER_NOT_FOUND);
  await checkUser(ctx.db, fields, id, actor, locale);
  const now = ctx.now();
  await inTransaction(ctx.db, async (tx) => {
    await storeUser(tx, id, userValues(fields, now));
    await writeProfile(tx, id, fields, now);
    await replaceRights(tx, id, fields.enabledSubjects);
    // Disabling a user ends all of its sessions at once (its app is told at its next user-info check) and revokes
    // its quick sign-in on every device.
    if (fields.disabled && !before.disabled) {
      await endSessionsOfUser(tx, id, now, { reason: 'disabled' });
      await revokeUserSecrets(tx, id, now);
    }
    const after = (await userFields(tx, id))!;
    await logChange(tx, 'user', id, {
      actorEmail: actor.email,
      action: 'updated',
      changes: userChanges(before, after),
      at: now,
    });
  });
  return (await userDetail(ctx, id))!;
}
