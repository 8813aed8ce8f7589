import { describe, expect, it } from 'vitest';
import { FakeClock } from '../fakes/fake-clock';
import { FakePublishingApi } from '../fakes/fake-publishing-api';
import {
  PUBLISHING_FIELD_MESSAGES,
  cataloguesWith,
  type ContentAttachment,
  type ContentViewer,
  emptyPublishingDraft,
  issueText,
  isPublishingEditable,
  NewsStatus,
  nextPublishingStatus,
  notificationsAllow,
  type NotificationPreferences,
  Profile,
  publishingActions,
  publishingAttachmentFields,
  publishingDraftOf,
  publishingFormOf,
  type PublishingDraft,
  PUBLISHING_LIMITS,
  PublishUseCase,
  TEASER_LENGTH,
  teaserOf,
  recipientCommodity,
  validatePublishingDraft,
} from '../../core';

/** Each locale's catalogue with the area's field messages, as its forms and the server word them. */
const TEXTS = cataloguesWith(PUBLISHING_FIELD_MESSAGES);

const NOW = new Date('2026-03-02T12:00:00.000Z');
const LATER = new Date('2026-03-02T13:00:00.000Z');
const COFFEE = 7;
const CORN = 13;
const HEDGE = 61;

const draft = (over: Partial<PublishingDraft> = {}): PublishingDraft => ({
  ...emptyPublishingDraft(),
  publicationType: 'flash',
  commodities: [COFFEE],
  title: 'Geada no sul de Minas',
  body: '<p>Geada atinge cafezais.</p>',
  ...over,
});

describe('a publication draft', () => {
  it('passes with a type, a commodity, a title and a body', () => {
    expect(validatePublishingDraft(draft())).toEqual([]);
  });

  it('names each missing or overlong field', () => {
    const issues = validatePublishingDraft(
      draft({ publicationType: 'gossip', commodities: [], title: ' ', body: '<p> </p>', summary: 'x'.repeat(1001) }),
    );
    expect(issues.map((issue) => issue.field)).toEqual(['publicationType', 'commodities', 'title', 'summary', 'body']);
    expect(validatePublishingDraft(draft({ title: 'x'.repeat(201) }))).toEqual([
      { field: 'title', message: 'publishing.titleTooLong' },
    ]);
  });

  it('asks a highlight for its title of at most 120 characters (SPEC §5), counted as characters', () => {
    expect(validatePublishingDraft(draft({ highlight: true, highlightTitle: '' }))).toEqual([
      { field: 'highlightTitle', message: 'required' },
    ]);
    expect(validatePublishingDraft(draft({ highlight: true, highlightTitle: '☕'.repeat(120) }))).toEqual([]);
    expect(validatePublishingDraft(draft({ highlight: true, highlightTitle: 'x'.repeat(121) }))).toEqual([
      { field: 'highlightTitle', message: 'titleTooLong' },
    ]);
    // Not a highlight: its title is not asked for.
    expect(validatePublishingDraft(draft({ highlight: false, highlightTitle: 'x'.repeat(121) }))).toEqual([]);
  });

  it('has its field messages in every locale', () => {
    for (const locale of ['PtBr', 'EnEu', 'EsEs', 'EsAr', 'PtPt'] as const)
      expect(issueText({ message: 'publishing.chooseCommodity' }, TEXTS[locale])).not.toMatch(/publishing\./);
    expect(issueText({ message: 'publishing.chooseCommodity' }, TEXTS.PtPt)).toBe(
      'Escolha pelo menos uma matéria-prima',
    );
  });
});

describe("a publication's attachments", () => {
  const file = (name: string, url: string, over: Partial<ContentAttachment> = {}): ContentAttachment => ({
    name,
    url,
    mimeType: 'application/pdf',
    size: 0,
    ...over,
  });
  const REPORT = file('Relatório semanal.pdf', 'https://arquivos.example.com/cafe/relatorio.pdf');
  const TABLES = file('Tabelas de preços.xlsx', '/arquivos/cafe/precos.xlsx');

  it('passes with a name and an https address or a path of this site each, up to 10', () => {
    expect(validatePublishingDraft(draft({ attachments: [REPORT, TABLES] }))).toEqual([]);
    expect(PUBLISHING_LIMITS.attachments).toBe(10);
    expect(validatePublishingDraft(draft({ attachments: Array.from({ length: 10 }, () => REPORT) }))).toEqual([]);
  });

  it('refuses more than 10 on the list itself', () => {
    expect(validatePublishingDraft(draft({ attachments: Array.from({ length: 11 }, () => REPORT) }))).toEqual([
      { field: 'attachments', message: 'publishing.tooManyAttachments' },
    ]);
  });

  it("names the field of the attachment that breaks a rule, by the attachment's place", () => {
    expect(validatePublishingDraft(draft({ attachments: [REPORT, file(' ', ' ')] }))).toEqual([
      { field: 'attachments.1.name', message: 'required' },
      { field: 'attachments.1.url', message: 'required' },
    ]);
    // A name of at most 200 characters, counted as characters.
    expect(validatePublishingDraft(draft({ attachments: [file('☕'.repeat(200), REPORT.url)] }))).toEqual([]);
    expect(validatePublishingDraft(draft({ attachments: [file('x'.repeat(201), REPORT.url)] }))).toEqual([
      { field: 'attachments.0.name', message: 'publishing.attachmentNameTooLong' },
    ]);
    expect(
      validatePublishingDraft(draft({ attachments: [file('Longo', `https://a.example.com/${'x'.repeat(478)}`)] })),
    ).toEqual([]);
    expect(
      validatePublishingDraft(draft({ attachments: [file('Longo', `https://a.example.com/${'x'.repeat(479)}`)] })),
    ).toEqual([{ field: 'attachments.0.url', message: 'publishing.attachmentLinkTooLong' }]);
  });

  it('takes an https address or a path of this site, and nothing a reader could not open safely', () => {
    for (const url of [
      'https://arquivos.example.com/a.pdf',
      'https://arquivos.example.com',
      '/arquivos/a.pdf',
      '/api/download-document-watermark?id=1&attachment=1',
    ])
      expect(validatePublishingDraft(draft({ attachments: [file('A', url)] })), url).toEqual([]);
    for (const url of [
      'http://arquivos.example.com/a.pdf',
      'ftp://arquivos.example.com/a.pdf',
      '//arquivos.example.com/a.pdf',
      '/\\arquivos.example.com/a.pdf',
      'https:///a.pdf',
      'https://',
      '/',
      'arquivos/a.pdf',
      'javascript:alert(1)',
      'https://arquivos.example.com/a b.pdf',
      'https://arquivos.example.com/a\u0000.pdf',
    ])
      expect(validatePublishingDraft(draft({ attachments: [file('A', url)] })), url).toEqual([
        { field: 'attachments.0.url', message: 'publishing.attachmentLinkInvalid' },
      ]);
  });

  it('has its field messages in every locale, European Portuguese its own', () => {
    for (const key of [
      'publishing.tooManyAttachments',
      'publishing.attachmentNameTooLong',
      'publishing.attachmentLinkInvalid',
      'publishing.attachmentLinkTooLong',
    ] as const) {
      const texts = (['PtBr', 'EnEu', 'EsEs', 'EsAr', 'PtPt'] as const).map((locale) =>
        issueText({ message: key }, TEXTS[locale]),
      );
      for (const text of texts) expect(text).not.toMatch(/publishing\./);
      expect(texts[4], key).not.toBe(texts[0]);
    }
    expect(issueText({ message: 'publishing.attachmentLinkInvalid' }, TEXTS.EnEu)).toBe(
      'Enter an https:// address or a path on this site starting with /',
    );
  });

  it("shows a publication's attachments on the form as their names and addresses, in their order", () => {
    expect(publishingFormOf(draft({ attachments: [REPORT, TABLES] })).attachments).toEqual([
      { name: REPORT.name, url: REPORT.url },
      { name: TABLES.name, url: TABLES.url },
    ]);
    expect(publishingFormOf().attachments).toEqual([]);
  });

  it("sends the form's attachments in its order, trimmed; an address kept keeps its media type and size", () => {
    const kept = file('Relatório.pdf', '/arquivos/relatorio', { mimeType: 'application/pdf', size: 52_000 });
    const form = {
      ...publishingFormOf(draft()),
      attachments: [
        { name: ' Tabelas de preços ', url: ' https://arquivos.example.com/precos.XLSX?versao=2 ' },
        { name: 'Relatório (revisto)', url: '/arquivos/relatorio' },
        { name: 'Nota técnica.pdf', url: '/arquivos/nota' },
        { name: 'Mapa', url: 'https://mapas.example.com/safra' },
      ],
    };
    expect(publishingDraftOf(form, [kept]).attachments).toEqual([
      {
        name: 'Tabelas de preços',
        url: 'https://arquivos.example.com/precos.XLSX?versao=2',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: 0,
      },
      { name: 'Relatório (revisto)', url: '/arquivos/relatorio', mimeType: 'application/pdf', size: 52_000 },
      // No extension in the address: the name's.
      { name: 'Nota técnica.pdf', url: '/arquivos/nota', mimeType: 'application/pdf', size: 0 },
      { name: 'Mapa', url: 'https://mapas.example.com/safra', mimeType: 'application/octet-stream', size: 0 },
    ]);
  });

  it('names every field an attachment of the form can have, up to the limit', () => {
    const fields = publishingAttachmentFields();
    expect(fields).toHaveLength(2 * PUBLISHING_LIMITS.attachments);
    expect(fields).toContain('attachments.0.name');
    expect(fields).toContain('attachments.9.url');
    expect(fields).not.toContain('attachments.10.url');
  });
});

describe('the publishing workflow (SENDNOW 1, SAVED 2, SCHEDULED 3, SENT 4, ERROR 5)', () => {
  const schedule = (at: Date) => ({ kind: 'schedule' as const, at, now: NOW });

  it('saves, schedules at a future time or sends a new publication, a draft or a scheduled one', () => {
    for (const status of [null, NewsStatus.SAVED, NewsStatus.SCHEDULED]) {
      expect(nextPublishingStatus(status, { kind: 'save' })).toEqual({ ok: true, status: NewsStatus.SAVED });
      expect(nextPublishingStatus(status, schedule(LATER))).toEqual({ ok: true, status: NewsStatus.SCHEDULED });
      expect(nextPublishingStatus(status, { kind: 'sendNow' })).toEqual({ ok: true, status: NewsStatus.SENDNOW });
      expect(nextPublishingStatus(status, { kind: 'resume' }).ok).toBe(false);
    }
  });

  it('refuses a schedule that is not in the future', () => {
    expect(nextPublishingStatus(NewsStatus.SAVED, schedule(NOW))).toEqual({
      ok: false,
      reason: 'publishing.scheduleInPast',
    });
  });

  it('ends a sending in SENT, or in ERROR when some delivery failed, and nothing else moves it meanwhile', () => {
    expect(nextPublishingStatus(NewsStatus.SENDNOW, { kind: 'finish', failures: 0 })).toEqual({
      ok: true,
      status: NewsStatus.SENT,
    });
    expect(nextPublishingStatus(NewsStatus.SENDNOW, { kind: 'finish', failures: 2 })).toEqual({
      ok: true,
      status: NewsStatus.ERROR,
    });
    for (const action of [{ kind: 'save' }, { kind: 'sendNow' }, { kind: 'resume' }, schedule(LATER)] as const)
      expect(nextPublishingStatus(NewsStatus.SENDNOW, action)).toEqual({ ok: false, reason: 'publishing.notAllowed' });
  });

  it('resumes one in ERROR, which can no longer be edited', () => {
    expect(nextPublishingStatus(NewsStatus.ERROR, { kind: 'resume' })).toEqual({
      ok: true,
      status: NewsStatus.SENDNOW,
    });
    expect(nextPublishingStatus(NewsStatus.ERROR, { kind: 'save' })).toEqual({
      ok: false,
      reason: 'publishing.notEditable',
    });
    expect(publishingActions(NewsStatus.ERROR)).toEqual(['resume']);
  });

  it('keeps SENT final: editing, sending again or resuming it is refused', () => {
    for (const action of [{ kind: 'save' }, { kind: 'sendNow' }, { kind: 'resume' }, schedule(LATER)] as const)
      expect(nextPublishingStatus(NewsStatus.SENT, action)).toEqual({ ok: false, reason: 'publishing.notEditable' });
    expect(isPublishingEditable(NewsStatus.SENT)).toBe(false);
    expect(publishingActions(NewsStatus.SENT)).toEqual([]);
  });
});

describe('the recipients of a publication', () => {
  const rights = (...ids: number[]) => ids.map((id) => ({ id, nome: String(id), habilitado: true }));
  const subscriber = (...ids: number[]): ContentViewer => ({
    profile: Profile.SUBSCRIBER,
    rights: rights(...ids),
    planTypes: 'all',
    trialActive: false,
  });
  const allOn: NotificationPreferences = { blockAll: false, choices: [] };
  const coffeeFlash = {
    commodities: [COFFEE],
    publicationType: 'flash',
    exclusive: false,
    enabledCommodities: new Set([COFFEE, CORN]),
  };

  it('reaches a subscriber whose plan includes the commodity, on both channels until chosen otherwise', () => {
    expect(recipientCommodity(subscriber(COFFEE), allOn, coffeeFlash, 'email')).toBe(COFFEE);
    expect(recipientCommodity(subscriber(COFFEE), allOn, coffeeFlash, 'push')).toBe(COFFEE);
  });

  it('does not reach a subscriber whose plan lacks the commodity or its publication type', () => {
    expect(recipientCommodity(subscriber(CORN), allOn, coffeeFlash, 'email')).toBeNull();
    expect(recipientCommodity({ ...subscriber(COFFEE), planTypes: ['news'] }, allOn, coffeeFlash, 'email')).toBeNull();
  });

  it('follows the choices per commodity and channel, and block all', () => {
    const noCoffeeMail = { blockAll: false, choices: [{ commodity: COFFEE, email: false, app: true }] };
    expect(recipientCommodity(subscriber(COFFEE), noCoffeeMail, coffeeFlash, 'email')).toBeNull();
    expect(recipientCommodity(subscriber(COFFEE), noCoffeeMail, coffeeFlash, 'push')).toBe(COFFEE);
    expect(notificationsAllow({ blockAll: true, choices: [] }, COFFEE, 'push')).toBe(false);
  });

  it('takes the first commodity that lets it through', () => {
    const both = { ...coffeeFlash, commodities: [COFFEE, CORN] };
    const noCoffee = { blockAll: false, choices: [{ commodity: COFFEE, email: false, app: false }] };
    expect(recipientCommodity(subscriber(COFFEE, CORN), noCoffee, both, 'email')).toBe(CORN);
  });

  it('reaches no free user, nobody for a commodity not offered, and a demo in trial except for exclusive items', () => {
    const free: ContentViewer = { profile: Profile.FREE, rights: [], planTypes: [], trialActive: false };
    expect(recipientCommodity(free, allOn, coffeeFlash, 'email')).toBeNull();
    const hedge = { ...coffeeFlash, commodities: [HEDGE] };
    expect(recipientCommodity(subscriber(HEDGE), allOn, hedge, 'email')).toBeNull();
    const demo: ContentViewer = { profile: Profile.DEMO, rights: rights(COFFEE), planTypes: 'all', trialActive: true };
    expect(recipientCommodity(demo, allOn, coffeeFlash, 'email')).toBe(COFFEE);
    expect(recipientCommodity(demo, allOn, { ...coffeeFlash, exclusive: true }, 'email')).toBeNull();
    expect(recipientCommodity({ ...demo, trialActive: false }, allOn, coffeeFlash, 'email')).toBeNull();
  });
});

describe("the desk's command", () => {
  const setUp = () => {
    const clock = new FakeClock('2026-03-02T12:00:00Z');
    const api = new FakePublishingApi([], () => clock.now(), new Set([COFFEE, CORN]));
    const form = { ...publishingFormOf(), publicationType: 'flash', commodities: [String(COFFEE)], title: 'Geada' };
    return { api, form: { ...form, body: '<p>Geada.</p>' }, publish: new PublishUseCase(api, clock) };
  };
  // The date field's reader as the page has it: an instant, or null for what is no date.
  const read = (local: string) => (local === '2026-03-02T15:00' ? LATER : null);

  it('names a date that is no date on the date field, and keeps nothing', async () => {
    const { api, form, publish } = setUp();
    const refused = await publish.execute(null, { ...form, at: '2026-02-31T10:00' }, 'schedule', read).catch((e) => e);
    expect(refused.issues).toEqual([{ field: 'at', message: 'publishing.scheduleInvalid' }]);
    expect(issueText(refused.issues[0], TEXTS.EnEu)).toBe('This date does not exist');
    expect(api.items.size).toBe(0);
  });

  it('asks for a time in the future when the date field is empty or in the past', async () => {
    const { form, publish } = setUp();
    const empty = await publish.execute(null, { ...form, at: '' }, 'schedule', read).catch((e) => e);
    expect(empty.issues).toEqual([{ field: 'at', message: 'publishing.scheduleInPast' }]);
  });

  it('refuses an attachment without its address on its field before anything is stored', async () => {
    const { api, form, publish } = setUp();
    const attachments = [{ name: 'Relatório.pdf', url: '' }];
    const refused = await publish.execute(null, { ...form, attachments }, 'save', read).catch((e) => e);
    expect(refused.issues).toEqual([{ field: 'attachments.0.url', message: 'required' }]);
    expect(api.items.size).toBe(0);
  });

  it("stores the form's attachments, and keeps the size of those whose address stays", async () => {
    const { api, form, publish } = setUp();
    const first = await publish.execute(
      null,
      { ...form, attachments: [{ name: 'Relatório.pdf', url: '/arquivos/relatorio.pdf' }] },
      'save',
      read,
    );
    api.items.get(first.id)!.attachments[0]!.size = 52_000;
    const current = await api.get(first.id);
    const attachments = [
      { name: 'Mapa.png', url: 'https://mapas.example.com/safra.png' },
      { name: 'Relatório semanal.pdf', url: '/arquivos/relatorio.pdf' },
    ];
    const saved = await publish.execute(current, { ...form, attachments }, 'save', read);
    expect(saved.attachments).toEqual([
      { name: 'Mapa.png', url: 'https://mapas.example.com/safra.png', mimeType: 'image/png', size: 0 },
      { name: 'Relatório semanal.pdf', url: '/arquivos/relatorio.pdf', mimeType: 'application/pdf', size: 52_000 },
    ]);
  });

  it('schedules at the time the field holds', async () => {
    const { publish, form } = setUp();
    const item = await publish.execute(null, { ...form, at: '2026-03-02T15:00' }, 'schedule', read);
    expect(item.status).toBe(NewsStatus.SCHEDULED);
    expect(item.scheduledAt).toBe(LATER.toISOString());
  });
});

describe('the teaser of a publication sent without a summary', () => {
  it('is the body text, whitespace collapsed, whole when it fits', () => {
    expect(teaserOf('  Geada atinge\n cafezais   do sul de Minas. ')).toBe('Geada atinge cafezais do sul de Minas.');
  });

  it('is cut at the last word that fits, with an ellipsis', () => {
    const words = Array.from({ length: 80 }, (_, i) => `palavra${i}`).join(' ');
    const teaser = teaserOf(words);
    expect(teaser.length).toBeLessThanOrEqual(TEASER_LENGTH);
    expect(teaser.endsWith('…')).toBe(true);
    expect(words.startsWith(teaser.slice(0, -1))).toBe(true);
    expect(words.charAt(teaser.length - 1)).toBe(' ');
  });
});
