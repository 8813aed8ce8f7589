// The publishing desk on the server: the publisher rule on every route, drafts checked and their bodies sanitised,
// the workflow, the list, and sending: a Coffee flash reaches by e-mail (and push) the readers whose rights include
// Coffee and whose choices let Coffee through, once, however often or concurrently it is sent; some deliveries failing
// leave it in ERROR with their count, and a resume sends only what is missing; the scheduler sends it at its time,
// also after a restart. Once sent it is an ordinary content item: detail, ticker and notification centre.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  attachmentPath,
  type ContentAttachment,
  type ContentListItem,
  type ContentNotification,
  type ErrorResponse,
  type NewsDetail,
  NewsImportance,
  NewsStatus,
  Profile,
  type PublishingDraft,
  type PublishingItem,
  type PublishingPage,
} from '../../core';
import { sendDuePublications } from '../../server/admin/publishing';
import { type CeleiroServer } from '../../server/app';
import { type AppContext } from '../../server/context';
import {
  buildTestServer,
  createSession,
  createTestClock,
  createUser,
  mailbox,
  pushOutbox,
  registerDevice,
  type TestClock,
} from '../../server/testing';

const START = new Date('2026-03-02T12:00:00.000Z');
const COFFEE = 7;
const CORN = 13;
const EMAILS = {
  publisher: 'publicador@example.com',
  editor: 'editor@example.com',
  admin: 'admin@example.com',
  subscriber: 'assinante@example.com',
  demo: 'demo@example.com',
  free: 'gratuito@example.com',
  cornOnly: 'so-milho@example.com',
  coffeeOff: 'cafe-desligado@example.com',
} as const;
type Who = keyof typeof EMAILS;

let server: CeleiroServer;
let clock: TestClock;
const tokens: Partial<Record<Who, string>> = {};

const flash = (over: Partial<PublishingDraft> = {}): PublishingDraft => ({
  publicationType: 'flash',
  commodities: [COFFEE],
  tags: ['geada'],
  importance: NewsImportance.IMPORTANT,
  exclusive: false,
  live: false,
  highlight: false,
  highlightTitle: '',
  title: 'Geada atinge cafezais do sul de Minas',
  summary: 'Perdas ainda em avaliação.',
  body: '<p>As lavouras amanheceram cobertas de gelo.</p>',
  attachments: [],
  ...over,
});

const call = (method: 'GET' | 'POST', url: string, who?: Who, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(payload ? { payload } : {}),
  });

async function ok<T>(method: 'GET' | 'POST', url: string, who: Who = 'publisher', payload?: object): Promise<T> {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const create = (draft: PublishingDraft = flash()) =>
  ok<PublishingItem>('POST', '/api/admin/publishing', 'publisher', draft);
const mailsTo = async (who: Who, subject: string) =>
  (await mailbox(server, EMAILS[who])).filter((mail) => mail.subject === subject);

beforeAll(async () => {
  clock = createTestClock(START);
  server = await buildTestServer({ now: clock.now, devMailbox: true, publishingPollMs: 60_000 });
  await createUser(server, { email: EMAILS.cornOnly, enabledSubjects: [CORN] });
  await createUser(server, { email: EMAILS.coffeeOff, enabledSubjects: [COFFEE, CORN] });
  for (const who of Object.keys(EMAILS) as Who[]) tokens[who] = (await createSession(server, EMAILS[who])).token;
  // One reader who follows Coffee but turned its e-mails and pushes off.
  await ok('POST', '/api/user-notification', 'coffeeOff', {
    blockAll: false,
    items: [{ commodity: COFFEE, email: false, app: false }],
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  clock.set(START);
  await server.db.execute(sql`delete from publishing_items`);
  await server.db.execute(sql`delete from mails`);
  await server.db.execute(sql`delete from pushes`);
  await server.db.execute(sql`delete from push_devices`);
});

const ctxOf = (s: CeleiroServer): AppContext => ({
  db: s.db,
  now: s.now,
  mailer: s.mailer,
  push: s.push,
  options: s.options,
  log: s.app.log,
});

describe('the publisher rule on every publishing route (SPEC §6)', () => {
  const routes = [
    ['GET', '/api/admin/publishing'],
    ['GET', '/api/admin/publishing/1'],
    ['POST', '/api/admin/publishing'],
    ['POST', '/api/admin/publishing/1'],
    ['POST', '/api/admin/publishing/1/save'],
    ['POST', '/api/admin/publishing/1/schedule'],
    ['POST', '/api/admin/publishing/1/send-now'],
    ['POST', '/api/admin/publishing/1/resume'],
  ] as const;

  it('lets the publisher, the editor and the admin in', async () => {
    for (const who of ['publisher', 'editor', 'admin'] as const)
      expect((await call('GET', '/api/admin/publishing', who)).statusCode).toBe(200);
  });

  it('refuses the subscriber, the demo and the free user with 403, and no session with 401, before reading the body', async () => {
    for (const [method, url] of routes) {
      for (const who of ['subscriber', 'demo', 'free'] as const) {
        const response = await call(method, url, who, method === 'POST' ? flash() : undefined);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(response.json<ErrorResponse>().errorType).toBe('AuthError');
      }
      expect((await call(method, url, undefined, method === 'POST' ? flash() : undefined)).statusCode).toBe(401);
    }
  });
});

describe('drafts', () => {
  it('stores a draft as SAVED, its body sanitised as the reader sees it', async () => {
    const item = await create(
      flash({ body: '<p onclick="steal()">Geada<script>alert(1)</script></p><img src="/x.png" onerror="alert(1)">' }),
    );
    expect(item.status).toBe(NewsStatus.SAVED);
    expect(item.body).toContain('<p>Geada</p>');
    expect(item.body).not.toMatch(/script|onclick|onerror/);
    expect(item.body).toContain('<img src="/x.png">');
    expect(item.tags).toEqual(['geada']);
  });

  it('answers field errors in the request language: the highlight title over 120 characters, no commodity', async () => {
    for (const [lang, text] of [
      ['PtBr', 'O título deve ter no máximo 120 caracteres'],
      ['EnEu', 'The title must have at most 120 characters'],
      ['EsAr', 'El título debe tener como máximo 120 caracteres'],
    ] as const) {
      const response = await call(
        'POST',
        `/api/admin/publishing?lang=${lang}`,
        'publisher',
        flash({ highlight: true, highlightTitle: 'x'.repeat(121), commodities: [] }),
      );
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorResponse>();
      expect(body.erros).toContainEqual({ field: 'highlightTitle', message: text });
      expect(body.erros?.map((e) => e.field)).toContain('commodities');
    }
    const unknown = await call('POST', '/api/admin/publishing', 'publisher', flash({ commodities: [999] }));
    expect(unknown.statusCode).toBe(400);
    const malformed = await call('POST', '/api/admin/publishing', 'publisher', { title: 'só isto' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorResponse>().erros?.length).toBeGreaterThan(0);
  });

  it('edits a draft and a scheduled one; unknown ids are 400 with the report-not-found code', async () => {
    const item = await create();
    const edited = await ok<PublishingItem>(
      'POST',
      `/api/admin/publishing/${item.id}`,
      'editor',
      flash({ title: 'Outro' }),
    );
    expect(edited.title).toBe('Outro');
    const missing = await call('GET', '/api/admin/publishing/999999', 'publisher');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorResponse>().code).toBe(5003);
  });

  it('lists a page, filtered by title, type, status and day, sorted by a column', async () => {
    await create(flash({ title: 'Café sobe' }));
    await create(flash({ title: 'Milho cai', commodities: [CORN], publicationType: 'news' }));
    const scheduled = await create(flash({ title: 'Café agendado' }));
    await ok('POST', `/api/admin/publishing/${scheduled.id}/schedule`, 'publisher', { at: '2026-03-05T10:00:00Z' });
    const all = await ok<PublishingPage>('GET', '/api/admin/publishing?sort=title');
    expect(all.total).toBe(3);
    expect(all.items.map((row) => row.title)).toEqual(['Café agendado', 'Café sobe', 'Milho cai']);
    const coffee = await ok<PublishingPage>('GET', '/api/admin/publishing?title=caf%C3%A9&sort=title&dir=desc');
    expect(coffee.items.map((row) => row.title)).toEqual(['Café sobe', 'Café agendado']);
    expect((await ok<PublishingPage>('GET', '/api/admin/publishing?type=news')).total).toBe(1);
    expect((await ok<PublishingPage>('GET', '/api/admin/publishing?status=3')).items[0]!.title).toBe('Café agendado');
    expect((await ok<PublishingPage>('GET', '/api/admin/publishing?date=2026-03-05')).total).toBe(1);
    // A day that is none is no filter (never a database error).
    expect((await ok<PublishingPage>('GET', '/api/admin/publishing?date=2026-02-30')).total).toBe(3);
    const paged = await ok<PublishingPage>('GET', '/api/admin/publishing?pageSize=10&page=2');
    expect(paged).toMatchObject({ items: [], total: 3, page: 2, pageSize: 10 });
  });
});

describe('attachments', () => {
  const REPORT: ContentAttachment = {
    name: 'Relatório semanal.pdf',
    url: 'https://arquivos.example.com/cafe/relatorio.pdf',
    mimeType: 'application/pdf',
    size: 52_000,
  };
  const TABLES: ContentAttachment = {
    name: 'Tabelas de preços.xlsx',
    url: '/arquivos/cafe/precos.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 0,
  };
  const refusal = async (attachments: ContentAttachment[], lang = 'PtBr') => {
    const response = await call('POST', `/api/admin/publishing?lang=${lang}`, 'publisher', flash({ attachments }));
    expect(response.statusCode, response.body).toBe(400);
    return response.json<ErrorResponse>().erros;
  };

  it("keeps a draft's attachments in their order, names and addresses trimmed, and an edit's new order", async () => {
    const item = await create(flash({ attachments: [{ ...REPORT, name: ` ${REPORT.name} ` }, TABLES] }));
    expect(item.attachments).toEqual([REPORT, TABLES]);
    const edited = await ok<PublishingItem>(
      'POST',
      `/api/admin/publishing/${item.id}`,
      'publisher',
      flash({ attachments: [TABLES, REPORT] }),
    );
    expect(edited.attachments).toEqual([TABLES, REPORT]);
    expect((await ok<PublishingItem>('GET', `/api/admin/publishing/${item.id}`)).attachments).toEqual([TABLES, REPORT]);
  });

  it("refuses each attachment's field by the core's rules, in the request's language, and stores nothing", async () => {
    expect(
      await refusal([REPORT, { ...TABLES, name: ' ', url: 'ftp://arquivos.example.com/precos.xlsx' }], 'EnEu'),
    ).toEqual([
      { field: 'attachments.1.name', message: 'Required field' },
      { field: 'attachments.1.url', message: 'Enter an https:// address or a path on this site starting with /' },
    ]);
    for (const url of ['//outro.example.com/a.pdf', '/\\outro.example.com/a.pdf', 'http://a.example.com/a.pdf', ''])
      expect((await refusal([{ ...REPORT, url }]))?.[0]?.field, url).toBe('attachments.0.url');
    expect(await refusal([{ ...REPORT, name: 'x'.repeat(201) }])).toEqual([
      { field: 'attachments.0.name', message: 'O nome do anexo deve ter no máximo 200 caracteres' },
    ]);
    expect(await refusal([{ ...REPORT, url: `https://a.example.com/${'x'.repeat(479)}` }], 'PtPt')).toEqual([
      { field: 'attachments.0.url', message: 'O endereço do anexo deve ter, no máximo, 500 carateres' },
    ]);
    expect(
      await refusal(
        Array.from({ length: 11 }, () => REPORT),
        'EsAr',
      ),
    ).toEqual([{ field: 'attachments', message: 'Una publicación puede tener como máximo 10 adjuntos' }]);
    expect((await ok<PublishingPage>('GET', '/api/admin/publishing')).total).toBe(0);
  });

  it('reach the items it becomes: a subscriber reads them, a demo is offered the plans for them', async () => {
    const item = await create(flash({ publicationType: 'report', attachments: [REPORT, TABLES] }));
    const sent = await ok<PublishingItem>('POST', `/api/admin/publishing/${item.id}/send-now`);
    const id = sent.contentIds[0]!;
    const detail = await ok<NewsDetail>('GET', `/api/news/detail?id=${id}`, 'subscriber');
    expect(detail.hasAttachment).toBe(true);
    expect(detail.attachmentsLocked).toBe(false);
    expect(detail.attachments).toEqual([
      { ...REPORT, url: attachmentPath(id, 1) },
      { ...TABLES, url: attachmentPath(id, 2) },
    ]);
    for (const attachment of [1, 2]) {
      const read = await call('GET', `/api/read-document?id=${id}&attachment=${attachment}`, 'subscriber');
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toContain('application/pdf');
    }
    expect((await call('GET', `/api/read-document?id=${id}&attachment=3`, 'subscriber')).statusCode).toBe(400);
    // The demo reads the item, not its attachments: the detail says they are kept for subscribers.
    const demo = await ok<NewsDetail>('GET', `/api/news/detail?id=${id}`, 'demo');
    expect(demo.body).toContain('gelo');
    expect(demo.attachments).toEqual([]);
    expect(demo.attachmentsLocked).toBe(true);
    expect((await call('GET', `/api/read-document?id=${id}&attachment=1`, 'demo')).statusCode).toBe(403);
  });

  it('leaves an item sent without attachments without any, and with nothing to offer the demo', async () => {
    const sent = await ok<PublishingItem>('POST', `/api/admin/publishing/${(await create()).id}/send-now`);
    const demo = await ok<NewsDetail>('GET', `/api/news/detail?id=${sent.contentIds[0]}`, 'demo');
    expect(demo.hasAttachment).toBe(false);
    expect(demo.attachmentsLocked).toBe(false);
  });
});

describe('sending', () => {
  it('reaches the subscriber who follows Coffee, not a plan without Coffee, nor one who turned Coffee off (THE acceptance)', async () => {
    const item = await create();
    const sent = await ok<PublishingItem>('POST', `/api/admin/publishing/${item.id}/send-now`);
    expect(sent.status).toBe(NewsStatus.SENT);
    expect(sent.failures).toBe(0);
    expect(sent.contentIds).toHaveLength(1);
    const [mail] = await mailsTo('subscriber', item.title);
    expect(mail?.text).toContain(`/informative/${COFFEE}/${sent.contentIds[0]}`);
    expect(await mailsTo('cornOnly', item.title)).toHaveLength(0);
    expect(await mailsTo('coffeeOff', item.title)).toHaveLength(0);
    expect(await mailsTo('free', item.title)).toHaveLength(0);
    // Those whose plan includes Coffee (the demo in its trial, the desk's own accounts) get it too.
    expect(await mailsTo('demo', item.title)).toHaveLength(1);
    expect(sent.delivered).toBe((await mailbox(server)).length);
  });

  it('becomes an ordinary content item: its detail, the ticker and the notification centre show it', async () => {
    const item = await create();
    const sent = await ok<PublishingItem>('POST', `/api/admin/publishing/${item.id}/send-now`);
    const id = sent.contentIds[0]!;
    const detail = await ok<{ body?: string; title: string }>('GET', `/api/news/detail?id=${id}`, 'subscriber');
    expect(detail.title).toBe(item.title);
    expect(detail.body).toContain('gelo');
    const ticker = await ok<ContentListItem[]>('GET', '/api/elastic/news-ticker', 'subscriber');
    expect(ticker.map((entry) => entry.id)).toContain(id);
    const centre = await ok<ContentNotification[]>('GET', '/api/content/notification', 'subscriber');
    expect(centre.map((entry) => entry.id)).toContain(id);
    const count = await ok<{ count: number }>('GET', '/api/user/count-sent-news', 'subscriber');
    expect(count.count).toBeGreaterThan(0);
    // Outside the plan: locked, without its body.
    const locked = await ok<{ body?: string; locked: boolean }>('GET', `/api/news/detail?id=${id}`, 'cornOnly');
    expect(locked.locked).toBe(true);
    expect(locked.body).toBeUndefined();
  });

  it("marks what it published with the back office's tags its tags name, in any language", async () => {
    const item = await create(flash({ title: 'Chuvas e câmbio', tags: ['clima', 'Exchange rate', 'sem-tag'] }));
    const sent = await ok<PublishingItem>('POST', `/api/admin/publishing/${item.id}/send-now`);
    const all = await ok<{ items: { id: number; namePtBr: string }[] }>('GET', '/api/admin/tags?pageSize=50', 'admin');
    const carried = async (name: string) => {
      const tag = all.items.find((entry) => entry.namePtBr === name)!;
      const record = await ok<{ content: { id: number }[] }>('GET', `/api/admin/tags/${tag.id}`, 'admin');
      return record.content.map((entry) => entry.id);
    };
    expect(await carried('Clima')).toContain(sent.contentIds[0]);
    expect(await carried('Câmbio')).toContain(sent.contentIds[0]);
    expect(await carried('Safra')).not.toContain(sent.contentIds[0]);
  });

  it("is listed with its body's first words when it was sent without a summary", async () => {
    const item = await create(
      flash({ title: 'Sem resumo', summary: '', body: '<h2>Frio</h2><p>Geada &amp; granizo no <b>sul</b>.</p>' }),
    );
    const sent = await ok<PublishingItem>('POST', `/api/admin/publishing/${item.id}/send-now`);
    const detail = await ok<{ summary?: string }>('GET', `/api/news/detail?id=${sent.contentIds[0]}`, 'subscriber');
    expect(detail.summary).toBe('Frio Geada & granizo no sul.');
  });

  it('pushes to the registered devices with userdata.custom openPage and the item id', async () => {
    await registerDevice(server, EMAILS.subscriber, 'telefone-da-mariana');
    await server.db.execute(
      sql`update push_devices set push_token = 'token-1' where device_id = 'telefone-da-mariana'`,
    );
    const item = await create();
    const sent = await ok<PublishingItem>('POST', `/api/admin/publishing/${item.id}/send-now`);
    const pushes = await pushOutbox(server, 'telefone-da-mariana');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.data).toEqual({ userdata: { custom: { action: 'openPage', id: sent.contentIds[0] } } });
  });

  it('sends once: two sends at once, then a retry and the scheduler, deliver one mail per reader', async () => {
    const item = await create();
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/publishing/${item.id}/send-now`, 'publisher'),
      call('POST', `/api/admin/publishing/${item.id}/send-now`, 'editor'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const again = await call('POST', `/api/admin/publishing/${item.id}/send-now`, 'publisher');
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorResponse>().erros?.[0]?.field).toBe('status');
    expect((await call('POST', `/api/admin/publishing/${item.id}/resume`, 'publisher')).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/publishing/${item.id}`, 'publisher', flash())).statusCode).toBe(400);
    await sendDuePublications(ctxOf(server));
    expect(await mailsTo('subscriber', item.title)).toHaveLength(1);
    const perReader = new Map<string, number>();
    for (const mail of await mailbox(server)) perReader.set(mail.to, (perReader.get(mail.to) ?? 0) + 1);
    expect([...perReader.values()].every((count) => count === 1)).toBe(true);
  });

  it('ends in ERROR with the count of failures when some deliveries fail, and a resume sends only what is missing', async () => {
    const send = server.mailer.send.bind(server.mailer);
    server.mailer.send = async (mail) => {
      if (mail.to === EMAILS.subscriber || mail.to === EMAILS.demo) throw new Error('smtp down');
      return send(mail);
    };
    const item = await create();
    let after: PublishingItem;
    try {
      after = await ok<PublishingItem>('POST', `/api/admin/publishing/${item.id}/send-now`);
    } finally {
      server.mailer.send = send;
    }
    expect(after.status).toBe(NewsStatus.ERROR);
    expect(after.failures).toBe(2);
    const reached = (await mailbox(server)).length;
    expect(await mailsTo('subscriber', item.title)).toHaveLength(0);
    expect((await call('POST', `/api/admin/publishing/${item.id}`, 'publisher', flash())).statusCode).toBe(400);
    const resumed = await ok<PublishingItem>('POST', `/api/admin/publishing/${item.id}/resume`);
    expect(resumed.status).toBe(NewsStatus.SENT);
    expect(resumed.failures).toBe(0);
    expect(await mailsTo('subscriber', item.title)).toHaveLength(1);
    expect(await mailsTo('demo', item.title)).toHaveLength(1);
    expect((await mailbox(server)).length).toBe(reached + 2);
  });
});

describe('scheduling', () => {
  it('refuses a time that is not in the future, with the field error', async () => {
    const item = await create();
    const response = await call('POST', `/api/admin/publishing/${item.id}/schedule`, 'publisher', {
      at: '2026-03-02T11:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().erros).toEqual([
      { field: 'at', message: 'Escolha uma data e hora no futuro' },
    ]);
  });

  it('refuses a day the month does not have, rather than rolling it over', async () => {
    const item = await create();
    for (const at of ['2026-02-31T10:00:00Z', '2027-02-29T10:00:00Z', '2026-04-31T10:00:00Z']) {
      const response = await call('POST', `/api/admin/publishing/${item.id}/schedule`, 'publisher', { at });
      expect(response.statusCode, at).toBe(400);
      expect(response.json<ErrorResponse>().erros).toEqual([{ field: 'at', message: 'Esta data não existe' }]);
    }
    const response = await call('POST', `/api/admin/publishing/${item.id}/schedule`, 'publisher', {
      at: '2028-02-29T10:00:00Z',
    });
    expect(response.statusCode).toBe(200);
  });

  it('sends a scheduled publication when its time has come, not before; keeping it as a draft takes it off', async () => {
    const item = await create();
    await ok('POST', `/api/admin/publishing/${item.id}/schedule`, 'publisher', { at: '2026-03-02T13:00:00Z' });
    const kept = await create(flash({ title: 'Fica como rascunho' }));
    await ok('POST', `/api/admin/publishing/${kept.id}/schedule`, 'publisher', { at: '2026-03-02T13:00:00Z' });
    expect((await ok<PublishingItem>('POST', `/api/admin/publishing/${kept.id}/save`)).status).toBe(NewsStatus.SAVED);
    expect(await sendDuePublications(ctxOf(server))).toBe(0);
    clock.advance(60 * 60_000);
    const [first, second] = await Promise.all([sendDuePublications(ctxOf(server)), sendDuePublications(ctxOf(server))]);
    expect(first + second).toBe(1);
    expect((await ok<PublishingItem>('GET', `/api/admin/publishing/${item.id}`)).status).toBe(NewsStatus.SENT);
    expect((await ok<PublishingItem>('GET', `/api/admin/publishing/${kept.id}`)).status).toBe(NewsStatus.SAVED);
    expect(await mailsTo('subscriber', item.title)).toHaveLength(1);
  });
});

describe('a sending cut short', () => {
  it('is taken up by the scheduler after five minutes, without sending again what was claimed', async () => {
    const item = await create();
    // As a server that stopped in the middle: claimed for sending, published, the subscriber's mail claimed.
    await ok('POST', `/api/admin/publishing/${item.id}/send-now`);
    await server.db.execute(sql`delete from mails`);
    await server.db.execute(
      sql`update publishing_items set status = ${NewsStatus.SENDNOW}, sending_since = ${clock.now()} where id = ${item.id}`,
    );
    await server.db.execute(
      sql`update publishing_deliveries set state = 'claimed' where item_id = ${item.id} and user_id = (select id from users where email = ${EMAILS.subscriber})`,
    );
    await server.db.execute(
      sql`delete from publishing_deliveries where item_id = ${item.id} and user_id = (select id from users where email = ${EMAILS.demo})`,
    );
    expect(await sendDuePublications(ctxOf(server))).toBe(0);
    clock.advance(6 * 60_000);
    expect(await sendDuePublications(ctxOf(server))).toBe(1);
    expect((await ok<PublishingItem>('GET', `/api/admin/publishing/${item.id}`)).status).toBe(NewsStatus.SENT);
    expect(await mailsTo('demo', item.title)).toHaveLength(1);
    expect(await mailsTo('subscriber', item.title)).toHaveLength(0);
    expect((await mailbox(server)).length).toBe(1);
  });
});

describe('the scheduler across a restart', () => {
  let dir = '';
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends, on the next server over the same database, what was scheduled before the restart', async () => {
    dir = mkdtempSync(join(tmpdir(), 'celeiro-publishing-'));
    const restartClock = createTestClock(START);
    const first = await buildTestServer({ dataDir: dir, now: restartClock.now, devMailbox: true });
    let id = 0;
    try {
      const token = (await createSession(first, EMAILS.publisher)).token;
      const headers = { authorization: `Bearer ${token}` };
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/admin/publishing',
        headers,
        payload: flash(),
      });
      id = created.json<PublishingItem>().id;
      const scheduled = await first.app.inject({
        method: 'POST',
        url: `/api/admin/publishing/${id}/schedule`,
        headers,
        payload: { at: '2026-03-02T12:30:00Z' },
      });
      expect(scheduled.json<PublishingItem>().status).toBe(NewsStatus.SCHEDULED);
    } finally {
      await first.close();
    }
    restartClock.advance(60 * 60_000);
    const second = await buildTestServer({
      dataDir: dir,
      now: restartClock.now,
      devMailbox: true,
      publishingPollMs: 50,
    });
    try {
      const status = async () =>
        (
          (await second.db.execute(sql`select status from publishing_items where id = ${id}`)) as unknown as {
            rows: { status: number }[];
          }
        ).rows[0]?.status;
      for (let i = 0; i < 100 && (await status()) !== NewsStatus.SENT; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await status()).toBe(NewsStatus.SENT);
      expect((await mailbox(second, EMAILS.subscriber)).filter((m) => m.subject === flash().title)).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 60_000);
});

// The profile codes the recipients rule sees for the seeded accounts used above.
it('keeps the seeded subscriber a subscriber with Coffee in the plan', async () => {
  const rows = (await server.db.execute(
    sql`select u.profile from users u join user_rights r on r.user_id = u.id where u.email = ${EMAILS.subscriber} and r.subject_id = ${COFFEE} and r.enabled`,
  )) as unknown as { rows: { profile: number }[] };
  expect(rows.rows[0]?.profile).toBe(Profile.SUBSCRIBER);
});

describe('the shares of a publication (issue 17)', () => {
  const share = (who: Who | undefined, payload: object) => call('POST', '/api/content/share', who, payload);

  it('counts each share of the items it became, by channel, on the desk', async () => {
    const sent = await ok<PublishingItem>('POST', `/api/admin/publishing/${(await create()).id}/send-now`);
    const id = sent.contentIds[0]!;
    expect(await ok('POST', '/api/content/share', 'subscriber', { id, channel: 'whatsapp' })).toEqual({ shares: 1 });
    await ok('POST', '/api/content/share', 'subscriber', { id, channel: 'whatsapp' });
    await ok('POST', '/api/content/share', 'demo', { id, channel: 'copy' });
    expect(await ok('POST', '/api/content/share', 'subscriber', { id, channel: 'pdf' })).toEqual({ shares: 4 });
    const page = await ok<PublishingPage>('GET', '/api/admin/publishing?page=1&pageSize=10');
    expect(page.items.find((row) => row.id === sent.id)?.shares).toEqual({
      total: 4,
      byChannel: { whatsapp: 2, copy: 1, pdf: 1 },
    });
  });

  it('lets a reader without the right share the public page, but not the PDF of the report', async () => {
    const sent = await ok<PublishingItem>(
      'POST',
      `/api/admin/publishing/${(await create(flash({ exclusive: true }))).id}/send-now`,
    );
    const id = sent.contentIds[0]!;
    expect((await share('free', { id, channel: 'email' })).statusCode).toBe(200);
    const pdf = await share('free', { id, channel: 'pdf' });
    expect(pdf.statusCode).toBe(403);
    const page = await ok<PublishingPage>('GET', '/api/admin/publishing?page=1&pageSize=10');
    expect(page.items.find((row) => row.id === sent.id)?.shares).toEqual({ total: 1, byChannel: { email: 1 } });
  });

  it('refuses no session, an unknown channel and an unknown item, and shows no shares before any', async () => {
    const sent = await ok<PublishingItem>('POST', `/api/admin/publishing/${(await create()).id}/send-now`);
    const id = sent.contentIds[0]!;
    expect((await share(undefined, { id, channel: 'copy' })).statusCode).toBe(401);
    expect((await share('subscriber', { id, channel: 'fax' })).statusCode).toBe(400);
    expect((await share('subscriber', { id: 99_999_999, channel: 'copy' })).statusCode).toBe(400);
    const page = await ok<PublishingPage>('GET', '/api/admin/publishing?page=1&pageSize=10');
    expect(page.items.find((row) => row.id === sent.id)?.shares).toEqual({ total: 0, byChannel: {} });
  });
});
