// The document routes (under /api, SPEC §7): read-document (an attachment inline), download-document-watermark (the
// attachment stamped with the user's name, e-mail and the date, as a download), report/pdf/whatsit (the item itself as
// a PDF, stamped the same way) and public/file/download (the document
// of an e-mailed link, no session: the link works once, for 7 days). The user's rights to the item are checked on every
// request (documents.service.ts), as news/detail checks them: a reader without the right to the item or to its
// attachments gets 403.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply } from 'fastify';
import { type DocumentLinkSent, type DocumentQuery, type PublicDownloadQuery, type ReportPdfQuery } from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { type AssertSame, Int } from '../wire';
import {
  attachmentFor,
  mailDocumentLink,
  type PdfDocument,
  publicDownload,
  stampedAttachment,
  stampedReport,
} from './documents.service';
import { requireReader, signedInReader } from './guard';

/** The most attachments an item has. */
const MAX_ATTACHMENTS = 20;
const DocumentSchema = Type.Object({ id: Int(1), attachment: Int(1, MAX_ATTACHMENTS) });
export type DocumentSchemaIsCore = AssertSame<Static<typeof DocumentSchema>, DocumentQuery>;
const ReportSchema = Type.Object({ id: Int(1) });
export type ReportSchemaIsCore = AssertSame<Static<typeof ReportSchema>, ReportPdfQuery>;
/** A token as links carry it (base64url). */
const TokenSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512, pattern: '^[A-Za-z0-9_-]+$' }) });
export type TokenSchemaIsCore = AssertSame<Static<typeof TokenSchema>, PublicDownloadQuery>;

/** Sends a PDF inline (to read) or as an attachment (to save), under its name. */
function sendPdf(reply: FastifyReply, { bytes, name }: PdfDocument, disposition: 'inline' | 'attachment') {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(bytes));
}

/** Registers the document routes (under /api). */
export function documentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: DocumentQuery }>(
    '/read-document',
    { schema: { querystring: DocumentSchema } },
    async (request, reply) => {
      const who = await requireReader(ctx, request);
      return sendPdf(reply, await attachmentFor(ctx, who, request.query.id, request.query.attachment), 'inline');
    },
  );

  app.get<{ Querystring: DocumentQuery }>(
    '/download-document-watermark',
    { schema: { querystring: DocumentSchema } },
    async (request, reply) => {
      const { user, who } = await signedInReader(ctx, request);
      const { id, attachment } = request.query;
      return sendPdf(reply, await stampedAttachment(ctx, user, who, id, attachment), 'attachment');
    },
  );

  app.get<{ Querystring: ReportPdfQuery }>(
    '/report/pdf/whatsit',
    { schema: { querystring: ReportSchema } },
    async (request, reply) => {
      const { user, who } = await signedInReader(ctx, request);
      return sendPdf(reply, await stampedReport(ctx, user, who, request.query.id), 'attachment');
    },
  );

  // A link to an attachment, mailed to the reader for the public download (their rights checked as for a download).
  app.post<{ Body: DocumentQuery; Reply: DocumentLinkSent }>(
    '/document/email-link',
    { schema: { body: DocumentSchema } },
    async (request): Promise<DocumentLinkSent> => {
      const { user, who } = await signedInReader(ctx, request);
      return mailDocumentLink(ctx, user, who, requestLocale(request), request.body);
    },
  );

  app.get<{ Querystring: PublicDownloadQuery }>(
    '/public/file/download',
    { schema: { querystring: TokenSchema } },
    async (request, reply) =>
      sendPdf(reply, await publicDownload(ctx, request.query.token, requestLocale(request)), 'attachment'),
  );
}
