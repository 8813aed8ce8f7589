// A mail to a person: paragraphs, with an optional highlighted code or link in the middle, as text and as HTML.
import { escapeHtml, type OutgoingMail } from './mailer';

/** A mail as paragraphs, with an optional highlighted code or link in the middle. */
export interface MailBody {
  subject: string;
  before: string[];
  code?: string;
  link?: string;
  after: string[];
}

/** The mail of `body` to `to`, as text and as HTML (every text escaped). */
export function render(to: string, body: MailBody): OutgoingMail {
  const middle = body.code ?? body.link;
  const text = [...body.before, ...(middle ? ['', middle, ''] : []), ...body.after].join('\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`);
  const html = [
    ...paragraphs(body.before),
    ...(body.code
      ? [`<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(body.code)}</p>`]
      : []),
    ...(body.link ? [`<p><a href="${escapeHtml(body.link)}">${escapeHtml(body.link)}</a></p>`] : []),
    ...paragraphs(body.after),
  ].join('\n');
  return { to, subject: body.subject, text, html };
}
