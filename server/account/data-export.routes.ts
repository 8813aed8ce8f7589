// One's data and devices in my account: POST user/data-export (the copy, e-mailed as a link), GET
// user/data-export/download (the link: public, the token in the address, once, for 24 hours), GET user/devices and
// DELETE user/devices/{id} (the signed-in devices; ending one ends its sessions).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  type DataExportDownloadQuery,
  type DataExportRequested,
  type DeviceEnded,
  type EndDeviceParams,
  LOCALE_TAGS,
  type Locale,
  localeFromBrowserLanguage,
  type SignedInDevices,
} from '../../core';
import { type AppContext } from '../context';
import { ApiError, sendError } from '../errors';
import { escapeHtml } from '../mail/mailer';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { type AssertSame } from '../wire';
import { requestDataExport, useDataExportLink, type DataExportDownload } from './data-export.service';
import { EXPORT_REFUSAL_TEXTS } from './data-export.texts';
import { endDevice, signedInDevices } from './devices.service';

/** A token as links carry it (base64url). */
const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512, pattern: '^[A-Za-z0-9_-]+$' }) });
export type TokenQueryIsCore = AssertSame<Static<typeof TokenQuery>, DataExportDownloadQuery>;
const DeviceParams = Type.Object({ id: Type.String({ minLength: 32, maxLength: 32, pattern: '^[0-9a-f]+$' }) });
export type DeviceParamsIsCore = AssertSame<Static<typeof DeviceParams>, EndDeviceParams>;

/** Why a link does not work. */
type Refusal = Exclude<DataExportDownload['state'], 'valid'>;

/** The HTTP status of a link that does not work: unknown 404, still being built 409, used or expired 410. */
const REFUSAL_STATUS: Record<Refusal, number> = { 'not-found': 404, pending: 409, used: 410, expired: 410 };

/** Why a link does not work, in a locale. */
function refusalReason(state: Refusal, locale: Locale): string {
  const t = EXPORT_REFUSAL_TEXTS[locale];
  return state === 'not-found' ? t.notFound : state === 'pending' ? t.pending : state === 'used' ? t.used : t.expired;
}

/** The page of a link that does not work, in the copy's language (else the browser's). */
function refusalPage(state: Refusal, locale: Locale, appUrl: string): string {
  const t = EXPORT_REFUSAL_TEXTS[locale];
  const reason = refusalReason(state, locale);
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2421;background:#f5f5f2}main{box-sizing:border-box;width:calc(100% - 2rem);max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d6d9d4;border-radius:8px}h1{margin-top:0;font-size:1.5rem;color:#1f6b33}a{color:#1f6b33;font-weight:600}</style><title>${escapeHtml(t.title)} · Celeiro</title></head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p id="reason">${escapeHtml(reason)}</p>
<p>${escapeHtml(t.again)}</p>
<p><a href="${escapeHtml(appUrl)}/account/my-data">Celeiro</a></p>
</main>
</body>
</html>
`;
}

/** Registers the routes (under /api). */
export function dataExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Reply: DataExportRequested }>('/user/data-export', async (request, reply) => {
    const { user } = await requireSession(ctx, request);
    const cookies = request.headers['x-cookies-accepted'];
    const answer = await requestDataExport(
      ctx,
      user,
      requestLocale(request),
      typeof cookies === 'string' ? cookies : undefined,
    );
    return reply.code(202).send(answer);
  });

  app.get<{ Querystring: DataExportDownloadQuery }>(
    '/user/data-export/download',
    { schema: { querystring: TokenQuery } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      const found = await useDataExportLink(ctx, request.query.token);
      if (found.state === 'valid')
        return reply
          .type('application/zip')
          .header('Content-Disposition', `attachment; filename="${found.fileName}"`)
          .send(found.archive);
      const status = REFUSAL_STATUS[found.state];
      // A browser that follows the mailed link reads a page; any other client gets the SPEC error body.
      if (!(request.headers.accept ?? '').includes('text/html')) {
        const { state } = found;
        return sendError(
          request,
          reply,
          new ApiError(status, 'DataExportLinkError', status, (locale) => refusalReason(state, locale)),
        );
      }
      const locale =
        found.locale ??
        localeFromBrowserLanguage(request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim());
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(refusalPage(found.state, locale, ctx.options.publicUrl));
    },
  );

  app.get<{ Reply: SignedInDevices }>('/user/devices', async (request) => {
    const { session } = await requireSession(ctx, request);
    return { devices: await signedInDevices(ctx, session) };
  });

  app.delete<{ Params: EndDeviceParams; Reply: DeviceEnded }>(
    '/user/devices/:id',
    { schema: { params: DeviceParams } },
    async (request) => {
      const { session } = await requireSession(ctx, request);
      return endDevice(ctx, session, request.params.id);
    },
  );
}
