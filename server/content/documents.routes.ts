// The document routes (under /api, SPEC §7): read-document (an attachment inline), download-document-watermark (the
// attachment stamped with the user's name, e-mail and the date, as a download), report/pdf/whatsit (the item itself as
// a PDF, stamped the same way) and public/file/download (the document
// of an e-mailed link, no session: the link works once, for 7 days). The user's rights to the item are checked on every
// request, as news/detail checks them: a reader without the right to the item or to its attachments gets 403.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  CATALOGUES,
  DEFAULT_TIME_ZONE,
  downloadTokenExpiry,
  DOWNLOAD_TOKEN_INVALID_ERROR,
  DOWNLOAD_TOKEN_NOT_FOUND_ERROR,
  type DocumentLinkSent,
  type DocumentQuery,
  LOCALE_TAGS,
  ErrorCode,
  otherMessage,
  type PublicDownloadQuery,
  type ReportPdfQuery,
  safeFileName,
  watermarkText,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow, users } from '../db/tables';
import { ApiError, businessError, forbidden } from '../errors';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { type AssertSame, Int } from '../wire';
import { type DocumentSource, plainText, renderAttachment, renderReport, servedName, stampDocument } from './documents';
import { issueDownloadToken, useDownloadToken } from './download-tokens.repository';
import { documentLinkMail } from './mails';
import { findBody, findItem } from './repository';
import { accessTo, itemTitle, readerOf, type Reader } from './service';
import { eq } from 'drizzle-orm';

/** The most attachments an item has. */
const MAX_ATTACHMENTS = 20;
const DocumentSchema = Type.Object({ id: Int(1), attachment: Int(1, MAX_ATTACHMENTS) });
export type DocumentSchemaIsCore = AssertSame<Static<typeof DocumentSchema>, DocumentQuery>;
const ReportSchema = Type.Object({ id: Int(1) });
export type ReportSchemaIsCore = AssertSame<Static<typeof ReportSchema>, ReportPdfQuery>;
/** A token as links carry it (base64url). */
const TokenSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512, pattern: '^[A-Za-z0-9_-]+$' }) });
export type TokenSchemaIsCore = AssertSame<Static<typeof TokenSchema>, PublicDownloadQuery>;

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
async function attachmentFor(ctx: AppContext, who: Reader, id: number, attachment: number) {
  const { row, source } = await documentSourceFor(ctx, who, id, ErrorCode.DOCUMENT_NOT_FOUND);
  if (attachment > row.attachments.length) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  return { bytes: await renderAttachment(source, attachment), name: safeFileName(servedName(row, attachment)) };
}

/** Sends a PDF inline (to read) or as an attachment (to save), under its name. */
function sendPdf(reply: FastifyReply, bytes: Uint8Array, name: string, disposition: 'inline' | 'attachment') {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(bytes));
}

/** The document stamped for a user at this moment. */
function stampFor(user: UserRow, bytes: Uint8Array, now: Date): Promise<Uint8Array> {
  return stampDocument(bytes, watermarkText({ name: user.name, email: user.email, date: dayOf(now) }));
}

/** Registers the document routes (under /api). */
export function documentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: DocumentQuery }>(
    '/read-document',
    { schema: { querystring: DocumentSchema } },
    async (request, reply) => {
      const { user, generations } = await requireSession(ctx, request);
      const who = await readerOf(ctx.db, user, requestLocale(request), ctx.now(), generations);
      const { bytes, name } = await attachmentFor(ctx, who, request.query.id, request.query.attachment);
      return sendPdf(reply, bytes, name, 'inline');
    },
  );

  app.get<{ Querystring: DocumentQuery }>(
    '/download-document-watermark',
    { schema: { querystring: DocumentSchema } },
    async (request, reply) => {
      const { user, generations } = await requireSession(ctx, request);
      const who = await readerOf(ctx.db, user, requestLocale(request), ctx.now(), generations);
      const { bytes, name } = await attachmentFor(ctx, who, request.query.id, request.query.attachment);
      return sendPdf(reply, await stampFor(user, bytes, ctx.now()), name, 'attachment');
    },
  );

  app.get<{ Querystring: ReportPdfQuery }>(
    '/report/pdf/whatsit',
    { schema: { querystring: ReportSchema } },
    async (request, reply) => {
      const { user, generations } = await requireSession(ctx, request);
      const who = await readerOf(ctx.db, user, requestLocale(request), ctx.now(), generations);
      const { source } = await documentSourceFor(ctx, who, request.query.id, ErrorCode.REPORT_NOT_FOUND);
      const bytes = await stampFor(user, await renderReport(source), ctx.now());
      return sendPdf(reply, bytes, safeFileName(`${source.title}.pdf`), 'attachment');
    },
  );

  // A link to an attachment, mailed to the reader for the public download (their rights checked as for a download).
  app.post<{ Body: DocumentQuery; Reply: DocumentLinkSent }>(
    '/document/email-link',
    { schema: { body: DocumentSchema } },
    async (request): Promise<DocumentLinkSent> => {
      const { user, generations } = await requireSession(ctx, request);
      const locale = requestLocale(request);
      const who = await readerOf(ctx.db, user, locale, ctx.now(), generations);
      const { id, attachment } = request.body;
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
    },
  );

  app.get<{ Querystring: PublicDownloadQuery }>(
    '/public/file/download',
    { schema: { querystring: TokenSchema } },
    async (request, reply) => {
      const now = ctx.now();
      const used = await useDownloadToken(ctx.db, request.query.token, now);
      if (used.state !== 'valid') {
        const notFound = used.state === 'not-found';
        throw new ApiError(
          400,
          notFound ? DOWNLOAD_TOKEN_NOT_FOUND_ERROR : DOWNLOAD_TOKEN_INVALID_ERROR,
          400,
          (locale) => otherMessage(notFound ? 'downloadTokenNotFound' : 'downloadTokenInvalid', CATALOGUES[locale]),
        );
      }
      const { grant } = used;
      const [user] = await ctx.db.select().from(users).where(eq(users.id, grant.userId)).limit(1);
      // The rights are those of the user the link was sent to, as they are now.
      if (!user || user.disabled) throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
      const who = await readerOf(ctx.db, user, requestLocale(request), now);
      const { bytes, name } = await attachmentFor(ctx, who, grant.contentId, grant.attachment);
      return sendPdf(reply, await stampFor(user, bytes, now), name, 'attachment');
    },
  );
}
