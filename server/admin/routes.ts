// The back office's routes (under /api): the subjects, users and tags lists (sorted, filtered and paged on the
// server), their records and register forms, and the dropdown lists, user filter and acronym lookup that serve the
// forms (SPEC §7). Every route checks the caller's roles (requireRole): users the admin's rule; subjects and tags the
// editor's; each dropdown the rule of the forms it serves. The forms' rules are core's, checked again here, with
// field messages in the request's language. Every change of a user, a subject or a tag goes into its change log
// (server/admin/audit.ts); disabling a user ends all of its sessions at once (its open app is told at its next
// user-info check).
import { randomUUID } from 'node:crypto';
import { type Static, Type } from '@sinclair/typebox';
import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { type PgColumn } from 'drizzle-orm/pg-core';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  CATALOGUES,
  ACRONYM_RULE,
  ADMIN_LIST_QUERIES,
  ADMIN_ROLES,
  type AcronymMatch,
  type AcronymQuery,
  addAdminMessages,
  type AdminRecordParams,
  type AdminRole,
  type AdminSubject,
  type AdminSubjectDetail,
  type AdminSubjectFields,
  type AdminTag,
  type AdminTagDetail,
  type AdminTagFields,
  type AdminUserCreate,
  type AdminUserDetail,
  type AdminUserFields,
  type AdminUserRow,
  AGENCIES,
  bareDocument,
  DROPDOWN_RULES,
  DROPDOWNS,
  type DropdownOption,
  ErrorCode,
  type FieldIssue,
  formatDocument,
  formatPhone,
  issueText,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  parseAdminRoles,
  parseProfile,
  parseTableQuery,
  Platform,
  PROFILE_NAMES,
  Profile,
  PUBLICATION_TYPE_NAMES,
  PUBLICATION_TYPES,
  REPORT_TYPE_NAMES,
  ROLE_NAMES,
  subjectChanges,
  subjectToForm,
  type TablePage,
  type TableQuery,
  tagChanges,
  tagToForm,
  USER_FILTER_RULE,
  userChanges,
  type UserOption,
  userToForm,
  type UserType,
  validateSubjectForm,
  validateTagForm,
  validateUserForm,
} from '../../core';
import { type AppContext } from '../context';
import {
  accountProfiles,
  contentItems,
  contentTags,
  pushDevices,
  sessions,
  subjectIconSizes,
  subjects,
  tags,
  trustedDevices,
  userRights,
  users,
} from '../db/tables';
import { type Database } from '../db/database';
import { isDocumentTaken, saveProfile } from '../account/profiles.repository';
import { contentPlans } from '../content/schema';
import { documentTakenCode } from '../account/status';
import { businessError, validationError } from '../errors';
import { requestLocale } from '../messages';
import { hashPassword } from '../security/passwords';
import { endSessionsOfUser } from '../session/repository';
import { revokeUserSecrets } from '../auth/biometric-credentials.repository';
import { type AssertSame, Int, literals, SINGLE_LINE_TEXT, Text } from '../wire';
import { changeLog, logChange } from './audit';
import { requireRole } from './guard';

const PlatformRouteSchema = Type.Object({ country: Text(2), routeName: Text(80) });

const SubjectFieldsSchema = Type.Object({
  nome: Text(200),
  namePtBr: Text(200),
  nameEnEu: Text(200),
  nameEsEs: Text(200),
  nameEsAr: Text(200),
  namePtPt: Text(200),
  icone: Text(60),
  iconSize: Text(10),
  habilitado: Type.Boolean(),
  originCode: Int(0, 999_999_999),
  mne: Text(8),
  platformWdmaRoute: Type.Array(PlatformRouteSchema, { maxItems: 30 }),
});
export type SubjectFieldsIsCore = AssertSame<Static<typeof SubjectFieldsSchema>, AdminSubjectFields>;
const SubjectSchema = Type.Composite([Type.Object({ id: Int(1, 999_999_999) }), SubjectFieldsSchema]);
export type SubjectIsCore = AssertSame<Static<typeof SubjectSchema>, AdminSubject>;

const PROFILES = [Profile.SUBSCRIBER, Profile.DEMO, Profile.FREE] as const;
const UserFieldsSchema = Type.Object({
  email: Text(200),
  name: Text(200),
  personType: Type.Union([literals(['individual', 'company'] as const), Type.Null()]),
  document: Text(40),
  phone: Text(40),
  country: Text(10),
  groups: Type.Array(Text(200), { maxItems: 50 }),
  language: literals(LOCALES),
  profile: Type.Union(PROFILES.map((profile) => Type.Literal(profile))),
  signature: Text(200),
  enabledSubjects: Type.Array(Int(1, 999_999_999), { maxItems: 200 }),
  hasQuotesRights: Type.Boolean(),
  roles: Type.Array(literals(ADMIN_ROLES), { maxItems: 3 }),
  disabled: Type.Boolean(),
});
export type UserFieldsIsCore = AssertSame<Static<typeof UserFieldsSchema>, AdminUserFields>;
const UserCreateSchema = Type.Composite([UserFieldsSchema, Type.Object({ password: Text(200) })]);
export type UserCreateIsCore = AssertSame<Static<typeof UserCreateSchema>, AdminUserCreate>;

const TagFieldsSchema = Type.Object({
  namePtBr: Text(200),
  nameEnEu: Text(200),
  nameEsEs: Text(200),
  nameEsAr: Text(200),
  namePtPt: Text(200),
  category: Text(200),
  contentIds: Type.Array(Int(1), { maxItems: 500 }),
});
export type TagFieldsIsCore = AssertSame<Static<typeof TagFieldsSchema>, AdminTagFields>;

const RecordParams = Type.Object({ id: Int(1) });
export type RecordParamsIsCore = AssertSame<Static<typeof RecordParams>, AdminRecordParams>;
const AcronymQuerySchema = Type.Object({ key: Text(20, { minLength: 1 }) });
export type AcronymQueryIsCore = AssertSame<Static<typeof AcronymQuerySchema>, AcronymQuery>;

/** A text on one line without control characters (a filter with one matches nothing rather than reaching the database). */
const SINGLE_LINE = new RegExp(SINGLE_LINE_TEXT);

/** The list query of a request: its own parameters, the list's columns and filters only (core's reading). */
function tableQueryOf(request: FastifyRequest, allowed: { sortable: readonly string[]; filters: readonly string[] }) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>))
    if (typeof value === 'string' && SINGLE_LINE.test(value)) params.set(name, value);
  return parseTableQuery(params, allowed);
}

/** A LIKE pattern matching a text anywhere, its wildcards escaped. */
const containing = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a query: the rows in order, and how many match. */
async function page<Row>(
  query: TableQuery,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  total: () => Promise<number>,
): Promise<TablePage<Row>> {
  const [items, all] = await Promise.all([rows(query.pageSize, (query.page - 1) * query.pageSize), total()]);
  return { items, total: all, page: query.page, pageSize: query.pageSize };
}

/** The order of a list: the sorted column (then the id), or the list's own order. */
function orderOf(query: TableQuery, columns: Record<string, PgColumn | SQL>, own: (PgColumn | SQL)[], id: PgColumn) {
  const column = query.sort === null ? undefined : columns[query.sort];
  if (!column) return own;
  return [query.dir === 'desc' ? desc(column) : asc(column), asc(id)];
}

/** Refuses a form's issues with their field messages in the request's language. */
function refuse(issues: readonly FieldIssue[], locale: Locale): never {
  throw validationError(
    'invalidRequest',
    issues.map((issue) => ({ field: issue.field, message: issueText(issue, CATALOGUES[locale]) })),
  );
}

const iso = (date: Date): string => date.toISOString();

// ---- subjects ----

async function findSubject(db: Database, id: number): Promise<AdminSubject | undefined> {
  const [row] = await db
    .select()
    .from(subjects)
    .leftJoin(subjectIconSizes, eq(subjectIconSizes.subjectId, subjects.id))
    .where(eq(subjects.id, id));
  return row ? toAdminSubject(row.subjects, row.subject_icon_sizes?.iconSize) : undefined;
}

/** A subject's record: the subject and its change log. */
async function subjectDetail(db: Database, id: number): Promise<AdminSubjectDetail | undefined> {
  const subject = await findSubject(db, id);
  return subject && { ...subject, audit: await changeLog(db, 'subject', id) };
}

function toAdminSubject(row: typeof subjects.$inferSelect, iconSize: string | undefined): AdminSubject {
  return {
    id: row.id,
    nome: row.nome,
    namePtBr: row.namePtBr,
    nameEnEu: row.nameEnEu,
    nameEsEs: row.nameEsEs,
    nameEsAr: row.nameEsAr,
    namePtPt: row.namePtPt,
    icone: row.icone,
    iconSize: iconSize ?? '24',
    habilitado: row.habilitado,
    originCode: row.originCode,
    mne: row.mne,
    platformWdmaRoute: row.platformWdmaRoute,
  };
}

/** Checks a subject against the form's rules and the other subjects' ids and keys. */
async function checkSubject(db: Database, subject: AdminSubject, isNew: boolean, locale: Locale): Promise<void> {
  const issues: FieldIssue[] = validateSubjectForm(subjectToForm(subject));
  if (isNew && !issues.some((issue) => issue.field === 'id') && (await findSubject(db, subject.id)))
    issues.push({ field: 'id', message: 'admin.idTaken' });
  if (!issues.some((issue) => issue.field === 'mne')) {
    const [other] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.mne, subject.mne.trim()), ne(subjects.id, subject.id)));
    if (other) issues.push({ field: 'mne', message: 'admin.mneTaken' });
  }
  if (issues.length > 0) refuse(issues, locale);
}

/** Saves a subject and logs the change as made by `actor`, in one transaction. */
async function saveSubject(
  db: Database,
  subject: AdminSubject,
  isNew: boolean,
  actor: { email: string },
  now: Date,
): Promise<void> {
  const { id, iconSize, ...fields } = subject;
  const values = { ...fields, mne: fields.mne.trim(), nome: fields.nome.trim() };
  await db.transaction(async (tx) => {
    const before = isNew ? null : ((await findSubject(tx as unknown as Database, id)) ?? null);
    if (isNew) {
      const [last] = await tx.select({ max: sql<number>`coalesce(max(${subjects.sortOrder}), 0)` }).from(subjects);
      await tx.insert(subjects).values({ id, ...values, sortOrder: Number(last?.max ?? 0) + 1 });
    } else await tx.update(subjects).set(values).where(eq(subjects.id, id));
    await tx
      .insert(subjectIconSizes)
      .values({ subjectId: id, iconSize: iconSize.trim() || '24' })
      .onConflictDoUpdate({ target: subjectIconSizes.subjectId, set: { iconSize: iconSize.trim() || '24' } });
    const after = (await findSubject(tx as unknown as Database, id))!;
    await logChange(tx as unknown as Database, 'subject', id, {
      actorEmail: actor.email,
      action: isNew ? 'created' : 'updated',
      changes: subjectChanges(before, after),
      at: now,
    });
  });
}

// ---- users ----

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  profile: users.profile,
  signature: users.signature,
  roles: users.roles,
  disabled: users.disabled,
  createdAt: users.createdAt,
};

/** The person type of a stored document: the one recorded, or (none recorded) a CPF when it has 11 characters. */
function personTypeOf(personType: string | null, document: string | null): UserType | null {
  if (!document) return null;
  if (personType === 'individual' || personType === 'company') return personType;
  return document.length === 11 ? 'individual' : 'company';
}

async function userFields(db: Database, id: number): Promise<(AdminUserFields & { createdAt: Date }) | undefined> {
  const [found] = await db
    .select()
    .from(users)
    .leftJoin(accountProfiles, eq(accountProfiles.userId, users.id))
    .where(eq(users.id, id));
  if (!found) return undefined;
  const { users: row, account_profiles: profile } = found;
  const personType = personTypeOf(profile?.personType ?? null, profile?.document ?? null);
  const enabled = await db
    .select({ id: userRights.subjectId })
    .from(userRights)
    .where(and(eq(userRights.userId, id), eq(userRights.enabled, true)))
    .orderBy(asc(userRights.subjectId));
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
    enabledSubjects: enabled.map((right) => right.id),
    hasQuotesRights: row.hasQuotesRights,
    roles: parseAdminRoles(row.roles),
    disabled: row.disabled,
    createdAt: row.createdAt,
  };
}

async function userDetail(db: Database, id: number): Promise<AdminUserDetail | undefined> {
  const fields = await userFields(db, id);
  if (!fields) return undefined;
  const [devices, pushed, opened, audit] = await Promise.all([
    db.select().from(trustedDevices).where(eq(trustedDevices.userId, id)).orderBy(desc(trustedDevices.lastUsedAt)),
    // Whether a device has a push token, never the token.
    db
      .select({
        deviceId: pushDevices.deviceId,
        platform: pushDevices.platform,
        hasPushToken: sql<boolean>`${pushDevices.pushToken} is not null`,
        createdAt: pushDevices.createdAt,
        updatedAt: pushDevices.updatedAt,
      })
      .from(pushDevices)
      .where(eq(pushDevices.userId, id))
      .orderBy(desc(pushDevices.updatedAt)),
    db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(desc(sessions.createdAt)).limit(20),
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
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email.trim().toLowerCase()));
    if (other && other.id !== id) issues.push({ field: 'email', code: ErrorCode.EMAIL_ALREADY_REGISTERED });
  }
  // A CPF or CNPJ belongs to one account (the registration's refusal: 5400 or 5401).
  if (!issues.some((issue) => issue.field === 'document') && user.document.trim() !== '') {
    const userType = form.userType;
    if (await isDocumentTaken(db, bareDocument(userType, user.document), id ?? undefined))
      issues.push({ field: 'document', code: documentTakenCode(userType) });
  }
  // A user's plan is the one its signature names: a name no plan has would leave the user with no plan's rights.
  if (!issues.some((issue) => issue.field === 'signature')) {
    const [plan] = await db
      .select({ id: contentPlans.id })
      .from(contentPlans)
      .where(eq(contentPlans.name, user.signature.trim()));
    if (!plan) issues.push({ field: 'signature', message: 'admin.unknownPlan' });
  }
  if (user.enabledSubjects.length > 0) {
    const known = await db.select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, user.enabledSubjects));
    if (known.length !== new Set(user.enabledSubjects).size)
      issues.push({ field: 'enabledSubjects', message: 'admin.unknownSubjects' });
  }
  // Nobody locks themselves out of the back office.
  if (id === actor.id && (user.disabled || !user.roles.includes('admin')))
    issues.push({ field: user.disabled ? 'disabled' : 'roles', message: 'admin.notYourself' });
  if (issues.length > 0) refuse(issues, locale);
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

/** Writes a user's rights: one row per subject, enabled for the plan's subjects. */
async function writeRights(db: Database, userId: number, enabled: readonly number[]): Promise<void> {
  const all = await db.select({ id: subjects.id }).from(subjects);
  const on = new Set(enabled);
  await db.delete(userRights).where(eq(userRights.userId, userId));
  if (all.length > 0)
    await db.insert(userRights).values(all.map(({ id }) => ({ userId, subjectId: id, enabled: on.has(id) })));
}

// ---- tags ----

const tagCount = sql<number>`(select count(*)::int from ${contentTags} where ${contentTags.tagId} = ${tags.id})`;

function tagNames(row: typeof tags.$inferSelect) {
  return {
    namePtBr: row.namePtBr,
    nameEnEu: row.nameEnEu,
    nameEsEs: row.nameEsEs,
    nameEsAr: row.nameEsAr,
    namePtPt: row.namePtPt,
  };
}

async function tagDetail(db: Database, id: number): Promise<AdminTagDetail | undefined> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  if (!row) return undefined;
  const [content, audit] = await Promise.all([
    db
      .select({ id: contentItems.id, title: contentItems.titlePt, subjectId: contentItems.subjectId })
      .from(contentTags)
      .innerJoin(contentItems, eq(contentItems.id, contentTags.contentId))
      .where(eq(contentTags.tagId, id))
      .orderBy(desc(contentItems.dtSort), asc(contentItems.id)),
    changeLog(db, 'tag', id),
  ]);
  return { id: row.id, ...tagNames(row), category: row.category, contentCount: content.length, content, audit };
}

/** A tag's fields as stored: what its change log compares. */
async function tagFields(db: Database, id: number): Promise<AdminTagFields | null> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  if (!row) return null;
  const carried = await db.select({ id: contentTags.contentId }).from(contentTags).where(eq(contentTags.tagId, id));
  return { ...tagNames(row), category: row.category, contentIds: carried.map((item) => item.id) };
}

async function checkTag(db: Database, tag: AdminTagFields, locale: Locale): Promise<void> {
  const issues: FieldIssue[] = validateTagForm(tagToForm(tag));
  const wanted = [...new Set(tag.contentIds)];
  if (wanted.length > 0) {
    const known = await db.select({ id: contentItems.id }).from(contentItems).where(inArray(contentItems.id, wanted));
    if (known.length !== wanted.length) issues.push({ field: 'contentIds', message: 'admin.unknownContent' });
  }
  if (issues.length > 0) refuse(issues, locale);
}

/** Saves a tag (a new one when `id` is null) and logs the change as made by `actor`, in one transaction. */
async function saveTag(
  db: Database,
  tag: AdminTagFields,
  id: number | null,
  actor: { email: string },
  now: Date,
): Promise<number> {
  const values = {
    namePtBr: tag.namePtBr.trim(),
    nameEnEu: tag.nameEnEu.trim(),
    nameEsEs: tag.nameEsEs.trim(),
    nameEsAr: tag.nameEsAr.trim(),
    namePtPt: tag.namePtPt.trim(),
    category: tag.category.trim(),
  };
  return db.transaction(async (tx) => {
    const before = id === null ? null : await tagFields(tx as unknown as Database, id);
    let tagId = id;
    if (tagId === null) {
      const [row] = await tx.insert(tags).values(values).returning({ id: tags.id });
      tagId = row!.id;
    } else {
      await tx.update(tags).set(values).where(eq(tags.id, tagId));
      await tx.delete(contentTags).where(eq(contentTags.tagId, tagId));
    }
    const contentIds = [...new Set(tag.contentIds)];
    if (contentIds.length > 0)
      await tx.insert(contentTags).values(contentIds.map((contentId) => ({ tagId: tagId!, contentId })));
    await logChange(tx as unknown as Database, 'tag', tagId, {
      actorEmail: actor.email,
      action: id === null ? 'created' : 'updated',
      changes: tagChanges(before, (await tagFields(tx as unknown as Database, tagId))!),
      at: now,
    });
    return tagId;
  });
}

const NAME_COLUMN = {
  PtBr: tags.namePtBr,
  EnEu: tags.nameEnEu,
  EsEs: tags.nameEsEs,
  EsAr: tags.nameEsAr,
  PtPt: tags.namePtPt,
} as const satisfies Record<Locale, PgColumn>;

/** The options of a dropdown list, in the request's language. */
async function dropdownOptions(
  db: Database,
  name: (typeof DROPDOWNS)[number],
  locale: Locale,
): Promise<DropdownOption[]> {
  switch (name) {
    case 'agency':
      return AGENCIES.map((agency) => ({ id: agency, label: agency }));
    case 'permission':
      return ADMIN_ROLES.map((role) => ({ id: role, label: ROLE_NAMES[role][locale] }));
    case 'user/profile':
      return PROFILES.map((profile) => ({ id: String(profile), label: PROFILE_NAMES[profile][locale] }));
    case 'locale':
      return LOCALES.map((code) => ({ id: code, label: LOCALE_NAMES[code] }));
    case 'topic':
      return PUBLICATION_TYPES.map((type) => ({ id: type, label: PUBLICATION_TYPE_NAMES[type][locale] }));
    case 'header':
      return Object.entries(REPORT_TYPE_NAMES).map(([id, names]) => ({ id, label: names[locale] }));
    case 'subjects/filter': {
      const rows = await db.select().from(subjects).orderBy(asc(subjects.sortOrder), asc(subjects.id));
      return rows.map((row) => ({ id: String(row.id), label: row[`name${locale}`] }));
    }
    case 'keyreference': {
      const rows = await db.select().from(subjects).orderBy(asc(subjects.mne));
      return rows.map((row) => ({ id: row.mne, label: `${row.mne} – ${row[`name${locale}`]}` }));
    }
    case 'tags/filter': {
      const rows = await db.select().from(tags).orderBy(asc(NAME_COLUMN[locale]), asc(tags.id));
      return rows.map((row) => ({ id: String(row.id), label: tagNames(row)[`name${locale}`] }));
    }
    case 'category/filter': {
      const rows = await db.selectDistinct({ category: tags.category }).from(tags).orderBy(asc(tags.category));
      return rows.map((row) => ({ id: row.category, label: row.category }));
    }
    case 'plan': {
      const rows = await db
        .select({ name: contentPlans.name })
        .from(contentPlans)
        .orderBy(asc(contentPlans.sortOrder), asc(contentPlans.id));
      return rows.map((row) => ({ id: row.name, label: row.name }));
    }
  }
}

/** Registers the back office's routes and the dropdown lists that serve its forms. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  addAdminMessages();

  // ---- subjects (the editor's rule) ----
  app.get<{ Reply: TablePage<AdminSubject> }>('/admin/subjects', async (request) => {
    await requireRole(ctx, request, 'editor');
    const query = tableQueryOf(request, ADMIN_LIST_QUERIES.subjects);
    const { nome, mne } = query.filters;
    const where = and(
      nome ? ilike(subjects.nome, containing(nome)) : undefined,
      mne ? ilike(subjects.mne, containing(mne)) : undefined,
    );
    const order = orderOf(
      query,
      { id: subjects.id, nome: subjects.nome, mne: subjects.mne, habilitado: subjects.habilitado },
      [asc(subjects.sortOrder), asc(subjects.id)],
      subjects.id,
    );
    return page(
      query,
      async (limit, offset) =>
        (
          await ctx.db
            .select()
            .from(subjects)
            .leftJoin(subjectIconSizes, eq(subjectIconSizes.subjectId, subjects.id))
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
        ).map((row) => toAdminSubject(row.subjects, row.subject_icon_sizes?.iconSize)),
      async () => (await ctx.db.select({ n: count() }).from(subjects).where(where))[0]?.n ?? 0,
    );
  });

  app.get<{ Params: AdminRecordParams; Reply: AdminSubjectDetail }>(
    '/admin/subjects/:id',
    { schema: { params: RecordParams } },
    async (request) => {
      await requireRole(ctx, request, 'editor');
      const subject = await subjectDetail(ctx.db, request.params.id);
      if (!subject) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      return subject;
    },
  );

  app.post<{ Body: AdminSubject; Reply: AdminSubjectDetail }>(
    '/admin/subjects',
    { schema: { body: SubjectSchema } },
    async (request, reply) => {
      const { user: actor } = await requireRole(ctx, request, 'editor');
      await checkSubject(ctx.db, request.body, true, requestLocale(request));
      await saveSubject(ctx.db, request.body, true, actor, ctx.now());
      reply.status(201);
      return (await subjectDetail(ctx.db, request.body.id))!;
    },
  );

  app.put<{ Params: AdminRecordParams; Body: AdminSubjectFields; Reply: AdminSubjectDetail }>(
    '/admin/subjects/:id',
    { schema: { params: RecordParams, body: SubjectFieldsSchema } },
    async (request) => {
      const { user: actor } = await requireRole(ctx, request, 'editor');
      const { id } = request.params;
      if (!(await findSubject(ctx.db, id))) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      const subject = { id, ...request.body };
      await checkSubject(ctx.db, subject, false, requestLocale(request));
      await saveSubject(ctx.db, subject, false, actor, ctx.now());
      return (await subjectDetail(ctx.db, id))!;
    },
  );

  // ---- users (the admin's rule) ----
  app.get<{ Reply: TablePage<AdminUserRow> }>('/admin/users', async (request) => {
    await requireRole(ctx, request, 'admin');
    const query = tableQueryOf(request, ADMIN_LIST_QUERIES.users);
    const { name, email, since } = query.filters;
    const sinceDate = since && /^\d{4}-\d{2}-\d{2}$/.test(since) ? new Date(`${since}T00:00:00Z`) : undefined;
    const where = and(
      name ? ilike(users.name, containing(name)) : undefined,
      email ? ilike(users.email, containing(email)) : undefined,
      sinceDate && !Number.isNaN(sinceDate.getTime()) ? gte(users.createdAt, sinceDate) : undefined,
    );
    const order = orderOf(
      query,
      {
        id: users.id,
        name: users.name,
        email: users.email,
        profile: users.profile,
        disabled: users.disabled,
        createdAt: users.createdAt,
      },
      [asc(users.id)],
      users.id,
    );
    return page(
      query,
      async (limit, offset) =>
        (
          await ctx.db
            .select(userColumns)
            .from(users)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
        ).map((row) => ({
          ...row,
          profile: parseProfile(row.profile),
          roles: parseAdminRoles(row.roles),
          createdAt: iso(row.createdAt),
        })),
      async () => (await ctx.db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
    );
  });

  app.get<{ Params: AdminRecordParams; Reply: AdminUserDetail }>(
    '/admin/users/:id',
    { schema: { params: RecordParams } },
    async (request) => {
      await requireRole(ctx, request, 'admin');
      const detail = await userDetail(ctx.db, request.params.id);
      if (!detail) throw businessError(ErrorCode.USER_NOT_FOUND);
      return detail;
    },
  );

  app.post<{ Body: AdminUserCreate; Reply: AdminUserDetail }>(
    '/admin/users',
    { schema: { body: UserCreateSchema } },
    async (request, reply) => {
      const { user: actor } = await requireRole(ctx, request, 'admin');
      const body = request.body;
      await checkUser(ctx.db, body, null, actor, requestLocale(request));
      const { password, ...fields } = body;
      const passwordHash = await hashPassword(password);
      const now = ctx.now();
      const id = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            userCode: `CEL-${randomUUID().slice(0, 8).toUpperCase()}`,
            email: fields.email.trim().toLowerCase(),
            name: fields.name.trim(),
            passwordHash,
            profile: fields.profile,
            signature: fields.signature.trim(),
            roles: fields.roles,
            disabled: fields.disabled,
            hasQuotesRights: fields.hasQuotesRights,
            language: fields.language,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        const userId = row!.id;
        await writeProfile(tx as unknown as Database, userId, fields, now);
        await writeRights(tx as unknown as Database, userId, fields.enabledSubjects);
        const after = (await userFields(tx as unknown as Database, userId))!;
        await logChange(tx as unknown as Database, 'user', userId, {
          actorEmail: actor.email,
          action: 'created',
          changes: userChanges(null, after),
          at: now,
        });
        return userId;
      });
      reply.status(201);
      return (await userDetail(ctx.db, id))!;
    },
  );

  app.put<{ Params: AdminRecordParams; Body: AdminUserFields; Reply: AdminUserDetail }>(
    '/admin/users/:id',
    { schema: { params: RecordParams, body: UserFieldsSchema } },
    async (request) => {
      const { user: actor } = await requireRole(ctx, request, 'admin');
      const { id } = request.params;
      const before = await userFields(ctx.db, id);
      if (!before) throw businessError(ErrorCode.USER_NOT_FOUND);
      const fields = request.body;
      await checkUser(ctx.db, fields, id, actor, requestLocale(request));
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            email: fields.email.trim().toLowerCase(),
            name: fields.name.trim(),
            profile: fields.profile,
            signature: fields.signature.trim(),
            roles: fields.roles,
            disabled: fields.disabled,
            hasQuotesRights: fields.hasQuotesRights,
            language: fields.language,
            updatedAt: now,
          })
          .where(eq(users.id, id));
        await writeProfile(tx as unknown as Database, id, fields, now);
        await writeRights(tx as unknown as Database, id, fields.enabledSubjects);
        // Disabling a user ends all of its sessions at once (its app is told at its next user-info check) and revokes
        // its quick sign-in on every device.
        if (fields.disabled && !before.disabled) {
          await endSessionsOfUser(tx as unknown as Database, id, now, { reason: 'disabled' });
          await revokeUserSecrets(tx as unknown as Database, id, now);
        }
        const after = (await userFields(tx as unknown as Database, id))!;
        await logChange(tx as unknown as Database, 'user', id, {
          actorEmail: actor.email,
          action: 'updated',
          changes: userChanges(before, after),
          at: now,
        });
      });
      return (await userDetail(ctx.db, id))!;
    },
  );

  // ---- tags (the editor's rule) ----
  app.get<{ Reply: TablePage<AdminTag> }>('/admin/tags', async (request) => {
    await requireRole(ctx, request, 'editor');
    const query = tableQueryOf(request, ADMIN_LIST_QUERIES.tags);
    const { name, category } = query.filters;
    const where = and(
      name ? or(...Object.values(NAME_COLUMN).map((column) => ilike(column, containing(name)))) : undefined,
      category ? ilike(tags.category, containing(category)) : undefined,
    );
    const order = orderOf(
      query,
      { id: tags.id, name: tags.namePtBr, category: tags.category, contentCount: tagCount },
      [asc(tags.namePtBr), asc(tags.id)],
      tags.id,
    );
    return page(
      query,
      async (limit, offset) =>
        (
          await ctx.db
            .select({ tag: tags, contentCount: tagCount })
            .from(tags)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
        ).map(({ tag, contentCount }) => ({
          id: tag.id,
          ...tagNames(tag),
          category: tag.category,
          contentCount: Number(contentCount),
        })),
      async () => (await ctx.db.select({ n: count() }).from(tags).where(where))[0]?.n ?? 0,
    );
  });

  app.get<{ Params: AdminRecordParams; Reply: AdminTagDetail }>(
    '/admin/tags/:id',
    { schema: { params: RecordParams } },
    async (request) => {
      await requireRole(ctx, request, 'editor');
      const tag = await tagDetail(ctx.db, request.params.id);
      if (!tag) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      return tag;
    },
  );

  app.post<{ Body: AdminTagFields; Reply: AdminTagDetail }>(
    '/admin/tags',
    { schema: { body: TagFieldsSchema } },
    async (request, reply) => {
      const { user: actor } = await requireRole(ctx, request, 'editor');
      await checkTag(ctx.db, request.body, requestLocale(request));
      const id = await saveTag(ctx.db, request.body, null, actor, ctx.now());
      reply.status(201);
      return (await tagDetail(ctx.db, id))!;
    },
  );

  app.put<{ Params: AdminRecordParams; Body: AdminTagFields; Reply: AdminTagDetail }>(
    '/admin/tags/:id',
    { schema: { params: RecordParams, body: TagFieldsSchema } },
    async (request) => {
      const { user: actor } = await requireRole(ctx, request, 'editor');
      const { id } = request.params;
      if (!(await tagDetail(ctx.db, id))) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      await checkTag(ctx.db, request.body, requestLocale(request));
      await saveTag(ctx.db, request.body, id, actor, ctx.now());
      return (await tagDetail(ctx.db, id))!;
    },
  );

  // ---- the lists that serve the forms ----
  for (const name of DROPDOWNS)
    app.get<{ Reply: DropdownOption[] }>(`/dropdown/${name}`, async (request) => {
      await requireRole(ctx, request, DROPDOWN_RULES[name]);
      return dropdownOptions(ctx.db, name, requestLocale(request));
    });

  app.get<{ Reply: UserOption[] }>('/filter/user-all', async (request) => {
    await requireRole(ctx, request, USER_FILTER_RULE);
    return ctx.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .orderBy(asc(users.name), asc(users.id));
  });

  app.get<{ Querystring: AcronymQuery; Reply: AcronymMatch }>(
    '/acronym/find/key',
    { schema: { querystring: AcronymQuerySchema } },
    async (request) => {
      await requireRole(ctx, request, ACRONYM_RULE);
      const key = request.query.key.trim();
      const [row] = await ctx.db
        .select({ id: subjects.id, nome: subjects.nome })
        .from(subjects)
        .where(sql`upper(${subjects.mne}) = upper(${key})`);
      return { key, subject: row ?? null };
    },
  );
}

/** The rule of each route of this module, for the tests that call them as every reader. */
export const ADMIN_ROUTE_RULES: Readonly<Record<string, AdminRole>> = {
  '/api/admin/subjects': 'editor',
  '/api/admin/subjects/:id': 'editor',
  '/api/admin/users': 'admin',
  '/api/admin/users/:id': 'admin',
  '/api/admin/tags': 'editor',
  '/api/admin/tags/:id': 'editor',
  ...Object.fromEntries(DROPDOWNS.map((name) => [`/api/dropdown/${name}`, DROPDOWN_RULES[name]])),
  '/api/filter/user-all': USER_FILTER_RULE,
  '/api/acronym/find/key': ACRONYM_RULE,
  // The publishing desk's routes (server/admin/publishing.routes.ts): the publisher's rule, every one.
  ...Object.fromEntries(
    ['', '/:id', '/:id/save', '/:id/schedule', '/:id/send-now', '/:id/resume'].map((tail) => [
      `/api/admin/publishing${tail}`,
      'publisher' as const,
    ]),
  ),
};
