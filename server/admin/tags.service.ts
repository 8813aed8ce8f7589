// The back office's tags (the editor's rule, checked by the routes): the list, a tag's record (the content that
// carries it and its change log), and creating or changing a tag. The form's rules are core's, checked again here,
// with the content that exists; every change goes into the tag's change log in the transaction that writes it.
import {
  type AdminTag,
  type AdminTagDetail,
  type AdminTagFields,
  ErrorCode,
  type FieldIssue,
  type Locale,
  type TablePage,
  type TableQuery,
  tagChanges,
  tagToForm,
  validateTagForm,
} from '../../core';
import { type AppContext } from '../context';
import { type Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { businessError } from '../errors';
import { changeLog } from './audit.repository';
import { logChange } from './audit.service';
import { refuse } from './refusal';
import {
  countContent,
  findTag,
  insertTag,
  tagContent,
  taggedContent,
  taggedContentIds,
  tagNames,
  tagsPage as storedTagsPage,
  updateTag as storeTag,
} from './tags.repository';

/** One page of the tags list. */
export function tagsPage(ctx: AppContext, query: TableQuery): Promise<TablePage<AdminTag>> {
  return storedTagsPage(ctx.db, query);
}

/** A tag's record: its names and category, the content that carries it (newest first) and its change log. */
export async function tagDetail(ctx: AppContext, id: number): Promise<AdminTagDetail | undefined> {
  const row = await findTag(ctx.db, id);
  if (!row) return undefined;
  const [content, audit] = await Promise.all([taggedContent(ctx.db, id), changeLog(ctx.db, 'tag', id)]);
  return { id: row.id, ...tagNames(row), category: row.category, contentCount: content.length, content, audit };
}

/** A tag's fields as stored: what its change log compares. */
async function tagFields(db: Database, id: number): Promise<AdminTagFields | null> {
  const row = await findTag(db, id);
  if (!row) return null;
  return { ...tagNames(row), category: row.category, contentIds: await taggedContentIds(db, id) };
}

async function checkTag(db: Database, tag: AdminTagFields, locale: Locale): Promise<void> {
  const issues: FieldIssue[] = validateTagForm(tagToForm(tag));
  const wanted = [...new Set(tag.contentIds)];
  if (wanted.length > 0 && (await countContent(db, wanted)) !== wanted.length)
    issues.push({ field: 'contentIds', message: 'admin.unknownContent' });
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
  return inTransaction(db, async (tx) => {
    const before = id === null ? null : await tagFields(tx, id);
    let tagId = id;
    if (tagId === null) tagId = await insertTag(tx, values);
    else await storeTag(tx, tagId, values);
    await tagContent(tx, tagId, [...new Set(tag.contentIds)]);
    await logChange(tx, 'tag', tagId, {
      actorEmail: actor.email,
      action: id === null ? 'created' : 'updated',
      changes: tagChanges(before, (await tagFields(tx, tagId))!),
      at: now,
    });
    return tagId;
  });
}

/** Creates a tag as `actor`; its record. */
export async function createTag(
  ctx: AppContext,
  actor: { email: string },
  tag: AdminTagFields,
  locale: Locale,
): Promise<AdminTagDetail> {
  await checkTag(ctx.db, tag, locale);
  const id = await saveTag(ctx.db, tag, null, actor, ctx.now());
  return (await tagDetail(ctx, id))!;
}

/** Changes a tag as `actor`; its record. 400 (not found) for an unknown tag. */
export async function updateTag(
  ctx: AppContext,
  actor: { email: string },
  id: number,
  tag: AdminTagFields,
  locale: Locale,
): Promise<AdminTagDetail> {
  if (!(await tagDetail(ctx, id))) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  await checkTag(ctx.db, tag, locale);
  await saveTag(ctx.db, tag, id, actor, ctx.now());
  return (await tagDetail(ctx, id))!;
}
