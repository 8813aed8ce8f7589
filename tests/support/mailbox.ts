// The dev mailbox (DEV_MAILBOX=true), read by the end-to-end tests and the browser scenarios. A mail counts when it
// was sent at or after `since` (the server and the tests share the machine's clock, in milliseconds): a mail from
// the step before, even a moment before, is never taken for the one being waited for.
// QA_MAIL_URL points the reads at another mail catcher (the acceptance scenarios run against another deployment): it is
// asked `QA_MAIL_URL?to=<address>` and answers the dev mailbox's JSON, the mails to that address newest first (or only
// the newest, as one object), each with `to`, `subject`, `text` and `sentAt` (an ISO 8601 instant).

/** What reads the mailbox: Playwright's request context (of the test runner or of playwright-core). */
interface APIRequestContext {
  get(url: string): Promise<{ json(): Promise<unknown> }>;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The mails sent to `to`, newest first, from the dev mailbox or the mail catcher at QA_MAIL_URL. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const catcher = process.env.QA_MAIL_URL;
  const query = `to=${encodeURIComponent(to)}`;
  const url = catcher ? `${catcher}${catcher.includes('?') ? '&' : '?'}${query}` : `/dev/mailbox.json?${query}`;
  const body = (await (await request.get(url)).json()) as Mail[] | Mail | null;
  return Array.isArray(body) ? body : body ? [body] : [];
}

/** The six-digit code of the newest mail sent to `to` after `since`, read from the dev mailbox. */
export async function latestCode(request: APIRequestContext, to: string, since: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = await mailsTo(request, to);
    const mail = mails.find((m) => m.to === to && Date.parse(m.sentAt) >= since);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${to}`);
}

/** The first match of `pattern` in the newest mail sent to `to` after `since`, read from the dev mailbox. */
export async function latestMatch(
  request: APIRequestContext,
  to: string,
  since: number,
  pattern: RegExp,
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = await mailsTo(request, to);
    const match = mails.find((m) => Date.parse(m.sentAt) >= since && pattern.test(m.text))?.text.match(pattern)?.[0];
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** How many mails were sent to `to` after `since`. */
export async function mailsSince(request: APIRequestContext, to: string, since: number): Promise<number> {
  const mails = await mailsTo(request, to);
  return mails.filter((m) => Date.parse(m.sentAt) >= since).length;
}
