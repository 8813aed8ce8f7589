// Every response the HTTP adapters read is checked against its contract at the boundary, against a real HTTP
// server: a valid payload becomes typed values (luxon instants, enum codes), a broken one rejects with a
// ContractError, logged once with the call and the failed constraints and reported once for the generic message.
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  classifyTransportFailure,
  ContentLocation,
  ContractError,
  DisclosureType,
  NewsImportance,
  Profile,
  type AccountApiPort,
  type AuthApiPort,
  type BiometricApiPort,
  type ContentApiPort,
  type ContentCachePort,
} from '../../core';
import { ApiClient } from '../../adapters/http/api-client';
import { HttpAcceptorApi } from '../../adapters/http/http-acceptor-api';
import { HttpAccountApi } from '../../adapters/http/http-account-api';
import { HttpAppVersion } from '../../adapters/http/http-app-version';
import { HttpAuthApi } from '../../adapters/http/http-auth-api';
import { HttpBiometricApi } from '../../adapters/http/http-biometric-api';
import { HttpConfig } from '../../adapters/http/http-config';
import { HttpContentApi } from '../../adapters/http/http-content-api';
import { HttpContentCache } from '../../adapters/http/http-content-cache';
import { type RequestContext } from '../../adapters/http/request-context';
import { configFor, StaticConfig } from '../fakes/static-config';
import { RecordingFailures } from '../fakes/recording-failures';
import { RecordingLogger } from '../fakes/recorders';

// The messages are checked in every locale, which the app loads as the user switches to it.

/** What the test server answers, by path (200 with this JSON body); anything else is a 404. */
let answers = new Map<string, unknown>();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    req.resume();
    req.on('end', () => {
      const known = answers.has(path);
      res.writeHead(known ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(known ? answers.get(path) : { errorType: 'NotFound', message: path }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  answers = new Map();
});

const signedIn: RequestContext = {
  token: () => 'token',
  locale: () => 'PtBr',
  isDesktop: () => true,
  cookiesAccepted: () => undefined,
  correlationId: () => undefined,
};

/** The adapters over one API client and one cache client, with the logger and failure port they report to. */
function adapters() {
  const logger = new RecordingLogger();
  const failures = new RecordingFailures();
  const config = new StaticConfig(configFor(base));
  const api = new ApiClient(config, signedIn, failures, undefined, undefined, logger);
  const cache = new ApiClient(
    config,
    signedIn,
    failures,
    (c) => c.api_cache,
    () => ({}),
    logger,
  );
  return {
    logger,
    failures,
    account: new HttpAccountApi(api) as AccountApiPort,
    auth: new HttpAuthApi(api) as AuthApiPort,
    biometric: new HttpBiometricApi(api) as BiometricApiPort,
    acceptor: new HttpAcceptorApi(api),
    content: new HttpContentApi(api) as ContentApiPort,
    cache: new HttpContentCache(cache) as ContentCachePort,
  };
}

const commodity = { id: 16, nome: 'Soja' };
/** A content list entry as the API sends it. */
const listItem = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  commodity,
  title: 'Soja: boletim',
  summary: 'Resumo',
  dt_report: null,
  dt_publish: '2026-11-20T12:00:00.000Z',
  newsContent: [{ code: 'news', nome: 'Notícias' }],
  periodicity: 'daily',
  originCountry: 'BR',
  author: { id: 1, name: 'Ana' },
  reportType: null,
  importance: 1,
  exclusive: false,
  live: false,
  highlight: false,
  relevant: false,
  priority: 2,
  disclosureType: 2,
  hasAttachment: false,
  hasAudio: false,
  hasVideo: false,
  hasPodcast: false,
  free: false,
  locked: false,
  location: 'detail-public',
  read: false,
  ...fields,
});
/** A news detail with a timed event. */
const detail = (fields: Record<string, unknown> = {}) => ({
  ...listItem(),
  body: '<p>Corpo</p>',
  attachments: [],
  attachmentsLocked: false,
  languages: ['PtBr'],
  event: {
    type: 'online',
    allDay: false,
    start: '2026-12-01T13:00:00.000Z',
    end: '2026-12-01T15:00:00.000Z',
    location: null,
    price: 0,
    link: null,
    relatedNews: [],
  },
  ...fields,
});

describe('a response that keeps the contract', () => {
  it('becomes typed values: event times as luxon instants, numeric codes as their enum values', async () => {
    answers.set('/api/news/detail', detail());
    const { content, logger, failures } = adapters();
    const item = await content.newsDetail(1);
    expect(DateTime.isDateTime(item.event?.start)).toBe(true);
    expect(item.event?.start.toMillis()).toBe(Date.UTC(2026, 11, 1, 13));
    expect(item.event?.end.toUTC().toISO()).toBe('2026-12-01T15:00:00.000Z');
    expect(item.importance).toBe(NewsImportance.IMPORTANT);
    expect(item.disclosureType).toBe(DisclosureType.INVITE);
    expect(item.location).toBe(ContentLocation.PUBLIC);
    expect(item.dt_publish).toBe('2026-11-20T12:00:00.000Z');
    expect(logger.entries).toEqual([]);
    expect(failures.reported).toEqual([]);
  });

  it('comes back as plain data (for MobX), left-out nulls filled in, fields outside the contract dropped', async () => {
    const { reportType: _reportType, disclosureType: _disclosureType, ...lean } = listItem();
    answers.set('/api/news/list-detail', [
      { ...lean, attachments: [], attachmentsLocked: false, languages: ['PtBr'], internalScore: 0.93 },
    ]);
    const [item] = await adapters().content.listDetail([1]);
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(item?.commodity)).toBe(Object.prototype);
    expect(item).toMatchObject({ reportType: null, disclosureType: null, event: null });
    expect(item).not.toHaveProperty('internalScore');
  });

  it('reads the profile of the account data and of the login fields as the Profile code', async () => {
    answers.set('/api/my-account', {
      email: 'a@b.co',
      nome: 'Ana',
      userCode: 'CEL-1',
      userType: 'individual',
      document: '***.982.247-**',
      phone: '11 9****-4321',
      groups: [],
      language: 'PtBr',
      country: 'BR',
      profile: 2,
      signature: 'Demo',
      passwordHash: 'secret',
    });
    answers.set('/api/auth/new-signin', [
      {
        nome: 'Ana',
        email: 'a@b.co',
        token: 't',
        profile: 1,
        language: 2,
        rights: [{ id: 1, nome: 'Açúcar', habilitado: true }],
      },
    ]);
    const { account, auth } = adapters();
    const data = await account.myAccount();
    expect(data.profile).toBe(Profile.DEMO);
    expect(data).not.toHaveProperty('passwordHash');
    const signIn = await auth.signIn({ email: 'a@b.co', password: 'x', device_id: 'd', remember: false });
    expect(signIn.kind === 'signed-in' && signIn.fields).toMatchObject({
      profile: Profile.SUBSCRIBER,
      language: 2,
      rights: [{ id: 1, habilitado: true }],
    });
  });

  it('reads the configuration and the version file', async () => {
    answers.set('/config.json', { ...configFor(base), brand: 'market-news', pushProjectIds: { android: 'project-1' } });
    answers.set('/appversion.json', { hash: 'abc123' });
    const logger = new RecordingLogger();
    expect((await new HttpConfig({ username: 'u', password: 'p' }, `${base}/config.json`, logger).get()).api_url).toBe(
      `${base}/api/`,
    );
    expect(await new HttpAppVersion(`${base}/appversion.json`, logger).hash()).toBe('abc123');
    expect(logger.entries).toEqual([]);
  });
});

describe('a response that breaks the contract', () => {
  it('rejects with a ContractError, logged once with the call and the failed constraints, no values', async () => {
    answers.set(
      '/api/news/detail',
      detail({ dt_publish: undefined, importance: 7, title: 'Relatório confidencial de Ana' }),
    );
    const { content, logger, failures } = adapters();
    const error = await content.newsDetail(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).call).toBe('GET news/detail');
    expect((error as ContractError).violations).toEqual(
      expect.arrayContaining([expect.stringMatching(/^dt_publish: /), expect.stringMatching(/^importance: /)]),
    );
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]).toMatchObject({
      level: 'error',
      detail: { call: 'GET news/detail', violations: (error as ContractError).violations },
    });
    expect(JSON.stringify(logger.entries)).not.toContain('Ana');
    expect(failures.reported).toHaveLength(1);
    expect(failures.reported[0]).toMatchObject({ status: 200, authenticated: true, contract: true });
    expect(classifyTransportFailure(failures.reported[0]!, CATALOGUES.EnEu)).toEqual({
      kind: 'toasts',
      toasts: [{ level: 'danger', title: 'Error', message: 'Error performing the operation' }],
    });
  });

  it('names the path of a nested failure, and rejects a date or an event time that is not ISO 8601', async () => {
    answers.set(
      '/api/news/detail',
      detail({
        event: { ...detail().event, start: 'next tuesday' },
        commodity: { id: '16', nome: 'Soja' },
        dt_publish: '20/11/2026 09:00',
      }),
    );
    const { content, logger } = adapters();
    const error = (await content.newsDetail(1).catch((e: unknown) => e)) as ContractError;
    expect([...error.violations].sort()).toEqual([
      'commodity.id: isInt',
      'dt_publish: isIsoText',
      'event.start: isInstant',
    ]);
    expect(logger.entries).toHaveLength(1);
  });

  it('rejects a list that is not a list, and a list entry that breaks the contract', async () => {
    answers.set('/api/main/menu', { items: [] });
    answers.set('/api/elastic/related-news', [listItem(), listItem({ location: 'somewhere' })]);
    const { content, logger } = adapters();
    await expect(content.mainMenu()).rejects.toBeInstanceOf(ContractError);
    const error = (await content.relatedNews(1, 5).catch((e: unknown) => e)) as ContractError;
    expect(error.violations).toEqual([expect.stringMatching(/^\[1\]\.location: /)]);
    expect(logger.entries).toHaveLength(2);
  });

  it('fails the configuration clearly, without trying it twice', async () => {
    answers.set('/config.json', { api_url: 42 });
    const logger = new RecordingLogger();
    const error = await new HttpConfig({ username: 'u', password: 'p' }, `${base}/config.json`, logger)
      .get()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).call).toBe('GET config.json');
    expect(logger.entries).toHaveLength(1);
  });

  it('fails a version file without a hash', async () => {
    answers.set('/appversion.json', { hash: '' });
    const logger = new RecordingLogger();
    await expect(new HttpAppVersion(`${base}/appversion.json`, logger).hash()).rejects.toBeInstanceOf(ContractError);
    expect(logger.entries).toHaveLength(1);
  });

  it('rejects a plan whose price names no currency, or one not written as an ISO 4217 code (three capitals)', async () => {
    const plan = {
      id: 2,
      name: 'Grains and Sugar plan',
      description: 'Sugar and ethanol, coffee, corn, soy and Chicago.',
      monthlyPrice: 49_000,
      currency: 'BRL',
      publicationTypes: ['news'],
      commodities: [1],
      features: ['Ask the analyst'],
    };
    const { cache } = adapters();
    answers.set('/cache/plans', [plan]);
    expect((await cache.plans('EnEu'))[0]).toEqual(plan);
    const { currency: _currency, ...unpriced } = plan;
    for (const broken of [
      unpriced,
      { ...plan, currency: 'reais' },
      { ...plan, currency: 'R$' },
      { ...plan, currency: 'brl' },
    ]) {
      answers.set('/cache/plans', [broken]);
      expect(await cache.plans('EnEu').catch((e: unknown) => e)).toBeInstanceOf(ContractError);
    }
  });

  it('is caught for every response the adapters read', async () => {
    const { account, auth, biometric, acceptor, content, cache, logger, failures } = adapters();
    const reads: [string, string, () => Promise<unknown>][] = [
      [
        'account',
        '/api/auth/register',
        () =>
          account.register({
            email: '',
            emailConfirmation: '',
            nome: '',
            userType: 'individual',
            document: '',
            phone: '',
            password: '',
            acceptedTerms: true,
            language: 'PtBr',
          }),
      ],
      ['account', '/api/my-account', () => account.myAccount()],
      ['account', '/api/user-notification', () => account.notifications()],
      ['account', '/api/user-notification', () => account.saveNotifications({ blockAll: false, items: [] })],
      ['account', '/api/signatures/client/current', () => account.currentSignature()],
      ['account', '/api/signatures/client', () => account.packages()],
      ['account', '/api/update-phone/client', () => account.updatePhone('11987654321')],
      ['account', '/api/client/signature/check-request-demo', () => account.checkDemoRequest()],
      ['account', '/api/client/signature/request-demo', () => account.requestDemo()],
      ['account', '/api/privacy-policy-content', () => account.privacyPolicy('pt')],
      ['auth', '/api/auth/new-signin', () => auth.signIn({ email: '', password: '', device_id: '', remember: false })],
      ['auth', '/api/signin/s4', () => auth.signInS4({ email: '', password: '', device_id: '', remember: false })],
      [
        'auth',
        '/api/auth/validate-two-factor-auth-token',
        () => auth.validateTwoFactor({ token: '', code: '', device_id: '', remember: false }),
      ],
      ['auth', '/api/check/info', () => auth.checkInfo()],
      ['auth', '/api/auth/biometric/activate', () => biometric.activate({ device_id: 'd' })],
      ['auth', '/api/auth/biometric/signin', () => biometric.signIn({ device_id: 'd', secret: 's' })],
      ['session', '/api/acceptor/newtoken', () => acceptor.newToken('ua')],
      ['session', '/api/acceptor/refresh-token', () => acceptor.refreshToken('r')],
      ['session', '/api/acceptor/check-token', () => acceptor.checkToken('a')],
      ['content', '/api/main/menu', () => content.mainMenu()],
      ['content', '/api/menu/content', () => content.menuContent(1)],
      ['content', '/api/content/filter', () => content.contentFilter()],
      ['content', '/api/elastic/listall', () => content.listAll({ commodity: 0, page: 1, pageSize: 10 })],
      ['content', '/api/reportData/commodity/reporttype', () => content.reportTypes(0)],
      ['content', '/api/reportData/list/all/report/highlight', () => content.highlights(0, 9)],
      ['content', '/api/news/detail', () => content.newsDetail(1)],
      ['content', '/api/news/list-detail', () => content.listDetail([1])],
      ['content', '/api/elastic/related-news', () => content.relatedNews(1, 5)],
      ['content', '/api/elastic/news-ticker', () => content.newsTicker({ limit: 10 })],
      ['content', '/api/user/count-sent-news', () => content.countSentNews()],
      ['content', '/api/content/notification', () => content.contentNotification()],
      ['content', '/api/content-private', () => content.privateContent('detail-private-free')],
      ['content', '/api/landing-page', () => content.landingPage('PtBr')],
      ['cache', '/cache/subjects', () => cache.subjects()],
      ['cache', '/cache/content', () => cache.content()],
      ['cache', '/cache/news/cache', () => cache.newsCache('PtBr')],
      ['cache', '/cache/news/cache/highlights', () => cache.highlightsCache('EsAr')],
      ['cache', '/cache/content-private/public-detail', () => cache.publicDetail(1)],
      ['cache', '/cache/content-private/quotes-public', () => cache.quotesPublic('PtPt')],
      ['cache', '/cache/plans', () => cache.plans('EnEu')],
      ['cache', '/cache/content-private/privacy-policy', () => cache.privacyPolicy('pt')],
    ];
    for (const [area, path, read] of reads) {
      answers.set(path, { unexpected: true });
      const error = await read().catch((e: unknown) => e);
      expect(error, `${area} ${path}`).toBeInstanceOf(ContractError);
      answers.delete(path);
    }
    expect(logger.entries).toHaveLength(reads.length);
    expect(failures.reported).toHaveLength(reads.length);
  });

  it('rejects a quick sign-in secret with an unknown method, and login fields without a token', async () => {
    const { biometric } = adapters();
    answers.set('/api/auth/biometric/activate', { secret: 's', method: 'face' });
    const error = (await biometric.activate({ device_id: 'd' }).catch((e: unknown) => e)) as ContractError;
    expect(error.violations).toEqual([expect.stringMatching(/^method: /)]);
    answers.set('/api/auth/biometric/activate', { secret: 's', method: 'pin' });
    expect(await biometric.activate({ device_id: 'd', pin: '482913' })).toEqual({ secret: 's', method: 'pin' });
    answers.set('/api/auth/biometric/signin', [{ nome: 'Ana', email: 'a@b.co', profile: 1 }]);
    expect(await biometric.signIn({ device_id: 'd', secret: 's' }).catch((e: unknown) => e)).toBeInstanceOf(
      ContractError,
    );
  });

  it('ends a token refresh whose answer breaks the contract, logged and reported once', async () => {
    answers.set('/api/auth/getAccessTokenFromRefreshToken', { token: 'new-access' });
    const logger = new RecordingLogger();
    const failures = new RecordingFailures();
    const stored: unknown[] = [];
    const context: RequestContext = {
      ...signedIn,
      refreshToken: () => 'refresh',
      storeTokens: (tokens) => stored.push(tokens),
    };
    const client = new ApiClient(new StaticConfig(configFor(base)), context, failures, undefined, undefined, logger);
    await expect(client.refreshAccessToken()).resolves.toBe(false);
    expect(stored).toEqual([]);
    expect(logger.entries).toHaveLength(1);
    expect(failures.reported).toEqual([expect.objectContaining({ contract: true })]);
  });
});
