// The publishing desk's rules: publications stored, listed and changed as the workflow allows (core
// nextPublishingStatus). A draft's fields are checked by core's rules and against the commodities offered; its body
// is sanitised before it is stored; a move the workflow does not allow is refused (PublishingRefused). Sending is
// server/admin/publishing.ts.
import {
  issueText,
  type Locale,
  type NewsStatus,
  nextPublishingStatus,
  type PublishingAction,
  type PublishingDraft,
  type PublishingItem,
  type PublishingPage,
  type PublishingRow,
  shareCountsOf,
  type TableQuery,
  validatePublishingDraft,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { validationError } from '../errors';
import { listSubjects } from '../shell/subjects.repository';
import {
  countDelivered,
  type DraftValues,
  findPublicationRow,
  insertPublication,
  publicationsPage,
  publicationStatus,
  setDraft,
  setScheduled,
  shareCountsFor,
  updateDraft,
} from './publishing.repository';
import { type PublishingItemRow } from './publishing.schema';
import { sanitizeNewsBody } from './sanitize';
import { SERVER_CATALOGUES } from '../messages';

/** Why an action was refused: a workflow refusal (a field message key) or an unknown publication. */
export class PublishingRefused extends Error {
  constructor(
    readonly reason:
      'publishing.notEditable' | 'publishing.notAllowed' | 'publishing.scheduleInPast' | 'publishing.scheduleInvalid',
  ) {
    super(reason);
  }
}

/** A publication as the desk shows it, with its deliveries made. */
function toItem(row: PublishingItemRow, delivered: number): PublishingItem {
  return {
    id: row.id,
    status: row.status as NewsStatus,
    publicationType: row.publicationType,
    commodities: row.commodities,
    tags: row.tags,
    importance: row.importance as PublishingItem['importance'],
    exclusive: row.exclusive,
    live: row.live,
    highlight: row.highlight,
    highlightTitle: row.highlightTitle,
    title: row.title,
    summary: row.summary,
    body: row.body,
    attachments: row.attachments,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    failures: row.failures,
    delivered,
    contentIds: row.contentIds,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The desk's list: filtered by title (contains), type, status and day (UTC), sorted by a column, a page at a time. */
export async function listPublications(ctx: AppContext, query: TableQuery): Promise<PublishingPage> {
  const { rows, total } = await publicationsPage(ctx.db, query);
  const shares = await shareCountsFor(
    ctx.db,
    rows.flatMap((row) => row.contentIds),
  );
  return {
    items: rows.map((row): PublishingRow => ({
      id: row.id,
      title: row.title,
      publicationType: row.publicationType,
      status: row.status as NewsStatus,
      commodities: row.commodities,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      sentAt: row.sentAt?.toISOString() ?? null,
      failures: row.failures,
      shares: shareCountsOf(row.contentIds.flatMap((id) => shares.get(id) ?? [])),
      date: (row.sentAt ?? row.scheduledAt ?? row.updatedAt).toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One publication, or undefined. */
export async function findPublication(ctx: AppContext, id: number): Promise<PublishingItem | undefined> {
  const row = await findPublicationRow(ctx.db, id);
  if (!row) return undefined;
  return toItem(row, await countDelivered(ctx.db, id));
}

/** Checks a draft with the core's rules and the commodities offered; field errors in the request's language. */
export async function checkDraft(ctx: AppContext, draft: PublishingDraft, locale: Locale): Promise<void> {
  const issues = validatePublishingDraft(draft).map((issue) => ({
    field: issue.field,
    message: issueText(issue, SERVER_CATALOGUES[locale]),
  }));
  if (draft.commodities.length > 0) {
    const known = new Set((await listSubjects(ctx.db)).map((s) => s.id));
    if (draft.commodities.some((id) => !known.has(id)))
      issues.push({
        field: 'commodities',
        message: issueText({ message: 'publishing.chooseCommodity' }, SERVER_CATALOGUES[locale]),
      });
  }
  if (issues.length > 0) throw validationError('invalidRequest', issues);
}

/** The stored values of a draft: its body sanitised, its tags trimmed and unique, its attachments' texts trimmed. */
async function draftValues(draft: PublishingDraft): Promise<DraftValues> {
  return {
    publicationType: draft.publicationType,
    commodities: [...new Set(draft.commodities)],
    tags: [...new Set(draft.tags.map((tag) => tag.trim()).filter(Boolean))],
    importance: draft.importance,
    exclusive: draft.exclusive,
    live: draft.live,
    highlight: draft.highlight,
    highlightTitle: draft.highlight ? draft.highlightTitle.trim() : '',
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    body: await sanitizeNewsBody(draft.body),
    attachments: draft.attachments.map(({ name, url, mimeType, size }) => ({
      name: name.trim(),
      url: url.trim(),
      mimeType,
      size,
    })),
  };
}

/** Checks an action against the workflow; throws the refusal. */
export function transition(current: NewsStatus | null, action: PublishingAction): NewsStatus {
  const next = nextPublishingStatus(current, action);
  if (!next.ok) throw new PublishingRefused(next.reason);
  return next.status;
}

/** Stores a new publication as a draft. */
export async function createPublication(ctx: AppContext, author: UserRow, draft: PublishingDraft): Promise<number> {
  const now = ctx.now();
  const status = transition(null, { kind: 'save' });
  return insertPublication(ctx.db, {
    ...(await draftValues(draft)),
    status,
    authorId: author.id,
    authorName: author.name,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Changes a publication's text, keeping its status (a scheduled one stays scheduled); false when there is none. A
 * publication that is being sent, was sent or ended in error is refused (its content is published).
 */
export async function updatePublication(ctx: AppContext, id: number, draft: PublishingDraft): Promise<boolean> {
  const current = await publicationStatus(ctx.db, id);
  if (current === undefined) return false;
  transition(current, { kind: 'save' });
  const values = await draftValues(draft);
  if (!(await updateDraft(ctx.db, id, values, ctx.now()))) throw new PublishingRefused('publishing.notEditable');
  return true;
}

/** Keeps a publication as a draft (a scheduled one leaves the schedule); false when there is none. */
export async function unschedulePublication(ctx: AppContext, id: number): Promise<boolean> {
  const status = await publicationStatus(ctx.db, id);
  if (status === undefined) return false;
  transition(status, { kind: 'save' });
  await setDraft(ctx.db, id, ctx.now());
  return true;
}

/** Schedules a publication at a future time; false when there is none. */
export async function schedulePublication(ctx: AppContext, id: number, at: Date): Promise<boolean> {
  const status = await publicationStatus(ctx.db, id);
  if (status === undefined) return false;
  transition(status, { kind: 'schedule', at, now: ctx.now() });
  if (!(await setScheduled(ctx.db, id, at, ctx.now()))) throw new PublishingRefused('publishing.notAllowed');
  return true;
}
