// The back office's change log: each audited record (a user, a subject, a tag) read as text field by field, and the
// fields a change changed, before and after. The server writes these with every create and update; the record's page
// shows them.
import { type AdminSubjectFields, type AdminTagFields, type AdminUserFields, type AuditChange } from './api';

/** A record's audited fields, each as text. */
export type AuditedFields = Readonly<Record<string, string>>;

/**
 * The fields that changed between two states of a record, in the order of `after`'s fields. Before null: a new
 * record, every filled field (one empty or false says nothing).
 */
export function auditChanges(before: AuditedFields | null, after: AuditedFields): AuditChange[] {
  return Object.keys(after).flatMap((field) => {
    const old = before?.[field] ?? null;
    const value = after[field] ?? null;
    if (old === value || (before === null && (value === '' || value === 'false'))) return [];
    return [{ field, before: old, after: value }];
  });
}

const sortedIds = (ids: readonly number[]): string => [...ids].sort((a, b) => a - b).join(',');

/** The audited fields of a user, as text: what an audit entry compares (never the password or its hash). */
export function auditedUserFields(user: AdminUserFields): AuditedFields {
  return {
    email: user.email,
    name: user.name,
    personType: user.personType ?? '',
    document: user.document,
    phone: user.phone,
    country: user.country,
    groups: [...user.groups].sort().join(','),
    language: user.language,
    profile: String(user.profile),
    signature: user.signature,
    enabledSubjects: sortedIds(user.enabledSubjects),
    hasQuotesRights: String(user.hasQuotesRights),
    roles: [...user.roles].sort().join(','),
    disabled: String(user.disabled),
  };
}

/** The fields that changed between two states of a user (before null: a new user, every filled field). */
export function userChanges(before: AdminUserFields | null, after: AdminUserFields): AuditChange[] {
  return auditChanges(before && auditedUserFields(before), auditedUserFields(after));
}

/** The audited fields of a subject, as text (its code is the record's own); its routes as the form writes them. */
export function auditedSubjectFields(subject: AdminSubjectFields): AuditedFields {
  return {
    nome: subject.nome,
    namePtBr: subject.namePtBr,
    nameEnEu: subject.nameEnEu,
    nameEsEs: subject.nameEsEs,
    nameEsAr: subject.nameEsAr,
    namePtPt: subject.namePtPt,
    icone: subject.icone,
    iconSize: subject.iconSize,
    habilitado: String(subject.habilitado),
    originCode: String(subject.originCode),
    mne: subject.mne,
    platformWdmaRoute: subject.platformWdmaRoute.map((route) => `${route.country}:${route.routeName}`).join(', '),
  };
}

/** The fields that changed between two states of a subject (before null: a new subject, every filled field). */
export function subjectChanges(before: AdminSubjectFields | null, after: AdminSubjectFields): AuditChange[] {
  return auditChanges(before && auditedSubjectFields(before), auditedSubjectFields(after));
}

/** The audited fields of a tag, as text: its names, category and the content that carries it (by code, in order). */
export function auditedTagFields(tag: AdminTagFields): AuditedFields {
  return {
    namePtBr: tag.namePtBr,
    nameEnEu: tag.nameEnEu,
    nameEsEs: tag.nameEsEs,
    nameEsAr: tag.nameEsAr,
    namePtPt: tag.namePtPt,
    category: tag.category,
    contentIds: sortedIds([...new Set(tag.contentIds)]),
  };
}

/** The fields that changed between two states of a tag (before null: a new tag, every filled field). */
export function tagChanges(before: AdminTagFields | null, after: AdminTagFields): AuditChange[] {
  return auditChanges(before && auditedTagFields(before), auditedTagFields(after));
}
