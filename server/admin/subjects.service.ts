// The back office's subjects (the editor's rule, checked by the routes): the list, a subject's record with its change
// log, and creating or changing a subject. The form's rules are core's, checked again here, and a subject's id and key
// (mne) are its own; every change goes into the subject's change log in the transaction that writes it.
import {
  type AdminSubject,
  type AdminSubjectDetail,
  type AdminSubjectFields,
  ErrorCode,
  type FieldIssue,
  type Locale,
  subjectChanges,
  subjectToForm,
  type TablePage,
  type TableQuery,
  validateSubjectForm,
} from '../../core';
import { type AppContext } from '../context';
import { type Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { businessError } from '../errors';
import { changeLog } from './audit.repository';
import { logChange } from './audit.service';
import { refuse } from './refusal';
import {
  findSubject,
  insertSubject,
  isKeyTaken,
  saveIconSize,
  subjectsPage as storedSubjectsPage,
  updateSubject as storeSubject,
} from './subjects.repository';

/** One page of the subjects list. */
export function subjectsPage(ctx: AppContext, query: TableQuery): Promise<TablePage<AdminSubject>> {
  return storedSubjectsPage(ctx.db, query);
}

/** A subject's record: the subject and its change log. */
export async function subjectDetail(ctx: AppContext, id: number): Promise<AdminSubjectDetail | undefined> {
  const subject = await findSubject(ctx.db, id);
  return subject && { ...subject, audit: await changeLog(ctx.db, 'subject', id) };
}

/** Checks a subject against the form's rules and the other subjects' ids and keys. */
async function checkSubject(db: Database, subject: AdminSubject, isNew: boolean, locale: Locale): Promise<void> {
  const issues: FieldIssue[] = validateSubjectForm(subjectToForm(subject));
  if (isNew && !issues.some((issue) => issue.field === 'id') && (await findSubject(db, subject.id)))
    issues.push({ field: 'id', message: 'admin.idTaken' });
  if (!issues.some((issue) => issue.field === 'mne') && (await isKeyTaken(db, subject.mne.trim(), subject.id)))
    issues.push({ field: 'mne', message: 'admin.mneTaken' });
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
  await inTransaction(db, async (tx) => {
    const before = isNew ? null : ((await findSubject(tx, id)) ?? null);
    if (isNew) await insertSubject(tx, id, values);
    else await storeSubject(tx, id, values);
    await saveIconSize(tx, id, iconSize.trim() || '24');
    const after = (await findSubject(tx, id))!;
    await logChange(tx, 'subject', id, {
      actorEmail: actor.email,
      action: isNew ? 'created' : 'updated',
      changes: subjectChanges(before, after),
      at: now,
    });
  });
}

/** Creates a subject as `actor`; its record. */
export async function createSubject(
  ctx: AppContext,
  actor: { email: string },
  subject: AdminSubject,
  locale: Locale,
): Promise<AdminSubjectDetail> {
  await checkSubject(ctx.db, subject, true, locale);
  await saveSubject(ctx.db, subject, true, actor, ctx.now());
  return (await subjectDetail(ctx, subject.id))!;
}

/** Changes a subject as `actor`; its record. 400 (not found) for an unknown subject. */
export async function updateSubject(
  ctx: AppContext,
  actor: { email: string },
  id: number,
  fields: AdminSubjectFields,
  locale: Locale,
): Promise<AdminSubjectDetail> {
  if (!(await findSubject(ctx.db, id))) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  const subject = { id, ...fields };
  await checkSubject(ctx.db, subject, false, locale);
  await saveSubject(ctx.db, subject, false, actor, ctx.now());
  return (await subjectDetail(ctx, id))!;
}
