// Probe (b): an XSS corpus through every stored text input, rendered in Chromium. Each payload goes in as a
// registrant's name (the account is confirmed), a lost-access message, a new client's name, an account-change message,
// an acceptor user agent and a push-device id. Then everything that shows those texts is rendered: the signed-in app's
// account page (name in the page and the header), every mail the requests sent (as an e-mail client shows its HTML)
// and the dev mailbox. The browser runs with the Content-Security-Policy bypassed, so the escaping alone is tested; a
// payload that runs calls __xss. Prints "xss: N payloads, M renders, 0 executions".
import { sql } from 'drizzle-orm';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfCheckDigits } from '../../core';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession, queryRows, SEED_PASSWORD, trustDevice } from '../../server/testing';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../support/chromium';
import { count, recordFigure } from './figures';

const PASSWORD = 'Senha#Forte#2026';
/** Payloads probed at once. */
const CONCURRENT_PAYLOADS = 2;

/** The payload templates: `X` is the call that reports an execution. */
const TEMPLATES = [
  '<script>X</script>',
  '<img src=x onerror=X>',
  '<img src="x" onerror="X"/>',
  '<svg onload=X>',
  '<svg/onload=X//',
  '<svg><script>X</script></svg>',
  '<body onload=X>',
  '<details open ontoggle=X>',
  '<input autofocus onfocus=X>',
  '<select autofocus onfocus=X>',
  '<textarea autofocus onfocus=X>',
  '<a href="javascript:X">x</a>',
  '<iframe src="javascript:parent.X">',
  '<iframe srcdoc="<script>parent.X</script>">',
  '<object data="javascript:parent.X">',
  '<embed src="javascript:parent.X">',
  '<video><source onerror=X></video>',
  '<audio src=x onerror=X>',
  '<marquee onstart=X>x</marquee>',
  '<math><mtext><table><mglyph><style><img src=x onerror=X>',
  '<noscript><p title="</noscript><img src=x onerror=X>">',
  '<template><img src=x onerror=X></template><img src=x onerror=X>',
  '<scr<script>ipt>X</scr</script>ipt>',
  '<IMG SRC=JaVaScRiPt:X>',
  '<img src=x onerror=eval(atob("WA=="))||X>',
  '<form><button formaction=javascript:X>x</button></form>',
  '<div style="width:expression(X)">',
  '<style>*{background:url("javascript:X")}</style>',
  '<link rel=import href="data:text/html,<script>parent.X</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:X">',
  '{{constructor.constructor("X")()}}',
  '${X}',
  '<img src=x onerror=&#88;>',
  '<svg><animate onbegin=X attributeName=x>',
];
/** Where a payload tries to break out of: plain text, an attribute in double or single quotes, a title or a textarea. */
const CONTEXTS = ['', '">', "'>", '</title></textarea>'];

/** The corpus: every template in every context, each reporting its own number. */
function corpus(): string[] {
  const payloads: string[] = [];
  for (const context of CONTEXTS)
    for (const template of TEMPLATES)
      payloads.push(`${context}${template.replaceAll('X', `__xss(${payloads.length})`)}`);
  return payloads.filter((payload) => payload.length <= 200);
}

let server: CeleiroServer;
let browser: Browser;
let origin: string;
const executions: string[] = [];

beforeAll(async () => {
  server = await buildTestServer({ staticDir: 'dist', devMailbox: true, rateLimit: false, contentItems: 40 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
  browser = await chromium.launch({
    executablePath: TEST_CHROMIUM,
    args: CHROMIUM_ARGS,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A browser context that reports any execution of a payload (a call of __xss, or any dialog), with the CSP off. */
async function watchedContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ bypassCSP: true, locale: 'pt-BR' });
  await context.exposeBinding('__xss', (_source, id: unknown) => void executions.push(String(id)));
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      executions.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    }),
  );
  return context;
}

/** A CPF no one has, from a number. */
const cpfOf = (n: number) => {
  const base = String(100_000_000 + n * 7919).slice(0, 9);
  return `${base}${cpfCheckDigits(base)}`;
};

const post = (url: string, payload: object, token?: string) =>
  server.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the XSS corpus', () => {
  it('is detected when it does run (the detector works)', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    await page.setContent(`${corpus()[1]}<svg onload=__xss("control")>`, { waitUntil: 'load' });
    await page.waitForTimeout(100);
    await context.close();
    expect(executions).toEqual(expect.arrayContaining(['1', 'control']));
    executions.length = 0;
  });

  it('runs nowhere it is rendered', async () => {
    const payloads = corpus();
    expect(payloads.length).toBeGreaterThanOrEqual(100);
    let renders = 0;
    let stored = 0;
    const missing: string[] = [];
    const [{ lastId = 0 } = {}] = await queryRows<{ lastId: number }>(
      server.db,
      sql`select coalesce(max(id), 0) as "lastId" from mails`,
    );

    /** Stores one payload through every text input, then renders the registrant's mailbox and account page. */
    async function probe(page: Page, payload: string, index: number): Promise<void> {
      const email = `xss${index}@example.com`;
      // The stored text inputs.
      const registered = await post('/api/auth/register', {
        email,
        emailConfirmation: email,
        nome: payload,
        userType: 'individual',
        document: cpfOf(index),
        phone: '11987654321',
        password: PASSWORD,
        acceptedTerms: true,
      });
      if (registered.statusCode !== 200) missing.push(`register ${index}: ${registered.body.slice(0, 100)}`);
      const [mail] = await queryRows<{ text: string }>(
        server.db,
        sql`select text from mails where "to" = ${email} order by id desc limit 1`,
      );
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      const confirmed = await post('/api/auth/validate/confirm-email-token', { token: registered.json().token, code });
      if (confirmed.statusCode !== 200) missing.push(`confirm ${index}: ${confirmed.body.slice(0, 100)}`);
      const { token } = await createSession(server, email);
      for (const [url, body, auth] of [
        ['/api/lost-access/client', { email, phone: '11987654321', message: `Mensagem ${payload}` }, undefined],
        ['/api/authenticate/new-client', { email, phone: '11987654321', nome: payload }, undefined],
        ['/api/my-account', { message: payload }, token],
        ['/api/acceptor/newtoken', { ua: payload }, token],
        [
          '/api/public-device/register',
          { deviceId: payload.slice(0, 128), platform: 2, deviceType: 1, pushToken: payload },
          undefined,
        ],
      ] as const) {
        const response = await post(url, body, auth);
        if (response.statusCode === 200) stored++;
        else missing.push(`${url} ${index}: ${response.statusCode}`);
      }
      stored += registered.statusCode === 200 ? 1 : 0;

      // The dev mailbox of the registrant (and of the team, now and then).
      await page.goto(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`, { waitUntil: 'load' });
      renders++;
      if (index % 20 === 0) {
        await page.goto(`${origin}/dev/mailbox?to=${encodeURIComponent(server.options.teamEmail)}`, {
          waitUntil: 'load',
        });
        renders++;
      }
      // The app, signed in as the registrant: the account page shows the name there and in the header.
      await trustDevice(server, email, 'xss-probe-device');
      const signIn = await post('/api/auth/new-signin', { email, password: PASSWORD, device_id: 'xss-probe-device' });
      const [fields] = signIn.json() as Record<string, unknown>[];
      await page.goto(`${origin}/appversion.json`);
      await page.evaluate((user) => {
        sessionStorage.setItem('currentUser', JSON.stringify(user));
        sessionStorage.setItem('authenticated', 'true');
      }, fields);
      await page.goto(`${origin}/my-account`, { waitUntil: 'load' });
      await page.getByText(email).first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(50);
      renders++;
    }

    // A few payloads at a time, each worker in a browser context of its own that it keeps (the app's code stays in
    // its cache; the signed-in user is in the tab's session storage, set anew for each payload).
    const queue = [...payloads.entries()];
    await Promise.all(
      Array.from({ length: CONCURRENT_PAYLOADS }, async () => {
        const context = await watchedContext();
        const page = await context.newPage();
        for (let next = queue.shift(); next; next = queue.shift()) await probe(page, next[1], next[0]);
        await context.close();
      }),
    );
    // Every mail the requests sent, as an e-mail client shows it.
    const context = await watchedContext();
    const page = await context.newPage();
    const mails = await queryRows<{ html: string }>(
      server.db,
      sql`select html from mails where id > ${Number(lastId)} order by id`,
    );
    for (const sent of mails) {
      await page.setContent(sent.html, { waitUntil: 'load' });
      renders++;
    }
    await page.waitForTimeout(100);
    await context.close();
    // The seeded accounts keep working (the corpus changed nothing else).
    expect(
      (await post('/api/auth/new-signin', { email: 'gratuito@example.com', password: SEED_PASSWORD })).statusCode,
    ).toBe(200);
    recordFigure(
      'xss',
      `xss: ${payloads.length} payloads through 6 stored text inputs (${count(stored)} stored), ${count(renders)} renders in Chromium with the CSP off, ${executions.length} executions`,
    );
    expect(missing.slice(0, 10)).toEqual([]);
    expect(executions).toEqual([]);
  }, 1_200_000);
});
