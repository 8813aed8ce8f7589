// The documents of an item for a reader (SPEC §7): an attachment as a PDF, the item itself as a PDF, each stamped with
// the user's name, e-mail and the date when downloaded, and the e-mailed link of the public download (the link works
// once, for 7 days). The reader's rights to the item are checked on every request, as news/detail checks them: a
// reader without the right to the item or to its attachments gets 403.
import {
  DEFAULT_TIME_ZONE,
  downloadTokenExpiry,
  DOWNLOAD_TOKEN_INVALID_ERROR,
  DOWNLOAD_TOKEN_NOT_FOUND_ERROR,
  type DocumentLinkSent,
  ErrorCode,
  type Locale,
  LOCALE_TAGS,
  otherMessage,
  safeFileName,
  watermarkText,
} from '../../core';
import { findUserById } from '../account/users.repository';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { ApiError, businessError, forbidden } from '../errors';
import { type DocumentSource, plainText, renderAttachment, renderReport, servedName, stampDocument } from './documents';
import { issueDownloadToken, useDownloadToken } from './download-tokens.repository';
import { documentLinkMail } from './mails';
import { findBody, findItem } from './repository';
import { accessTo, itemTitle, readerOf, type Reader } from './service';
import { SERVER_CATALOGUES } from '../messages';

/** A PDF to send, under its name. */
export interface PdfDocument {
  bytes: Uint8Array;
  name: string;
}

/** The day in the platform's time zone, YYYY-MM-DD. */
const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(date);

/** The subject's name in the reader's language. */
const subjectName = (who: Reader, id: number) => who.subjects.get(id)?.[`name${who.locale}`] ?? '';

/**
 * An item the reader may have as a document, and what a document shows of it: 400 (`unknown`) for an unknown item, 403
 * when the reader's rights do not include the item or its documents (a Demo reads items without them).
 */
async function documentSourceFor(ctx: AppContext, who: Reader, id: number, unknown: ErrorCode) {
  const row = await findItem(ctx.db, id);
  if (!row) throw businessError(unknown);
  const access = accessTo(who, row);
  if (access.kind !== 'open' || access.hideAttachments) throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  const body = await findBody(ctx.db, row.id);
  const source: DocumentSource = {
    id: row.id,
    title: row.titlePt,
    summary: row.summaryPt,
    body: plainText(body?.bodyPt ?? ''),
    subject: subjectName(who, row.subjectId),
    type: row.publicationType,
    author: row.authorName,
    date: row.dtReport ?? row.dtPublish,
  };
  return { row, source };
}

/** The PDF of an attachment the reader may have: as documentSourceFor, and 400 (5000) for an unknown attachment. */
export async function attachmentFor(
  ctx: AppContext,
  who: Reader,
  id: number,
  attachment: number,
): Promise<PdfDocument> {
  const { row, source } = await documentSourceFor(ctx, who, id, ErrorCode.DOCUMENT_NOT_FOUND);
  if (attachment > row.attachments.length) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  return { bytes: await renderAttachment(source, attachment), name: safeFileName(servedName(row, attachment)) };
}

/** The document stamped for a user at this moment. */
function stampFor(user: UserRow, bytes: Uint8Array, now: Date): Promise<Uint8Array> {
  return stampDocument(bytes, watermarkText({ name: user.name, email: user.email, date: dayOf(now) }));
}

/** An attachment the reader may have, stamped for its user now. */
export async function stampedAttachment(
  ctx: AppContext,
  user: UserRow,
  who: Reader,
  id: number,
  attachment: number,
): Promise<PdfDocument> {
  const { bytes, name } = await attachmentFor(ctx, who, id, attachment);
  return { bytes: await stampFor(user, bytes, ctx.now()), name };
}

/** The item itself as a PDF, stamped for its user now: 400 (5003) for an unknown item. */
export async function stampedReport(ctx: AppContext, user: UserRow, who: Reader, id: number): Promise<PdfDocument> {
  const { source } = await documentSourceFor(ctx, who, id, ErrorCode.REPORT_NOT_FOUND);
  const bytes = await stampFor(user, await renderReport(source), ctx.now());
  return { bytes, name: safeFileName(`${source.title}.pdf`) };
}

/** Mails the user a link to an attachment the reader may have, for the public download; where and until when. */
export async function mailDocumentLink(
  ctx: AppContext,
  user: UserRow,
  who: Reader,
  locale: Locale,
  { id, attachment }: { id: number; attachment: number },
): Promise<DocumentLinkSent> {
  const { row } = await documentSourceFor(ctx, who, id, ErrorCode.DOCUMENT_NOT_FOUND);
  if (attachment > row.attachments.length) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  const now = ctx.now();
  const token = await issueDownloadToken(ctx.db, { userId: user.id, contentId: id, attachment }, now);
  const expiresAt = downloadTokenExpiry(now);
  const until = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: DEFAULT_TIME_ZONE });
  await ctx.mailer.send(
    documentLinkMail(user.email, locale, {
      name: user.name,
      title: itemTitle(row, locale),
      file: servedName(row, attachment),
      until: until.format(expiresAt),
      link: `${ctx.options.publicUrl}/pages/download-file?token=${encodeURIComponent(token)}`,
    }),
  );
  return { email: user.email, expiresAt: expiresAt.toISOString() };
}

/**
 * The attachment of an e-mailed link, stamped for the user it was sent to: the link is used up; 400 for a link
 * unknown, used or expired; 403 when that user's rights, as they are now, do not include it.
 */
export async function publicDownload(ctx: AppContext, token: string, locale: Locale): Promise<PdfDocument> {
  const now = ctx.now();
  const used = await useDownloadToken(ctx.db, token, now);
  if (used.state !== 'valid') {
    const notFound = used.state === 'not-found';
    throw new ApiError(400, notFound ? DOWNLOAD_TOKEN_NOT_FOUND_ERROR : DOWNLOAD_TOKEN_INVALID_ERROR, 400, (locale) =>
      otherMessage(notFound ? 'downloadTokenNotFound' : 'downloadTokenInvalid', SERVER_CATALOGUES[locale]),
    );
  }
  const { grant } = used;
  const user = await findUserById(ctx.db, grant.userId);
  // The rights are those of the user the link was sent to, as they are now.
  if (!user || user.disabled) throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  const who = await readerOf(ctx.db, user, locale, now);
  const { bytes, name } = await attachmentFor(ctx, who, grant.contentId, grant.attachment);
  return { bytes: await stampFor(user, bytes, now), name };
}
