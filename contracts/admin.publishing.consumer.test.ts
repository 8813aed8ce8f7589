// The publishing desk's calls (admin/publishing): the list, one publication, create and edit a draft (one with
// attachments), keep it as a draft, schedule it, send it now, resume one in error; a highlight title over 120
// characters and an attachment's address no reader can open refused with their field errors, and a subscriber refused
// with 403.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  type ApiError,
  DEFAULT_TABLE_QUERY,
  ErrorCode,
  NewsImportance,
  NewsStatus,
  type PublishingDraft,
} from '../core';
import { HttpPublishingApi } from '../adapters/http/http-publishing-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { eachLike, integer, like, regex, string } = MatchersV3;

const PUBLISHER = { email: 'publicador@example.com', token: EXAMPLE.sessionToken };
const SUBSCRIBER = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const ID = 900_101;
const DRAFT_STATE = 'a draft is on the publishing desk';
const ERROR_STATE = 'a publication on the publishing desk ended in error';
const SIGNED_IN = 'the publisher is signed in';
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const json = { 'Content-Type': 'application/json' };
const api = (url: string) => new HttpPublishingApi(apiClientFor(url, EXAMPLE.sessionToken));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$';
const iso = (example: string) => regex(ISO, example);

const draft: PublishingDraft = {
  publicationType: 'flash',
  commodities: [7],
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
};

/** A publication as the desk answers it, in a status. */
const item = (code: NewsStatus, over: Record<string, unknown> = {}) => ({
  id: integer(ID),
  status: code,
  publicationType: string('flash'),
  commodities: eachLike(integer(7)),
  tags: like(['geada']),
  importance: integer(1),
  exclusive: like(false),
  live: like(false),
  highlight: like(false),
  highlightTitle: string(''),
  title: string(draft.title),
  summary: string(draft.summary),
  body: string(draft.body),
  attachments: [],
  scheduledAt: null,
  sentAt: null,
  failures: integer(0),
  delivered: integer(0),
  contentIds: [],
  updatedAt: iso('2026-11-23T12:00:00.000Z'),
  ...over,
});

describe('admin/publishing', () => {
  it('answers a page of the desk, newest first', async () => {
    await newPact()
      .addInteraction()
      .given(DRAFT_STATE, { ...PUBLISHER, id: String(ID) })
      .uponReceiving("a page of the publishing desk's list, by date, newest first")
      .withRequest('GET', '/api/admin/publishing', (b) =>
        b.headers(auth).query({ sort: 'date', dir: 'desc', lang: 'PtBr', isDesktop: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          items: eachLike({
            id: integer(ID),
            title: string(draft.title),
            publicationType: string('flash'),
            status: integer(NewsStatus.SAVED),
            commodities: eachLike(integer(7)),
            scheduledAt: null,
            sentAt: null,
            failures: integer(0),
            shares: { total: integer(0), byChannel: like({}) },
            date: iso('2026-11-23T12:00:00.000Z'),
          }),
          total: integer(1),
          page: integer(1),
          pageSize: integer(10),
        }),
      )
      .executeTest(async (mock) => {
        const page = await api(mock.url).list({ ...DEFAULT_TABLE_QUERY, sort: 'date', dir: 'desc' });
        expect(page.items[0]?.status).toBe(NewsStatus.SAVED);
        expect(page.total).toBeGreaterThan(0);
      });
  });

  it('answers one publication', async () => {
    await newPact()
      .addInteraction()
      .given(DRAFT_STATE, { ...PUBLISHER, id: String(ID) })
      .uponReceiving('one publication of the desk')
      .withRequest('GET', `/api/admin/publishing/${ID}`, (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.headers(json).jsonBody(item(NewsStatus.SAVED)))
      .executeTest(async (mock) => {
        expect((await api(mock.url).get(ID)).title).toBe(draft.title);
      });
  });

  it('stores a new publication as a draft', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, PUBLISHER)
      .uponReceiving('a new publication for the desk')
      .withRequest('POST', '/api/admin/publishing', (b) => b.headers(auth).jsonBody(draft))
      .willRespondWith(200, (b) => b.headers(json).jsonBody(item(NewsStatus.SAVED, { id: integer(1) })))
      .executeTest(async (mock) => {
        expect((await api(mock.url).create(draft)).status).toBe(NewsStatus.SAVED);
      });
  });

  it('refuses a highlight title over 120 characters with its field error', async () => {
    const long = { ...draft, highlight: true, highlightTitle: 'x'.repeat(121) };
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, PUBLISHER)
      .uponReceiving('a new publication whose highlight title is too long')
      .withRequest('POST', '/api/admin/publishing', (b) => b.headers(auth).jsonBody(long))
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: string('Requisição inválida'),
          erros: [{ field: 'highlightTitle', message: string('O título deve ter no máximo 120 caracteres') }],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).create(long));
        expect(error?.status).toBe(400);
        expect(error?.body?.erros?.[0]?.field).toBe('highlightTitle');
      });
  });

  it('stores a new publication with its attachments, in their order', async () => {
    const attached: PublishingDraft = {
      ...draft,
      publicationType: 'report',
      attachments: [
        {
          name: 'Relatório semanal.pdf',
          url: 'https://arquivos.example.com/cafe/relatorio.pdf',
          mimeType: 'application/pdf',
          size: 0,
        },
        {
          name: 'Tabelas de preços.xlsx',
          url: '/arquivos/cafe/precos.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          size: 0,
        },
      ],
    };
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, PUBLISHER)
      .uponReceiving('a new publication for the desk with two attachments')
      .withRequest('POST', '/api/admin/publishing', (b) => b.headers(auth).jsonBody(attached))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          item(NewsStatus.SAVED, {
            id: integer(1),
            publicationType: string('report'),
            attachments: attached.attachments.map((file) => ({
              name: string(file.name),
              url: string(file.url),
              mimeType: string(file.mimeType),
              size: integer(file.size),
            })),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const stored = await api(mock.url).create(attached);
        expect(stored.attachments.map((file) => file.name)).toEqual([
          'Relatório semanal.pdf',
          'Tabelas de preços.xlsx',
        ]);
      });
  });

  it("refuses an attachment's address no reader can open with its field error", async () => {
    const refused: PublishingDraft = {
      ...draft,
      attachments: [
        { name: 'Geada.pdf', url: 'ftp://arquivos.example.com/geada.pdf', mimeType: 'application/pdf', size: 0 },
      ],
    };
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, PUBLISHER)
      .uponReceiving("a new publication whose attachment's address is not one a reader can open")
      .withRequest('POST', '/api/admin/publishing', (b) => b.headers(auth).jsonBody(refused))
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: string('Requisição inválida'),
          erros: [
            {
              field: 'attachments.0.url',
              message: string('Informe um endereço https:// ou um caminho deste site começando com /'),
            },
          ],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).create(refused));
        expect(error?.status).toBe(400);
        expect(error?.body?.erros?.[0]?.field).toBe('attachments.0.url');
      });
  });

  it("changes a draft's text", async () => {
    const edited = { ...draft, title: 'Geada: perdas de 10% no sul de Minas' };
    await newPact()
      .addInteraction()
      .given(DRAFT_STATE, { ...PUBLISHER, id: String(ID) })
      .uponReceiving('a draft of the desk changed')
      .withRequest('POST', `/api/admin/publishing/${ID}`, (b) => b.headers(auth).jsonBody(edited))
      .willRespondWith(200, (b) => b.headers(json).jsonBody(item(NewsStatus.SAVED, { title: string(edited.title) })))
      .executeTest(async (mock) => {
        expect((await api(mock.url).update(ID, edited)).title).toBe(edited.title);
      });
  });

  it('keeps a publication as a draft', async () => {
    await newPact()
      .addInteraction()
      .given(DRAFT_STATE, { ...PUBLISHER, id: String(ID) })
      .uponReceiving('a publication of the desk kept as a draft')
      .withRequest('POST', `/api/admin/publishing/${ID}/save`, (b) => b.headers(auth).jsonBody({}))
      .willRespondWith(200, (b) => b.headers(json).jsonBody(item(NewsStatus.SAVED)))
      .executeTest(async (mock) => {
        expect((await api(mock.url).keep(ID)).status).toBe(NewsStatus.SAVED);
      });
  });

  it('schedules a draft at a future time', async () => {
    const at = '2099-01-05T09:00:00.000Z';
    await newPact()
      .addInteraction()
      .given(DRAFT_STATE, { ...PUBLISHER, id: String(ID) })
      .uponReceiving('a draft of the desk scheduled')
      .withRequest('POST', `/api/admin/publishing/${ID}/schedule`, (b) => b.headers(auth).jsonBody({ at }))
      .willRespondWith(200, (b) => b.headers(json).jsonBody(item(NewsStatus.SCHEDULED, { scheduledAt: iso(at) })))
      .executeTest(async (mock) => {
        const scheduled = await api(mock.url).schedule(ID, at);
        expect(scheduled.status).toBe(NewsStatus.SCHEDULED);
        expect(scheduled.scheduledAt).toBe(at);
      });
  });

  it('sends a draft now, and answers it sent with the content items it became', async () => {
    await newPact()
      .addInteraction()
      .given(DRAFT_STATE, { ...PUBLISHER, id: String(ID) })
      .uponReceiving('a draft of the desk sent now')
      .withRequest('POST', `/api/admin/publishing/${ID}/send-now`, (b) => b.headers(auth).jsonBody({}))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          item(NewsStatus.SENT, {
            sentAt: iso('2026-11-23T12:00:00.000Z'),
            delivered: integer(4),
            contentIds: eachLike(integer(6001)),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const sent = await api(mock.url).sendNow(ID);
        expect(sent.status).toBe(NewsStatus.SENT);
        expect(sent.contentIds.length).toBeGreaterThan(0);
      });
  });

  it('resumes a publication that ended in error', async () => {
    await newPact()
      .addInteraction()
      .given(ERROR_STATE, { ...PUBLISHER, id: String(ID) })
      .uponReceiving('a publication of the desk in error resumed')
      .withRequest('POST', `/api/admin/publishing/${ID}/resume`, (b) => b.headers(auth).jsonBody({}))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          item(NewsStatus.SENT, {
            sentAt: iso('2026-11-23T12:00:00.000Z'),
            delivered: integer(4),
            contentIds: eachLike(integer(6001)),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const resumed = await api(mock.url).resume(ID);
        expect(resumed.status).toBe(NewsStatus.SENT);
        expect(resumed.failures).toBe(0);
      });
  });

  it('refuses a subscriber with 403', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, SUBSCRIBER)
      .uponReceiving("the publishing desk's list asked by a subscriber")
      .withRequest('GET', '/api/admin/publishing', (b) => b.headers(auth))
      .willRespondWith(403, (b) =>
        b.headers(json).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).list(DEFAULT_TABLE_QUERY));
        expect(error?.status).toBe(403);
      });
  });
});
