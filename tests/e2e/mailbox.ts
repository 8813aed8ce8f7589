import { type APIRequestContext } from '@playwright/test';

interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The six-digit code of the newest mail sent to `to` after `since`, read from the dev mailbox. */
export async function latestCode(request: APIRequestContext, to: string, since: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
    const mail = mails.find((m) => m.to === to && Date.parse(m.sentAt) >= since - 1000);
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
    const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
    const match = mails
      .find((m) => Date.parse(m.sentAt) >= since - 1000 && pattern.test(m.text))
      ?.text.match(pattern)?.[0];
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** How many mails were sent to `to` after `since`. */
export async function mailsSince(request: APIRequestContext, to: string, since: number): Promise<number> {
  const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
  return mails.filter((m) => Date.parse(m.sentAt) >= since - 1000).length;
}
