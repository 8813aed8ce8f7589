import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  ApiError,
  attachmentPath,
  attachmentsForReader,
  canReadInline,
  type ContentAttachment,
  type ContentViewer,
  DOWNLOAD_TOKEN_INVALID_ERROR,
  DOWNLOAD_TOKEN_NOT_FOUND_ERROR,
  DOWNLOAD_TOKEN_VALIDITY_DAYS,
  downloadFailureMessage,
  downloadProblem,
  downloadTokenExpiry,
  downloadTokenState,
  ErrorCode,
  GetDocumentUseCase,
  itemAccess,
  LOCALES,
  otherMessage,
  Profile,
  safeFileName,
  watermarkText,
} from '../../core';
import { FakeClock } from '../fakes/fake-clock';
import { FakeDocumentApi, RecordingFileSaver } from '../fakes/fake-document-api';

const issuedAt = new Date('2026-11-21T12:00:00Z');
const day = 86_400_000;

describe('the e-mailed download token', () => {
  it('is valid for 7 days from its issue', () => {
    expect(DOWNLOAD_TOKEN_VALIDITY_DAYS).toBe(7);
    expect(downloadTokenExpiry(issuedAt).getTime() - issuedAt.getTime()).toBe(7 * day);
  });

  it('works before it expires, is invalid at and after its end, and not found when none was issued', () => {
    const token = { expiresAt: downloadTokenExpiry(issuedAt), usedAt: null };
    expect(downloadTokenState(token, new Date(issuedAt.getTime() + 7 * day - 1))).toBe('valid');
    expect(downloadTokenState(token, new Date(issuedAt.getTime() + 7 * day))).toBe('invalid');
    expect(downloadTokenState(undefined, issuedAt)).toBe('not-found');
  });

  it('works once: a used token is invalid even within its validity', () => {
    const used = { expiresAt: downloadTokenExpiry(issuedAt), usedAt: issuedAt };
    expect(downloadTokenState(used, new Date(issuedAt.getTime() + 1000))).toBe('invalid');
  });
});

describe("the attachments a reader's detail carries", () => {
  const FILES: ContentAttachment[] = [
    { name: 'Relatório.pdf', url: 'https://arquivos.example.com/relatorio.pdf', mimeType: 'application/pdf', size: 0 },
    { name: 'Tabelas.xlsx', url: '/arquivos/tabelas.xlsx', mimeType: 'application/octet-stream', size: 4_500 },
  ];
  const coffee = [{ id: 7, nome: 'Café', habilitado: true }];
  const item = { subjectId: 7, subjectEnabled: true, publicationType: 'report', free: false, exclusive: false };
  const subscriber: ContentViewer = {
    profile: Profile.SUBSCRIBER,
    rights: coffee,
    planTypes: 'all',
    trialActive: false,
  };
  const demo: ContentViewer = { profile: Profile.DEMO, rights: coffee, planTypes: 'all', trialActive: true };

  it('gives a reader whose rights open the item every attachment, in order, each at its download path', () => {
    expect(attachmentsForReader(itemAccess(subscriber, item), 42, FILES)).toEqual({
      attachments: [
        { ...FILES[0], url: attachmentPath(42, 1) },
        { ...FILES[1], url: attachmentPath(42, 2) },
      ],
      attachmentsLocked: false,
    });
  });

  it('gives a Demo in its trial none, and says the item has some kept for subscribers (the upsell)', () => {
    expect(itemAccess(demo, item).kind).toBe('open');
    expect(attachmentsForReader(itemAccess(demo, item), 42, FILES)).toEqual({
      attachments: [],
      attachmentsLocked: true,
    });
  });

  it('gives a reader outside the plan none, and says nothing is kept when the item has none', () => {
    const cornOnly = { ...subscriber, rights: [{ id: 13, nome: 'Milho', habilitado: true }] };
    expect(attachmentsForReader(itemAccess(cornOnly, item), 42, FILES)).toEqual({
      attachments: [],
      attachmentsLocked: true,
    });
    expect(attachmentsForReader(itemAccess(demo, item), 42, [])).toEqual({ attachments: [], attachmentsLocked: false });
  });
});

describe('documents', () => {
  it('addresses an attachment by its item and number, under the spec path of the watermarked download', () => {
    expect(attachmentPath(42, 2)).toBe('/api/download-document-watermark?id=42&attachment=2');
  });

  it('stamps the name, the e-mail and the date; the e-mail stands for an empty name', () => {
    expect(watermarkText({ name: 'Ana Souza', email: 'ana@example.com', date: '2026-11-21' })).toBe(
      'Ana Souza · ana@example.com · 2026-11-21',
    );
    expect(watermarkText({ name: ' ', email: 'ana@example.com', date: '2026-11-21' })).toBe(
      'ana@example.com · ana@example.com · 2026-11-21',
    );
  });

  it.each([
    ['report-12.pdf', 'report-12.pdf'],
    ['Relatório de safra 2026.pdf', 'Relatório-de-safra-2026.pdf'],
    ['../../etc/passwd', 'etc-passwd'],
    ['a"b\r\nc;d.pdf', 'a-b-c-d.pdf'],
    ['...', 'document.pdf'],
    ['', 'document.pdf'],
  ])('makes %j a safe file name (%j)', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('keeps a long name within 120 characters with its extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('reads PDFs inline, nothing else', () => {
    expect(canReadInline('application/pdf')).toBe(true);
    expect(canReadInline('Application/PDF; charset=binary')).toBe(true);
    expect(canReadInline('text/csv')).toBe(false);
  });
});

describe('what a failed download tells the user (SPEC §8)', () => {
  const refused = new ApiError(403, {
    errorType: 'AuthError',
    code: ErrorCode.INSUFFICIENT_RIGHTS,
    message: 'Acesso negado: Direitos insuficientes.',
  });

  it.each(LOCALES)('in %s: token not found, invalid token, the refusal as sent, else the generic failure', (locale) => {
    const notFound = new ApiError(400, { errorType: DOWNLOAD_TOKEN_NOT_FOUND_ERROR, code: 400 });
    const invalid = new ApiError(400, { errorType: DOWNLOAD_TOKEN_INVALID_ERROR, code: 400 });
    expect(downloadFailureMessage(notFound, CATALOGUES[locale])).toBe(
      otherMessage('downloadTokenNotFound', CATALOGUES[locale]),
    );
    expect(downloadFailureMessage(invalid, CATALOGUES[locale])).toBe(
      otherMessage('downloadTokenInvalid', CATALOGUES[locale]),
    );
    expect(downloadFailureMessage(refused, CATALOGUES[locale])).toBe('Acesso negado: Direitos insuficientes.');
    expect(downloadFailureMessage(new ApiError(undefined, undefined), CATALOGUES[locale])).toBe(
      otherMessage('downloadFailed', CATALOGUES[locale]),
    );
    expect(downloadFailureMessage(new ApiError(500, undefined), CATALOGUES[locale])).toBe(
      otherMessage('downloadFailed', CATALOGUES[locale]),
    );
    expect(downloadFailureMessage(new Error('disk full'), CATALOGUES[locale])).toBe(
      otherMessage('downloadFailed', CATALOGUES[locale]),
    );
  });

  it('tells the problems apart', () => {
    expect(downloadProblem(refused)).toBe('refused');
    expect(downloadProblem(new ApiError(403, { errorType: 'AuthError' }))).toBe('failed');
  });
});

describe('getting a document', () => {
  const setUp = () => {
    const clock = new FakeClock();
    const api = new FakeDocumentApi(clock);
    api.files.set(7, ['report-7.pdf', 'report-7-tables.pdf']);
    const saver = new RecordingFileSaver();
    return { clock, api, saver };
  };

  it('saves the watermarked copy on download and opens the plain one on read', async () => {
    const { api, saver } = setUp();
    api.allowed.add(7);
    const use = new GetDocumentUseCase(api, saver);
    await use.execute({ mode: 'download', id: 7, attachment: 2 });
    await use.execute({ mode: 'read', id: 7, attachment: 1 });
    expect(api.calls).toEqual(['download-document-watermark 7 2', 'read-document 7 1']);
    expect(saver.saved.map((f) => f.name)).toEqual(['report-7-tables.pdf']);
    expect(new TextDecoder().decode(saver.saved[0]!.bytes)).toContain('ana@example.com');
    expect(saver.opened.map((f) => f.name)).toEqual(['report-7.pdf']);
  });

  it('saves nothing when the rights do not include the item, and rejects with the refusal', async () => {
    const { api, saver } = setUp();
    const error = await new GetDocumentUseCase(api, saver)
      .execute({ mode: 'download', id: 7, attachment: 1 })
      .catch((e: unknown) => e);
    expect(downloadProblem(error)).toBe('refused');
    expect(saver.saved).toEqual([]);
  });

  it('saves a report as a PDF stamped for the user, only with the right to the item', async () => {
    const { api, saver } = setUp();
    const use = new GetDocumentUseCase(api, saver);
    expect(downloadProblem(await use.execute({ mode: 'report', id: 7 }).catch((e: unknown) => e))).toBe('refused');
    expect(saver.saved).toEqual([]);
    api.allowed.add(7);
    await use.execute({ mode: 'report', id: 7 });
    expect(api.calls).toEqual(['report/pdf/whatsit 7', 'report/pdf/whatsit 7']);
    expect(saver.saved.map((f) => f.name)).toEqual(['report-7.pdf']);
    expect(new TextDecoder().decode(saver.saved[0]!.bytes)).toContain('ana@example.com');
    expect(saver.opened).toEqual([]);
  });

  it('downloads by a token once; the second use is the invalid token, an unknown one not found', async () => {
    const { api, saver } = setUp();
    api.issue('abc', 7, 1);
    const use = new GetDocumentUseCase(api, saver);
    const link = (token: string) => use.execute({ mode: 'link', token });
    await link('abc');
    expect(saver.saved.map((f) => f.name)).toEqual(['report-7.pdf']);
    expect(downloadProblem(await link('abc').catch((e: unknown) => e))).toBe('token-invalid');
    expect(downloadProblem(await link('nope').catch((e: unknown) => e))).toBe('token-not-found');
  });

  it('refuses a token after its 7 days', async () => {
    const { api, saver, clock } = setUp();
    api.issue('abc', 7, 1);
    clock.advance(7 * day);
    expect(
      downloadProblem(
        await new GetDocumentUseCase(api, saver).execute({ mode: 'link', token: 'abc' }).catch((e: unknown) => e),
      ),
    ).toBe('token-invalid');
  });
});
