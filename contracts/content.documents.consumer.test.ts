// The document calls (SPEC §7): read-document and download-document-watermark (an attachment as a PDF, inline or as a
// download, 403 with the error body outside the user's rights), report/pdf/whatsit (an item as a PDF) and
// document/email-link (a link to an attachment mailed to the user), public/file/download (an e-mailed token: the PDF,
// or the token-not-found and invalid-token errors). The PDF bodies are matched by their content type.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiError,
  DOWNLOAD_TOKEN_INVALID_ERROR,
  DOWNLOAD_TOKEN_NOT_FOUND_ERROR,
  downloadProblem,
  ErrorCode,
} from '../core';
import { HttpDocumentApi } from '../adapters/http/http-document-api';
import { renderAttachment } from '../server/content/documents';
import { CONTENT_FIXTURES } from './provider-states/content';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { integer, string, like, regex } = MatchersV3;

const SIGNED_IN = 'content is published and the user is signed in';
const MAILED = 'a download link was mailed to the user';
const state = { email: EXAMPLE.email, token: EXAMPLE.sessionToken };
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const params = (query: Record<string, string>) => ({ ...query, lang: 'PtBr', isDesktop: 'true' });
const json = { 'Content-Type': 'application/json' };
const LINK_TOKEN = 'pact-download-token';
const api = (url: string, token?: string) => new HttpDocumentApi(apiClientFor(url, token));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

/** A sample PDF made by the project (the body is matched by its content type, not its bytes). */
let samplePdf = '';
beforeAll(async () => {
  const bytes = await renderAttachment(
    {
      id: 1,
      title: 'Relatório',
      summary: 'Resumo',
      body: 'Texto',
      subject: 'Açúcar e Etanol',
      type: 'report',
      author: 'Celeiro',
      date: new Date('2026-11-20T12:00:00Z'),
    },
    1,
  );
  samplePdf = path.join(mkdtempSync(path.join(tmpdir(), 'pact-pdf-')), 'sample.pdf');
  writeFileSync(samplePdf, bytes);
});

const pdfHeaders = (disposition: 'inline' | 'attachment') => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': regex(
    `^${disposition}; filename="[^"]+\\.pdf".*$`,
    `${disposition}; filename="relatorio.pdf"`,
  ),
});

describe('documents', () => {
  it('read-document returns an attachment as a PDF to open inline', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('an attachment of an item read inline')
      .withRequest('GET', '/api/read-document', (b) =>
        b.headers(auth).query(params({ id: String(CONTENT_FIXTURES.open), attachment: '1' })),
      )
      .willRespondWith(200, (b) => b.headers(pdfHeaders('inline')).binaryFile('application/pdf', samplePdf))
      .executeTest(async (mock) => {
        const file = await api(mock.url, EXAMPLE.sessionToken).readDocument(CONTENT_FIXTURES.open, 1);
        expect(file.mimeType).toBe('application/pdf');
        expect(file.name).toBe('relatorio.pdf');
        expect(new TextDecoder().decode(file.bytes.subarray(0, 5))).toBe('%PDF-');
      });
  });

  it('download-document-watermark returns the stamped attachment as a download', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('an attachment of an item downloaded with the watermark')
      .withRequest('GET', '/api/download-document-watermark', (b) =>
        b.headers(auth).query(params({ id: String(CONTENT_FIXTURES.open), attachment: '1' })),
      )
      .willRespondWith(200, (b) => b.headers(pdfHeaders('attachment')).binaryFile('application/pdf', samplePdf))
      .executeTest(async (mock) => {
        const file = await api(mock.url, EXAMPLE.sessionToken).downloadDocument(CONTENT_FIXTURES.open, 1);
        expect(file.name).toBe('relatorio.pdf');
        expect(file.bytes.length).toBeGreaterThan(100);
      });
  });

  it('download-document-watermark answers 403 with the error body for an item outside the rights', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('an attachment of an item outside the plan downloaded')
      .withRequest('GET', '/api/download-document-watermark', (b) =>
        b.headers(auth).query(params({ id: String(CONTENT_FIXTURES.locked), attachment: '1' })),
      )
      .willRespondWith(403, (b) =>
        b.headers(json).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado: Direitos insuficientes'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url, EXAMPLE.sessionToken).downloadDocument(CONTENT_FIXTURES.locked, 1));
        expect(error?.status).toBe(403);
        // The binary answer's JSON body, decoded.
        expect(error?.body?.code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
        expect(downloadProblem(error)).toBe('refused');
      });
  });

  it('document/email-link mails the user a link to an attachment: where it went and until when it works', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('a link to an attachment asked by e-mail')
      .withRequest('POST', '/api/document/email-link', (b) =>
        b.headers(auth).jsonBody({ id: CONTENT_FIXTURES.open, attachment: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          email: like(EXAMPLE.email),
          expiresAt: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$', '2026-11-27T12:00:00.000Z'),
        }),
      )
      .executeTest(async (mock) => {
        const sent = await api(mock.url, EXAMPLE.sessionToken).emailLink(CONTENT_FIXTURES.open, 1);
        expect(sent).toEqual({ email: EXAMPLE.email, expiresAt: '2026-11-27T12:00:00.000Z' });
      });
  });

  it('document/email-link answers 403 with the error body for an item outside the rights', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('a link to an attachment of an item outside the plan asked by e-mail')
      .withRequest('POST', '/api/document/email-link', (b) =>
        b.headers(auth).jsonBody({ id: CONTENT_FIXTURES.locked, attachment: 1 }),
      )
      .willRespondWith(403, (b) =>
        b.headers(json).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado: Direitos insuficientes'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url, EXAMPLE.sessionToken).emailLink(CONTENT_FIXTURES.locked, 1));
        expect(error?.status).toBe(403);
        expect(error?.body?.code).toBe(ErrorCode.INSUFFICIENT_RIGHTS);
      });
  });

  it('report/pdf/whatsit returns an item as a stamped PDF to save', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('an item saved as a report PDF')
      .withRequest('GET', '/api/report/pdf/whatsit', (b) =>
        b.headers(auth).query(params({ id: String(CONTENT_FIXTURES.open) })),
      )
      .willRespondWith(200, (b) => b.headers(pdfHeaders('attachment')).binaryFile('application/pdf', samplePdf))
      .executeTest(async (mock) => {
        const file = await api(mock.url, EXAMPLE.sessionToken).reportPdf(CONTENT_FIXTURES.open);
        expect(file.mimeType).toBe('application/pdf');
        expect(file.name).toBe('relatorio.pdf');
      });
  });

  it('report/pdf/whatsit answers 403 with the error body for an item outside the rights', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('an item outside the plan saved as a report PDF')
      .withRequest('GET', '/api/report/pdf/whatsit', (b) =>
        b.headers(auth).query(params({ id: String(CONTENT_FIXTURES.locked) })),
      )
      .willRespondWith(403, (b) =>
        b.headers(json).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado: Direitos insuficientes'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url, EXAMPLE.sessionToken).reportPdf(CONTENT_FIXTURES.locked));
        expect(error?.status).toBe(403);
        expect(downloadProblem(error)).toBe('refused');
      });
  });

  it('report/pdf/whatsit answers the report-not-found code for an unknown item', async () => {
    await newPact()
      .addInteraction()
      .given(SIGNED_IN, state)
      .uponReceiving('an unknown item saved as a report PDF')
      .withRequest('GET', '/api/report/pdf/whatsit', (b) => b.headers(auth).query(params({ id: '999999999' })))
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: string('BusinessError'),
          code: integer(ErrorCode.REPORT_NOT_FOUND),
          message: like('O relatório solicitado não existe.'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url, EXAMPLE.sessionToken).reportPdf(999_999_999));
        expect(error?.body?.code).toBe(ErrorCode.REPORT_NOT_FOUND);
        expect(downloadProblem(error)).toBe('refused');
      });
  });

  it('public/file/download returns the document of an e-mailed token, without a session', async () => {
    await newPact()
      .addInteraction()
      .given(MAILED, { token: LINK_TOKEN })
      .uponReceiving('the document of an e-mailed download link')
      .withRequest('GET', '/api/public/file/download', (b) => b.query(params({ token: LINK_TOKEN })))
      .willRespondWith(200, (b) => b.headers(pdfHeaders('attachment')).binaryFile('application/pdf', samplePdf))
      .executeTest(async (mock) => {
        const file = await api(mock.url).publicDownload(LINK_TOKEN);
        expect(file.mimeType).toBe('application/pdf');
      });
  });

  it('public/file/download answers the invalid-token error for a link used already', async () => {
    await newPact()
      .addInteraction()
      .given(MAILED, { token: LINK_TOKEN, used: 'true' })
      .uponReceiving('a download link used a second time')
      .withRequest('GET', '/api/public/file/download', (b) => b.query(params({ token: LINK_TOKEN })))
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: DOWNLOAD_TOKEN_INVALID_ERROR,
          code: integer(400),
          message: like('Token de download inválido.'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        expect(downloadProblem(await failure(api(mock.url).publicDownload(LINK_TOKEN)))).toBe('token-invalid');
      });
  });

  it('public/file/download answers the token-not-found error for an unknown token', async () => {
    await newPact()
      .addInteraction()
      .given('content is published')
      .uponReceiving('a download link whose token is unknown')
      .withRequest('GET', '/api/public/file/download', (b) => b.query(params({ token: 'unknown-token' })))
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: DOWNLOAD_TOKEN_NOT_FOUND_ERROR,
          code: integer(400),
          message: like('Token de download não encontrado.'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        expect(downloadProblem(await failure(api(mock.url).publicDownload('unknown-token')))).toBe('token-not-found');
      });
  });
});
