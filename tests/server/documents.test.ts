// The documents: every attachment of the seed answers (no 404), read-document inline and download-document-watermark
// as a download, each with the user's rights checked (403 with the error body), the watermark (the user's e-mail drawn
// on every page), and the public download by an e-mailed token: once, for 7 days, unknown or used or expired refused.
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  type ContentAttachment,
  DOWNLOAD_TOKEN_INVALID_ERROR,
  DOWNLOAD_TOKEN_NOT_FOUND_ERROR,
  ErrorCode,
  otherMessage,
} from '../../core';
import { type CeleiroServer } from '../../server/app';
import { renderReport } from '../../server/content/documents';
import { issueDownloadToken } from '../../server/content/download-tokens.repository';
import { buildTestServer, createSession, latestMail, queryRows } from '../../server/testing';
import { drawsText, pageContents } from '../support/pdf-pages';

interface Row {
  id: number;
  subject_id: number;
  publication_type: string;
  free: boolean;
  exclusive: boolean;
  attachments: ContentAttachment[];
}

const SUBSCRIBER = 'assinante@example.com';
let server: CeleiroServer;
const tokens = {} as Record<'subscriber' | 'demo' | 'free' | 'admin', string>;
let rows: Row[] = [];
let subscriberId = 0;

beforeAll(async () => {
  server = await buildTestServer({ contentItems: 800 });
  tokens.subscriber = (await createSession(server, SUBSCRIBER)).token;
  tokens.demo = (await createSession(server, 'demo@example.com')).token;
  tokens.free = (await createSession(server, 'gratuito@example.com')).token;
  tokens.admin = (await createSession(server, 'admin@example.com')).token;
  rows = (
    await queryRows<Row>(
      server.db,
      sql`select id, subject_id, publication_type, free, exclusive, attachments from content_items where has_attachment order by id`,
    )
  ).map((row) => ({ ...row, id: Number(row.id), subject_id: Number(row.subject_id) }));
  const [user] = await queryRows<{ id: number }>(server.db, sql`select id from users where email = ${SUBSCRIBER}`);
  subscriberId = Number(user!.id);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const HEDGE = 61;
const PLAN = {
  subjects: [1, 7, 13, 16, 17, 23],
  types: ['analysis', 'news', 'report', 'flash', 'newsletter', 'informative'],
};
/** An item with a second attachment (its data tables: two pages), of a subject offered. */
const tablesItem = () => rows.find((row) => row.attachments.length === 2 && row.subject_id !== HEDGE)!;
/** A non-free item outside the subscriber's plan (a subject offered, but not in the plan). */
const notInPlan = () =>
  rows.find((row) => !row.free && row.subject_id !== HEDGE && !PLAN.subjects.includes(row.subject_id))!;
/** A non-free, non-exclusive item in the subscriber's plan. */
const inPlan = () =>
  rows.find(
    (row) =>
      !row.free &&
      !row.exclusive &&
      PLAN.subjects.includes(row.subject_id) &&
      PLAN.types.includes(row.publication_type),
  )!;

describe('the attachments of the seed', () => {
  it('each link is a document route that answers a PDF to a reader with every right (none answers 404)', async () => {
    const details = await Promise.all(
      rows
        .filter((row) => row.subject_id !== HEDGE)
        .slice(0, 40)
        .map(async (row) => (await get(`/api/news/detail?id=${row.id}`, tokens.admin)).json()),
    );
    const urls = details.flatMap((detail: { attachments: ContentAttachment[] }) =>
      detail.attachments.map((a) => a.url),
    );
    expect(urls.length).toBeGreaterThanOrEqual(40);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/download-document-watermark\?id=\d+&attachment=\d$/);
      const response = await get(url, tokens.admin);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('read-document and download-document-watermark', () => {
  it('reads a PDF inline under its name, and downloads it as an attachment', async () => {
    const row = tablesItem();
    const read = await get(`/api/read-document?id=${row.id}&attachment=2`, tokens.admin);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toBe(
      `inline; filename="${row.attachments[1]!.name}"; filename*=UTF-8''${row.attachments[1]!.name}`,
    );
    expect(read.headers['cache-control']).toBe('no-store');
    const download = await get(`/api/download-document-watermark?id=${row.id}&attachment=2`, tokens.admin);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"/);
  });

  it('makes small documents of one or two pages about the item, the same bytes each time', async () => {
    const row = tablesItem();
    const first = await get(`/api/read-document?id=${row.id}&attachment=1`, tokens.admin);
    const again = await get(`/api/read-document?id=${row.id}&attachment=1`, tokens.admin);
    const tables = await get(`/api/read-document?id=${row.id}&attachment=2`, tokens.admin);
    expect(first.rawPayload.equals(again.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeLessThan(20_000);
    const doc = await PDFDocument.load(first.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect((await PDFDocument.load(tables.rawPayload)).getPageCount()).toBe(2);
    const [title] = await queryRows<{ title_pt: string }>(
      server.db,
      sql`select title_pt from content_items where id = ${row.id}`,
    );
    expect(doc.getTitle()).toBe(title!.title_pt);
  });

  it("stamps the user's e-mail on every page of the download, never on the document read", async () => {
    const row = tablesItem();
    const download = await get(`/api/download-document-watermark?id=${row.id}&attachment=2`, tokens.admin);
    const pages = await pageContents(download.rawPayload);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(drawsText(page, 'admin@example.com')).toBe(true);
      expect(drawsText(page, server.now().toISOString().slice(0, 4))).toBe(true);
    }
    const read = await pageContents(
      (await get(`/api/read-document?id=${row.id}&attachment=2`, tokens.admin)).rawPayload,
    );
    expect(read.some((page) => drawsText(page, 'admin@example.com'))).toBe(false);
  });

  it.each(['read-document', 'download-document-watermark'])(
    '%s: 403 with the error body for a reader without the right to the item or its attachments',
    async (route) => {
      const outside = notInPlan();
      const open = inPlan();
      for (const [token, id] of [
        [tokens.subscriber, outside.id],
        [tokens.free, open.id],
        // A Demo reads the item but not its attachments (they are the upsell).
        [tokens.demo, open.id],
      ] as const) {
        const response = await get(`/api/${route}?id=${id}&attachment=1`, token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          errorType: 'AuthError',
          code: ErrorCode.INSUFFICIENT_RIGHTS,
          message: expect.stringContaining('Direitos insuficientes') as string,
          erros: [],
        });
      }
      expect((await get(`/api/${route}?id=${open.id}&attachment=1`, tokens.subscriber)).statusCode).toBe(200);
      expect((await get(`/api/${route}?id=${open.id}&attachment=1`)).statusCode).toBe(401);
      expect((await get(`/api/${route}?id=${open.id}&attachment=9`, tokens.subscriber)).json()).toMatchObject({
        code: ErrorCode.DOCUMENT_NOT_FOUND,
      });
      expect((await get(`/api/${route}?id=99999999&attachment=1`, tokens.subscriber)).json()).toMatchObject({
        code: ErrorCode.DOCUMENT_NOT_FOUND,
      });
    },
  );
});

describe('document/email-link', () => {
  const ask = (body: object, token?: string, lang = 'PtBr') =>
    server.app.inject({
      method: 'POST',
      url: `/api/document/email-link?lang=${lang}`,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('mails the reader a link in their language that downloads the attachment stamped for them, once', async () => {
    const item = inPlan();
    const answer = await ask({ id: item.id, attachment: 1 }, tokens.subscriber, 'EnEu');
    expect(answer.statusCode).toBe(200);
    const { email, expiresAt } = answer.json() as { email: string; expiresAt: string };
    expect(email).toBe(SUBSCRIBER);
    const validFor = Date.parse(expiresAt) - server.now().getTime();
    expect(validFor).toBeGreaterThan(7 * 24 * 3_600_000 - 60_000);
    expect(validFor).toBeLessThanOrEqual(7 * 24 * 3_600_000);
    const mail = (await latestMail(server, SUBSCRIBER))!;
    expect(mail.subject).toMatch(/^Your link to download /);
    const link = /\/pages\/download-file\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const first = await get(`/api/public/file/download?token=${link}`);
    expect(first.statusCode).toBe(200);
    const [page] = await pageContents(first.rawPayload);
    expect(drawsText(page!, SUBSCRIBER)).toBe(true);
    expect((await get(`/api/public/file/download?token=${link}`)).statusCode).toBe(400);
  });

  it('mails nothing for an item outside the plan, an unknown attachment, a Demo or without a session', async () => {
    const before = (await queryRows(server.db, sql`select id from mails`)).length;
    expect((await ask({ id: notInPlan().id, attachment: 1 }, tokens.subscriber)).statusCode).toBe(403);
    expect((await ask({ id: inPlan().id, attachment: 21 }, tokens.subscriber)).statusCode).toBe(400);
    expect((await ask({ id: inPlan().id, attachment: 9 }, tokens.subscriber)).json()).toMatchObject({ code: 5000 });
    expect((await ask({ id: inPlan().id, attachment: 1 }, tokens.demo)).statusCode).toBe(403);
    expect((await ask({ id: inPlan().id, attachment: 1 })).statusCode).toBe(401);
    expect((await queryRows(server.db, sql`select id from mails`)).length).toBe(before);
  });
});

describe('public/file/download', () => {
  const open = inPlan;

  it('downloads the document stamped for the user the link was sent to, without a session, once', async () => {
    const token = await issueDownloadToken(
      server.db,
      { userId: subscriberId, contentId: open().id, attachment: 1 },
      server.now(),
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = await get(`/api/public/file/download?token=${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toMatch(/^attachment; /);
    const [page] = await pageContents(first.rawPayload);
    expect(drawsText(page!, SUBSCRIBER)).toBe(true);
    const second = await get(`/api/public/file/download?token=${token}&lang=EnEu`);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      errorType: DOWNLOAD_TOKEN_INVALID_ERROR,
      code: 400,
      message: otherMessage('downloadTokenInvalid', CATALOGUES.EnEu),
      erros: [],
    });
  });

  it('works for 7 days: a link past its end is the invalid token', async () => {
    const issued = new Date(server.now().getTime() - 7 * 86_400_000);
    const token = await issueDownloadToken(
      server.db,
      { userId: subscriberId, contentId: open().id, attachment: 1 },
      issued,
    );
    expect((await get(`/api/public/file/download?token=${token}`)).json()).toMatchObject({
      errorType: DOWNLOAD_TOKEN_INVALID_ERROR,
    });
    const fresh = await issueDownloadToken(
      server.db,
      { userId: subscriberId, contentId: open().id, attachment: 1 },
      new Date(issued.getTime() + 60_000),
    );
    expect((await get(`/api/public/file/download?token=${fresh}`)).statusCode).toBe(200);
  });

  it('answers an unknown token with the token-not-found error in the request language', async () => {
    const response = await get('/api/public/file/download?token=unknown-token&lang=PtPt');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorType: DOWNLOAD_TOKEN_NOT_FOUND_ERROR,
      code: 400,
      message: otherMessage('downloadTokenNotFound', CATALOGUES.PtPt),
      erros: [],
    });
  });

  it('gives the document of two requests at once to one of them only', async () => {
    const token = await issueDownloadToken(
      server.db,
      { userId: subscriberId, contentId: open().id, attachment: 1 },
      server.now(),
    );
    const answers = await Promise.all([1, 2, 3].map(() => get(`/api/public/file/download?token=${token}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it("checks the rights of the link's user as they are now: 403 for an item outside them", async () => {
    const token = await issueDownloadToken(
      server.db,
      { userId: subscriberId, contentId: notInPlan().id, attachment: 1 },
      server.now(),
    );
    const response = await get(`/api/public/file/download?token=${token}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ErrorCode.INSUFFICIENT_RIGHTS });
  });
});

describe('report/pdf/whatsit', () => {
  it("saves the item as a PDF under its title: its title and summary on page 1, the user's e-mail on every page", async () => {
    const open = inPlan();
    const response = await get(`/api/report/pdf/whatsit?id=${open.id}`, tokens.subscriber);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const [item] = await queryRows<{ title_pt: string; summary_pt: string }>(
      server.db,
      sql`select title_pt, summary_pt from content_items where id = ${open.id}`,
    );
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename=".+\.pdf"/);
    const pages = await pageContents(response.rawPayload);
    expect(drawsText(pages[0]!, item!.title_pt.split(' ')[0]!)).toBe(true);
    expect(drawsText(pages[0]!, `1 / ${pages.length}`)).toBe(true);
    for (const page of pages) expect(drawsText(page, SUBSCRIBER)).toBe(true);
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getTitle()).toBe(item!.title_pt);
  });

  it('refuses as the attachments do: 403 outside the rights (a Demo included), 401 without a session', async () => {
    const open = inPlan();
    for (const [token, id] of [
      [tokens.subscriber, notInPlan().id],
      [tokens.free, open.id],
      [tokens.demo, open.id],
    ] as const) {
      const response = await get(`/api/report/pdf/whatsit?id=${id}`, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorType: 'AuthError', code: ErrorCode.INSUFFICIENT_RIGHTS });
    }
    expect((await get(`/api/report/pdf/whatsit?id=${open.id}`)).statusCode).toBe(401);
  });

  it('answers an unknown report with 5003 in the request language, and a malformed id with the field named', async () => {
    const unknown = await get('/api/report/pdf/whatsit?id=99999999&lang=EnEu', tokens.subscriber);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: ErrorCode.REPORT_NOT_FOUND,
      message: 'The requested report does not exist.',
    });
    const malformed = await get('/api/report/pdf/whatsit?id=abc', tokens.subscriber);
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('id');
  });
});

describe('a report as a PDF', () => {
  it('flows a long text over as many pages as it takes, each numbered', async () => {
    const paragraph = 'Soja em Paranaguá: prêmios firmes com a demanda chinesa e o câmbio. '.repeat(12);
    const bytes = await renderReport({
      id: 1,
      title: 'Soja: balanço semanal',
      summary: 'Resumo',
      body: Array.from({ length: 40 }, () => paragraph).join('\n'),
      subject: 'Soja',
      type: 'report',
      author: 'Mesa de grãos',
      date: new Date('2026-11-20T12:00:00Z'),
    });
    const pages = await pageContents(bytes);
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, index) => expect(drawsText(page, `${index + 1} / ${pages.length}`)).toBe(true));
    expect(drawsText(pages[0]!, 'Soja: balan')).toBe(true);
  });
});
