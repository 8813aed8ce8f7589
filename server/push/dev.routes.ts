// Development tools (under /dev): the dev push outbox as HTML and JSON. Not registered in production.
import { Type, type Static } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../context';
import { escapeHtml } from '../mail/mailer';
import { sentPushes } from './outbox.service';
import { type StoredPush } from './repository';
import { type AssertSame, Text } from '../wire';

/** The query of the dev push outbox: only the pushes to one device (`lang` is the language every request may carry). */
export interface PushOutboxFilter {
  device?: string;
  lang?: string;
}
// The dev push outbox is the server's own tool for QA, not a call of the app: its contract lives here, not in core.
const PushOutboxQuery = Type.Object({ device: Type.Optional(Text(128)), lang: Type.Optional(Text(16)) });
export type PushOutboxQueryIsDeclared = AssertSame<Static<typeof PushOutboxQuery>, PushOutboxFilter>;

/** Registers /dev/push-outbox and /dev/push-outbox.json. */
export function pushDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: PushOutboxFilter; Reply: StoredPush[] }>(
    '/push-outbox.json',
    { schema: { querystring: PushOutboxQuery } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return sentPushes(ctx, request.query.device || undefined);
    },
  );

  app.get<{ Querystring: PushOutboxFilter }>(
    '/push-outbox',
    { schema: { querystring: PushOutboxQuery } },
    async (request, reply) => {
      const sent = await sentPushes(ctx, request.query.device || undefined);
      const items = sent
        .map(
          (p) =>
            `<li><p><strong>${escapeHtml(p.title)}</strong><br>Aparelho: ${escapeHtml(p.deviceId)} (plataforma ${p.platform})<br><time>${escapeHtml(p.sentAt)}</time></p><p>${escapeHtml(p.body)}</p><pre>${escapeHtml(JSON.stringify(p.data))}</pre></li>`,
        )
        .join('\n');
      const body = sent.length > 0 ? `<ol>${items}</ol>` : '<p>Nenhuma notificação.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Notificações push (dev)</title></head><body style="font-family:sans-serif;max-width:50rem;margin:2rem auto"><h1>Notificações push (dev)</h1>${body}</body></html>`,
        );
    },
  );
}
