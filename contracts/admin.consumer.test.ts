// The back office's calls: the subjects, users and tags lists (a page, sorted and filtered on the server), their
// records (a user's with its account data and push devices; each with its change log), created and updated; the
// dropdown lists, filter/user-all and acronym/find/key that serve the forms; a reader whose roles fail a call's rule
// refused with 403, and a form refused field by field (a taken CPF too).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  type AdminSubject,
  type AdminTagFields,
  type AdminUserFields,
  type ApiError,
  DEFAULT_TABLE_QUERY,
  DROPDOWN_RULES,
  DROPDOWNS,
  ErrorCode,
} from '../core';
import { HttpAdminApi } from '../adapters/http/http-admin-api';
import { apiClientFor, EXAMPLE, newPact } from './pact-setup';

const { boolean, eachLike, integer, like, nullValue, regex, string } = MatchersV3;

const SEEDED = 'the back office is seeded and the user is signed in';
const as = (email: string) => ({ email, token: EXAMPLE.sessionToken });
const ADMIN = as('admin@example.com');
const EDITOR = as('editor@example.com');
const PUBLISHER = as('publicador@example.com');
const auth = { Authorization: `Bearer ${EXAMPLE.sessionToken}` };
const json = { 'Content-Type': 'application/json' };
const common = { lang: 'PtBr', isDesktop: 'true' };
const api = (url: string) => new HttpAdminApi(apiClientFor(url, EXAMPLE.sessionToken));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';

const subjectBody = {
  id: integer(7),
  nome: string('Café'),
  namePtBr: string('Café'),
  nameEnEu: string('Coffee'),
  nameEsEs: string('Café'),
  nameEsAr: string('Café'),
  namePtPt: string('Café'),
  icone: string('coffee'),
  iconSize: string('24'),
  habilitado: boolean(true),
  originCode: integer(250),
  mne: string('CAF'),
  platformWdmaRoute: eachLike({ country: string('BR'), routeName: string('cafe') }),
};
/** A change log of one entry like this one (created or updated) by this staff member. */
const auditOf = (
  by: string,
  action: 'created' | 'updated',
  change: { field: string; before: unknown; after: string },
) =>
  eachLike({
    at: regex(ISO, '2026-11-23T12:00:00.000Z'),
    by: string(by),
    action: regex('^(created|updated)$', action),
    changes: eachLike({
      field: string(change.field),
      before: change.before,
      after: string(change.after),
    }),
  });
const page = (item: object) => ({
  items: eachLike(item),
  total: integer(17),
  page: integer(1),
  pageSize: integer(10),
});
const userDetail = {
  id: integer(1),
  email: string('assinante@example.com'),
  name: string('Mariana Albuquerque Souza'),
  personType: regex('^(individual|company)$', 'individual'),
  document: string('529.982.247-25'),
  phone: string('11 98765-4321'),
  country: regex('^[A-Z]{2}$', 'BR'),
  groups: eachLike(string('Cooperativa')),
  language: regex('^(PtBr|EnEu|EsEs|EsAr|PtPt)$', 'PtBr'),
  profile: integer(1),
  signature: string('Plano Grãos e Açúcar'),
  enabledSubjects: eachLike(integer(7)),
  hasQuotesRights: boolean(true),
  roles: [],
  disabled: boolean(false),
  createdAt: regex(ISO, '2026-11-23T12:00:00.000Z'),
  devices: [],
  // Whether a device has a push token, never the token.
  pushDevices: eachLike({
    deviceId: string('celular-da-mariana'),
    platform: integer(2),
    hasPushToken: boolean(false),
    registeredAt: regex(ISO, '2026-11-23T12:00:00.000Z'),
    lastSeenAt: regex(ISO, '2026-11-23T12:00:00.000Z'),
  }),
  sessions: eachLike({
    id: string('s-1'),
    userAgent: string('Mozilla/5.0'),
    requestIp: string('127.0.0.1'),
    createdAt: regex(ISO, '2026-11-23T12:00:00.000Z'),
    lastSeenAt: regex(ISO, '2026-11-23T12:00:00.000Z'),
    endedAt: nullValue(),
    endedReason: nullValue(),
  }),
  audit: [],
};
const tagBody = {
  id: integer(2),
  namePtBr: string('Safra'),
  nameEnEu: string('Harvest'),
  nameEsEs: string('Cosecha'),
  nameEsAr: string('Cosecha'),
  namePtPt: string('Colheita'),
  category: string('Produção'),
  contentCount: integer(0),
};
const coffee: AdminSubject = {
  id: 7,
  nome: 'Café',
  namePtBr: 'Café',
  nameEnEu: 'Coffee',
  nameEsEs: 'Café',
  nameEsAr: 'Café',
  namePtPt: 'Café',
  icone: 'coffee',
  iconSize: '1.5x',
  habilitado: false,
  originCode: 250,
  mne: 'CAF',
  platformWdmaRoute: [{ country: 'BR', routeName: 'cafe' }],
};
const { id: _coffeeId, ...coffeeFields } = coffee;
const subscriber: AdminUserFields = {
  email: 'assinante@example.com',
  name: 'Mariana Albuquerque Souza',
  personType: 'individual',
  document: '529.982.247-25',
  phone: '11 98765-4321',
  country: 'BR',
  groups: ['Cooperativa', 'Sul'],
  language: 'PtBr',
  profile: 1,
  signature: 'Plano Corporativo',
  enabledSubjects: [7],
  hasQuotesRights: true,
  roles: [],
  disabled: false,
};
/** A new reader: a company, with a CNPJ of its own. */
const newReader: AdminUserFields = {
  ...subscriber,
  email: 'novo.leitor@example.com',
  personType: 'company',
  document: '11.222.333/0001-81',
};
const harvest: AdminTagFields = {
  namePtBr: 'Safra',
  nameEnEu: 'Harvest',
  nameEsEs: 'Cosecha',
  nameEsAr: 'Cosecha',
  namePtPt: 'Colheita',
  category: 'Produção',
  contentIds: [],
};

describe('admin/subjects', () => {
  it('answers a page of the subjects filtered by name and sorted, to the editor', async () => {
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('a page of the subjects whose name has "caf", sorted by key')
      .withRequest('GET', '/api/admin/subjects', (b) =>
        b.headers(auth).query({ sort: 'mne', dir: 'desc', nome: 'caf', ...common }),
      )
      .willRespondWith(200, (b) => b.headers(json).jsonBody(page(subjectBody)))
      .executeTest(async (mock) => {
        const result = await api(mock.url).subjects({
          ...DEFAULT_TABLE_QUERY,
          sort: 'mne',
          dir: 'desc',
          filters: { nome: 'caf' },
        });
        expect(result.items[0]?.mne).toBe('CAF');
      });
  });

  it('answers one subject with its change log, creates one and updates one', async () => {
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('the subject coffee, to the editor')
      .withRequest('GET', '/api/admin/subjects/7', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ ...subjectBody, audit: [] }))
      .executeTest(async (mock) => {
        const record = await api(mock.url).subject(7);
        expect(record.nome).toBe('Café');
        expect(record.audit).toEqual([]);
      });
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('a new subject, cocoa')
      .withRequest('POST', '/api/admin/subjects', (b) =>
        b.headers({ ...auth, ...json }).jsonBody({ ...coffee, id: 301, nome: 'Cacau', namePtBr: 'Cacau', mne: 'CAC' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(json).jsonBody({
          ...subjectBody,
          id: integer(301),
          mne: string('CAC'),
          audit: auditOf('editor@example.com', 'created', { field: 'nome', before: nullValue(), after: 'Cacau' }),
        }),
      )
      .executeTest(async (mock) => {
        const saved = await api(mock.url).createSubject({
          ...coffee,
          id: 301,
          nome: 'Cacau',
          namePtBr: 'Cacau',
          mne: 'CAC',
        });
        expect(saved.id).toBe(301);
        expect(saved.audit[0]).toMatchObject({ by: 'editor@example.com', action: 'created' });
      });
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('the subject coffee disabled, with an icon of 1.5 em')
      .withRequest('PUT', '/api/admin/subjects/7', (b) => b.headers({ ...auth, ...json }).jsonBody(coffeeFields))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          ...subjectBody,
          habilitado: boolean(false),
          iconSize: string('1.5x'),
          audit: auditOf('editor@example.com', 'updated', { field: 'iconSize', before: string('24'), after: '1.5x' }),
        }),
      )
      .executeTest(async (mock) => {
        const saved = await api(mock.url).updateSubject(7, coffeeFields);
        expect(saved.habilitado).toBe(false);
        expect(saved.audit[0]?.changes[0]).toEqual({ field: 'iconSize', before: '24', after: '1.5x' });
      });
  });

  it('refuses a subject form field by field', async () => {
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('the subject coffee with an icon size that is no size')
      .withRequest('PUT', '/api/admin/subjects/7', (b) =>
        b.headers({ ...auth, ...json }).jsonBody({ ...coffeeFields, iconSize: 'big' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: string('Requisição inválida.'),
          erros: [
            {
              field: 'iconSize',
              message: string('Use um número (px) ou um número seguido de x (em), como 24 ou 1.5x'),
            },
          ],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).updateSubject(7, { ...coffeeFields, iconSize: 'big' }));
        expect(error?.status).toBe(400);
        expect(error?.body?.erros?.[0]?.field).toBe('iconSize');
      });
  });
});

describe('admin/users', () => {
  it('answers a page of the users to the admin', async () => {
    await newPact()
      .addInteraction()
      .given(SEEDED, ADMIN)
      .uponReceiving('a page of the users whose e-mail has "assinante", 25 a page')
      .withRequest('GET', '/api/admin/users', (b) =>
        b.headers(auth).query({ pageSize: '25', email: 'assinante', ...common }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          ...page({
            id: integer(1),
            email: string('assinante@example.com'),
            name: string('Mariana Albuquerque Souza'),
            profile: integer(1),
            signature: string('Plano Grãos e Açúcar'),
            roles: [],
            disabled: boolean(false),
            createdAt: regex(ISO, '2026-11-23T12:00:00.000Z'),
          }),
          pageSize: integer(25),
        }),
      )
      .executeTest(async (mock) => {
        const result = await api(mock.url).users({
          ...DEFAULT_TABLE_QUERY,
          pageSize: 25,
          filters: { email: 'assinante' },
        });
        expect(result.items[0]?.email).toBe('assinante@example.com');
      });
  });

  it("answers a user's record with its account data, push devices, sessions and audit log, and saves a change", async () => {
    await newPact()
      .addInteraction()
      .given(SEEDED, ADMIN)
      .uponReceiving("the subscriber's record")
      .withRequest('GET', '/api/admin/users/1', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ ...userDetail, sessions: [] }))
      .executeTest(async (mock) => {
        const record = await api(mock.url).user(1);
        expect(record.email).toBe('assinante@example.com');
        expect(record.document).toBe('529.982.247-25');
        expect(record.pushDevices[0]).not.toHaveProperty('pushToken');
      });
    await newPact()
      .addInteraction()
      .given(SEEDED, ADMIN)
      .uponReceiving("the subscriber's plan changed to the corporate plan")
      .withRequest('PUT', '/api/admin/users/1', (b) => b.headers({ ...auth, ...json }).jsonBody(subscriber))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          ...userDetail,
          sessions: [],
          signature: string('Plano Corporativo'),
          audit: eachLike({
            at: regex(ISO, '2026-11-23T12:00:00.000Z'),
            by: string('admin@example.com'),
            action: regex('^(created|updated)$', 'updated'),
            changes: eachLike({
              field: string('signature'),
              before: string('Plano Grãos e Açúcar'),
              after: string('Plano Corporativo'),
            }),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const saved = await api(mock.url).updateUser(1, subscriber);
        expect(saved.audit[0]?.by).toBe('admin@example.com');
      });
    await newPact()
      .addInteraction()
      .given(SEEDED, ADMIN)
      .uponReceiving('a new reader with a first password')
      .withRequest('POST', '/api/admin/users', (b) =>
        b.headers({ ...auth, ...json }).jsonBody({ ...newReader, password: 'colheita-de-cafe-2026' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(json).jsonBody({
          ...userDetail,
          pushDevices: [],
          sessions: [],
          id: integer(9),
          email: string('novo.leitor@example.com'),
          personType: regex('^(individual|company)$', 'company'),
          document: string('11.222.333/0001-81'),
          audit: eachLike({
            at: regex(ISO, '2026-11-23T12:00:00.000Z'),
            by: string('admin@example.com'),
            action: regex('^(created|updated)$', 'created'),
            changes: eachLike({
              field: string('email'),
              before: nullValue(),
              after: string('novo.leitor@example.com'),
            }),
          }),
        }),
      )
      .executeTest(async (mock) => {
        const saved = await api(mock.url).createUser({ ...newReader, password: 'colheita-de-cafe-2026' });
        expect(saved.audit[0]?.action).toBe('created');
      });
  });

  it("refuses a new reader whose CPF is another account's, on the field, with the catalogue's message", async () => {
    const taken = { ...newReader, personType: 'individual' as const, document: '529.982.247-25' };
    await newPact()
      .addInteraction()
      .given(SEEDED, ADMIN)
      .uponReceiving("a new reader with the subscriber's CPF")
      .withRequest('POST', '/api/admin/users', (b) =>
        b.headers({ ...auth, ...json }).jsonBody({ ...taken, password: 'colheita-de-cafe-2026' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(json).jsonBody({
          errorType: string('ValidationError'),
          code: integer(400),
          message: string('Requisição inválida.'),
          erros: [{ field: 'document', message: string('CPF já cadastrado.') }],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).createUser({ ...taken, password: 'colheita-de-cafe-2026' }));
        expect(error?.status).toBe(400);
        expect(error?.body?.erros?.[0]?.field).toBe('document');
      });
  });

  it('refuses the users to an editor with 403', async () => {
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('the users asked by an editor')
      .withRequest('GET', '/api/admin/users', (b) => b.headers(auth))
      .willRespondWith(403, (b) =>
        b.headers(json).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(api(mock.url).users(DEFAULT_TABLE_QUERY));
        expect(error?.status).toBe(403);
      });
  });
});

describe('admin/tags', () => {
  it('answers a page of the tags sorted by how much content carries them, a tag with its change log, and saves tags', async () => {
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('a page of the tags of a category, most used first')
      .withRequest('GET', '/api/admin/tags', (b) =>
        b.headers(auth).query({ sort: 'contentCount', dir: 'desc', category: 'Produção', ...common }),
      )
      .willRespondWith(200, (b) => b.headers(json).jsonBody(page(tagBody)))
      .executeTest(async (mock) => {
        const result = await api(mock.url).tags({
          ...DEFAULT_TABLE_QUERY,
          sort: 'contentCount',
          dir: 'desc',
          filters: { category: 'Produção' },
        });
        expect(result.items[0]?.category).toBe('Produção');
      });
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('the tag harvest with the content that carries it')
      .withRequest('GET', '/api/admin/tags/2', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.headers(json).jsonBody({ ...tagBody, content: [], audit: [] }))
      .executeTest(async (mock) => {
        const record = await api(mock.url).tag(2);
        expect(record.namePtBr).toBe('Safra');
        expect(record.audit).toEqual([]);
      });
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('a new tag, rain')
      .withRequest('POST', '/api/admin/tags', (b) =>
        b.headers({ ...auth, ...json }).jsonBody({ ...harvest, namePtBr: 'Chuva', category: 'Clima' }),
      )
      .willRespondWith(201, (b) =>
        b.headers(json).jsonBody({
          ...tagBody,
          namePtBr: string('Chuva'),
          category: string('Clima'),
          content: [],
          audit: auditOf('editor@example.com', 'created', { field: 'namePtBr', before: nullValue(), after: 'Chuva' }),
        }),
      )
      .executeTest(async (mock) => {
        const saved = await api(mock.url).createTag({ ...harvest, namePtBr: 'Chuva', category: 'Clima' });
        expect(saved.namePtBr).toBe('Chuva');
        expect(saved.audit[0]).toMatchObject({ by: 'editor@example.com', action: 'created' });
      });
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('the tag harvest renamed in European Portuguese')
      .withRequest('PUT', '/api/admin/tags/2', (b) =>
        b.headers({ ...auth, ...json }).jsonBody({ ...harvest, namePtPt: 'Campanha' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({
          ...tagBody,
          namePtPt: string('Campanha'),
          content: [],
          audit: auditOf('editor@example.com', 'updated', {
            field: 'namePtPt',
            before: string('Colheita'),
            after: 'Campanha',
          }),
        }),
      )
      .executeTest(async (mock) => {
        const saved = await api(mock.url).updateTag(2, { ...harvest, namePtPt: 'Campanha' });
        expect(saved.namePtPt).toBe('Campanha');
        expect(saved.audit[0]?.changes[0]).toEqual({ field: 'namePtPt', before: 'Colheita', after: 'Campanha' });
      });
  });
});

describe('the lists that serve the forms', () => {
  it.each(DROPDOWNS)('dropdown/%s answers its options', async (name) => {
    const who = { admin: ADMIN, editor: EDITOR, publisher: PUBLISHER }[DROPDOWN_RULES[name]];
    await newPact()
      .addInteraction()
      .given(SEEDED, who)
      .uponReceiving(`the options of dropdown/${name}`)
      .withRequest('GET', `/api/dropdown/${name}`, (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.headers(json).jsonBody(eachLike({ id: string('1'), label: string('Opção') })))
      .executeTest(async (mock) => {
        const options = await api(mock.url).dropdown(name);
        expect(options.length).toBeGreaterThan(0);
      });
  });

  it('dropdown/permission is refused to a publisher with 403', async () => {
    await newPact()
      .addInteraction()
      .given(SEEDED, PUBLISHER)
      .uponReceiving('the roles asked by a publisher')
      .withRequest('GET', '/api/dropdown/permission', (b) => b.headers(auth))
      .willRespondWith(403, (b) =>
        b.headers(json).jsonBody({
          errorType: string('AuthError'),
          code: integer(ErrorCode.INSUFFICIENT_RIGHTS),
          message: like('Acesso negado'),
          erros: [],
        }),
      )
      .executeTest(async (mock) => {
        expect((await failure(api(mock.url).dropdown('permission')))?.status).toBe(403);
      });
  });

  it("filter/user-all answers every user's name and e-mail", async () => {
    await newPact()
      .addInteraction()
      .given(SEEDED, ADMIN)
      .uponReceiving('every user, for a filter')
      .withRequest('GET', '/api/filter/user-all', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody(
          eachLike({
            id: integer(1),
            name: string('Mariana Albuquerque Souza'),
            email: string('assinante@example.com'),
          }),
        ),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).userOptions())[0]?.email).toContain('@');
      });
  });

  it('acronym/find/key answers the subject whose key it is', async () => {
    await newPact()
      .addInteraction()
      .given(SEEDED, EDITOR)
      .uponReceiving('the subject whose key is CAF')
      .withRequest('GET', '/api/acronym/find/key', (b) => b.headers(auth).query({ key: 'CAF', ...common }))
      .willRespondWith(200, (b) =>
        b.headers(json).jsonBody({ key: string('CAF'), subject: { id: integer(7), nome: string('Café') } }),
      )
      .executeTest(async (mock) => {
        expect((await api(mock.url).acronym('CAF')).subject?.id).toBe(7);
      });
  });
});
