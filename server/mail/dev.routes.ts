// Development tools (under /dev): the captured mailbox as HTML and JSON. Not registered in production.
import { Type, type Static } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../context';
import { escapeHtml } from './mailer';
import { sentMails } from './mailbox.service';
import { type StoredMail } from './repository';
import { type AssertSame, Text } from '../wire';

/** The query of the dev mailbox: only the mails to one address (`lang` is the language every request may carry). */
export interface MailboxFilter {
  to?: string;
  lang?: string;
}
// The dev mailbox is the server's own tool for QA, not a call of the app: its contract lives here, not in core.
const MailboxQuery = Type.Object({ to: Type.Optional(Text(254)), lang: Type.Optional(Text(16)) });
export type MailboxQueryIsDeclared = AssertSame<Static<typeof MailboxQuery>, MailboxFilter>;

/** Registers /dev/mailbox and /dev/mailbox.json. */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: MailboxFilter; Reply: StoredMail[] }>(
    '/mailbox.json',
    { schema: { querystring: MailboxQuery } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return sentMails(ctx, request.query.to || undefined);
    },
  );

  app.get<{ Querystring: MailboxFilter }>(
    '/mailbox',
    { schema: { querystring: MailboxQuery } },
    async (request, reply) => {
      const mails = await sentMails(ctx, request.query.to || undefined);
      const items = mails
        .map(
          (m) =>
            `<li><p><strong>${escapeHtml(m.subject)}</strong><br>Para: ${escapeHtml(m.to)}<br><time>${escapeHtml(m.sentAt)}</time></p><pre>${escapeHtml(m.text)}</pre></li>`,
        )
        .join('\n');
      const body = mails.length > 0 ? `<ol>${items}</ol>` : '<p>Nenhuma mensagem.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de correio (dev)</title></head><body style="font-family:sans-serif;max-width:50rem;margin:2rem auto"><h1>Caixa de correio (dev)</h1>${body}</body></html>`,
        );
    },
  );
}
