// The back office's API: every admin and dropdown route, read from the server's own route table, called as every kind
// of reader (no 2xx where its rule forbids); the subjects, users and tags lists sorted, filtered and paged; the
// register forms' checks with field messages per locale; a user's account data (CPF or CNPJ, phone, country, groups)
// and its push devices; the audit log of every change of a user, a subject or a tag; disabling a user ends all of its
// sessions at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminRole,
  type AdminSubject,
  type AdminSubjectDetail,
  type AdminTag,
  type AdminTagDetail,
  type AdminUserDetail,
  type AdminUserFields,
  type AdminUserRow,
  type AuditEntry,
  type DropdownOption,
  rolesSatisfy,
  type SubjectMenuItem,
  type TablePage,
  type UserInfo,
} from '../../core';
import { ADMIN_ROUTE_RULES } from '../../server/admin/routes';
import { type CeleiroServer } from '../../server/app';
import { declaredRoutes } from '../../server/security/input';
import {
  buildTestServer,
  createSession,
  getUser,
  queryRows,
  registerDevice,
  setBiometricSecret,
} from '../../server/testing';
import { setAccountProfile } from '../../server/testing-accounts';
import { requestFor } from '../security/fields';

let server: CeleiroServer;
const READERS = {
  anonymous: null,
  free: 'gratuito@example.com',
  demo: 'demo@example.com',
  subscriber: 'assinante@example.com',
  publisher: 'publicador@example.com',
  editor: 'editor@example.com',
  admin: 'admin@example.com',
} as const;
type Reader = keyof typeof READERS;
const ROLES: Record<Reader, AdminRole[]> = {
  anonymous: [],
  free: [],
  demo: [],
  subscriber: [],
  publisher: ['publisher'],
  editor: ['editor'],
  admin: ['admin'],
};
const tokens: Partial<Record<Reader, string>> = {};

beforeAll(async () => {
  server = await buildTestServer({ rateLimit: false, contentItems: 60 });
  for (const [reader, email] of Object.entries(READERS))
    if (email) tokens[reader as Reader] = (await createSession(server, email)).token;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who: Reader = 'admin') => {
  const response = await call(method, url, tokens[who], payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
};

/** A user's fields as its record shows them (what a PUT sends back). */
const fieldsOf = (detail: AdminUserDetail): AdminUserFields => {
  const { id: _id, createdAt: _c, devices: _d, pushDevices: _p, sessions: _s, audit: _a, ...fields } = detail;
  return fields;
};
/** An instant as the API writes one. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The fields of a change log entry, field by field: what it changed to (null: emptied). */
const changedTo = (entry: AuditEntry | undefined) =>
  Object.fromEntries((entry?.changes ?? []).map((change) => [change.field, change.after]));
/** The account data of a user who has none but the country. */
const NO_ACCOUNT_DATA = { personType: null, document: '', phone: '', country: 'BR', groups: [] };

const ADMIN_PATHS = /^\/api\/(admin\/|dropdown\/|filter\/user-all$|acronym\/find\/key$)/;

describe('every admin and dropdown route, as every reader', () => {
  const routes = () => declaredRoutes(server.app).filter((route) => ADMIN_PATHS.test(route.url));

  it('finds them all in the route table, each with its rule', () => {
    const urls = new Set(routes().map((route) => route.url));
    expect(urls.size).toBeGreaterThanOrEqual(18);
    for (const url of urls) expect(ADMIN_ROUTE_RULES[url], url).toBeDefined();
  });

  it('answers no 2xx where the rule forbids (401 for the anonymous, 403 for a reader without the role)', async () => {
    let checks = 0;
    for (const route of routes()) {
      const rule = ADMIN_ROUTE_RULES[route.url]!;
      for (const reader of Object.keys(READERS) as Reader[]) {
        const token = tokens[reader];
        const response = await server.app.inject(requestFor(route, undefined, '', token && `Bearer ${token}`));
        const where = `${route.method} ${route.url} as ${reader}`;
        if (rolesSatisfy(ROLES[reader], rule)) {
          expect(response.statusCode, `${where}: ${response.body}`).not.toBe(403);
          expect(response.statusCode, `${where}: ${response.body}`).toBeLessThan(500);
        } else {
          expect(response.statusCode, where).toBe(reader === 'anonymous' ? 401 : 403);
          expect(response.json(), where).toMatchObject({ errorType: 'AuthError', erros: [] });
        }
        checks++;
      }
    }
    expect(checks).toBeGreaterThanOrEqual(22 * 7);
  });
});

describe('the subjects (the editor)', () => {
  it('lists them a page at a time, sorted and filtered on the server', async () => {
    const first = await ok<TablePage<AdminSubject>>('GET', '/api/admin/subjects?pageSize=10', undefined, 'editor');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(17);
    expect(first.items[0]).toMatchObject({ id: 1, mne: 'ACE', iconSize: '24' });
    const byName = await ok<TablePage<AdminSubject>>(
      'GET',
      '/api/admin/subjects?sort=nome&dir=desc',
      undefined,
      'editor',
    );
    const names = byName.items.map((item) => item.nome);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pt-BR')));
    const coffee = await ok<TablePage<AdminSubject>>('GET', '/api/admin/subjects?nome=caf', undefined, 'editor');
    expect(coffee.items.map((item) => item.id)).toEqual([7]);
    const second = await ok<TablePage<AdminSubject>>(
      'GET',
      '/api/admin/subjects?page=2&pageSize=10',
      undefined,
      'editor',
    );
    expect(second.page).toBe(2);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it('refuses a bad form field by field, in the reader’s language', async () => {
    const { audit: _log, ...subject } = await ok<AdminSubjectDetail>(
      'GET',
      '/api/admin/subjects/7',
      undefined,
      'editor',
    );
    const { id: _id, ...fields } = subject;
    const response = await call('PUT', '/api/admin/subjects/7?lang=EnEu', tokens.editor, {
      ...fields,
      iconSize: 'big',
      mne: 'ACE',
      nameEnEu: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ erros: { field: string; message: string }[] }>().erros).toEqual([
      { field: 'nameEnEu', message: 'Required field' },
      { field: 'iconSize', message: 'Use a number (px) or a number followed by x (em), such as 24 or 1.5x' },
      { field: 'mne', message: 'This key belongs to another subject' },
    ]);
    const taken = await call('POST', '/api/admin/subjects', tokens.editor, { ...subject, mne: 'NEWK' });
    expect(taken.json<{ erros: { field: string }[] }>().erros.map((error) => error.field)).toEqual(['id']);
  });

  it('creates a subject and disables one: the menu shows the disabled one as a locked entry at once', async () => {
    const menu = async () => await ok<SubjectMenuItem[]>('GET', '/api/main/menu', undefined, 'subscriber');
    expect((await menu()).find((item) => item.id === 7)?.habilitado).toBe(true);
    const coffee = await ok<AdminSubjectDetail>('GET', '/api/admin/subjects/7', undefined, 'editor');
    const { id: _id, audit: _log, ...fields } = coffee;
    const saved = await ok<AdminSubject>(
      'PUT',
      '/api/admin/subjects/7',
      { ...fields, habilitado: false, iconSize: '1.5x' },
      'editor',
    );
    expect(saved).toMatchObject({ habilitado: false, iconSize: '1.5x' });
    expect((await menu()).find((item) => item.id === 7)?.habilitado).toBe(false);
    await ok('PUT', '/api/admin/subjects/7', fields, 'editor');
    expect((await menu()).find((item) => item.id === 7)?.habilitado).toBe(true);

    const created = await ok<AdminSubject>(
      'POST',
      '/api/admin/subjects',
      {
        ...fields,
        id: 301,
        nome: 'Cacau',
        namePtBr: 'Cacau',
        nameEnEu: 'Cocoa',
        nameEsEs: 'Cacao',
        nameEsAr: 'Cacao',
        namePtPt: 'Cacau',
        mne: 'CAC',
        platformWdmaRoute: [{ country: 'BR', routeName: 'cacau' }],
      },
      'editor',
    );
    expect(created).toMatchObject({ id: 301, mne: 'CAC', iconSize: '24' });
    const entry = (await menu()).find((item) => item.id === 301);
    expect(entry).toMatchObject({ nameEnEu: 'Cocoa', habilitado: false });
    expect(
      (await ok<{ subject: unknown }>('GET', '/api/acronym/find/key?key=cac', undefined, 'editor')).subject,
    ).toEqual({
      id: 301,
      nome: 'Cacau',
    });
  });
});

describe('the change log of a subject', () => {
  const sunflower = {
    id: 302,
    nome: 'Girassol',
    namePtBr: 'Girassol',
    nameEnEu: 'Sunflower',
    nameEsEs: 'Girasol',
    nameEsAr: 'Girasol',
    namePtPt: 'Girassol',
    icone: 'sunflower',
    iconSize: '24',
    habilitado: true,
    originCode: 250,
    mne: 'GIR',
    platformWdmaRoute: [{ country: 'BR', routeName: 'girassol' }],
  };

  it("logs an editor's create and update with the editor's e-mail and only the changed fields; a save that changes nothing logs nothing", async () => {
    const created = await ok<AdminSubjectDetail>('POST', '/api/admin/subjects', sunflower, 'editor');
    expect(created.audit).toHaveLength(1);
    expect(created.audit[0]).toMatchObject({ by: 'editor@example.com', action: 'created' });
    expect(created.audit[0]?.at).toMatch(ISO_INSTANT);
    expect(changedTo(created.audit[0])).toEqual({
      nome: 'Girassol',
      namePtBr: 'Girassol',
      nameEnEu: 'Sunflower',
      nameEsEs: 'Girasol',
      nameEsAr: 'Girasol',
      namePtPt: 'Girassol',
      icone: 'sunflower',
      iconSize: '24',
      habilitado: 'true',
      originCode: '250',
      mne: 'GIR',
      platformWdmaRoute: 'BR:girassol',
    });
    expect(created.audit[0]?.changes.every((change) => change.before === null)).toBe(true);

    const { id: _id, ...fields } = sunflower;
    const changed = { ...fields, nameEnEu: 'Sunflower seed', habilitado: false, iconSize: '1.5x' };
    const updated = await ok<AdminSubjectDetail>('PUT', '/api/admin/subjects/302', changed, 'editor');
    expect(updated.audit).toHaveLength(2);
    expect(updated.audit[0]).toMatchObject({
      by: 'editor@example.com',
      action: 'updated',
      changes: [
        { field: 'nameEnEu', before: 'Sunflower', after: 'Sunflower seed' },
        { field: 'iconSize', before: '24', after: '1.5x' },
        { field: 'habilitado', before: 'true', after: 'false' },
      ],
    });
    expect(updated.audit[1]?.action).toBe('created');

    // Saving the same again (the key as typed, with spaces) changes nothing and logs nothing.
    const again = await ok<AdminSubjectDetail>(
      'PUT',
      '/api/admin/subjects/302',
      { ...changed, mne: ' GIR ' },
      'editor',
    );
    expect(again.audit).toHaveLength(2);
    const read = await ok<AdminSubjectDetail>('GET', '/api/admin/subjects/302', undefined, 'editor');
    expect(read.audit).toEqual(again.audit);
  });

  it('logs the admin as the one who changed a subject, and keeps the log out of the list', async () => {
    const coffee = await ok<AdminSubjectDetail>('GET', '/api/admin/subjects/7', undefined, 'admin');
    const { id: _id, audit: log, ...fields } = coffee;
    const saved = await ok<AdminSubjectDetail>('PUT', '/api/admin/subjects/7', { ...fields, icone: 'cup' }, 'admin');
    expect(saved.audit).toHaveLength(log.length + 1);
    expect(saved.audit[0]).toMatchObject({
      by: 'admin@example.com',
      changes: [{ field: 'icone', before: fields.icone, after: 'cup' }],
    });
    await ok('PUT', '/api/admin/subjects/7', fields, 'admin');
    const list = await ok<TablePage<AdminSubject>>('GET', '/api/admin/subjects?nome=caf', undefined, 'editor');
    expect(list.items[0]).not.toHaveProperty('audit');
  });
});

describe('the users (the admin)', () => {
  it('lists, filters and sorts the accounts', async () => {
    const all = await ok<TablePage<AdminUserRow>>('GET', '/api/admin/users?sort=email&pageSize=50');
    const emails = all.items.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
    expect(all.items.find((user) => user.email === 'editor@example.com')?.roles).toEqual(['editor']);
    const found = await ok<TablePage<AdminUserRow>>('GET', '/api/admin/users?email=assinante');
    expect(found.items.map((user) => user.email)).toEqual(['assinante@example.com']);
    expect(found.total).toBe(1);
    // A wildcard typed in a filter is a character, not a pattern.
    expect((await ok<TablePage<AdminUserRow>>('GET', '/api/admin/users?email=%25')).total).toBe(0);
  });

  it('creates a user with a first password and keeps the change in the audit log', async () => {
    const created = await ok<AdminUserDetail>('POST', '/api/admin/users', {
      email: 'Novo.Leitor@example.com',
      name: 'Novo Leitor',
      ...NO_ACCOUNT_DATA,
      language: 'PtPt',
      profile: 1,
      signature: 'Plano Corporativo',
      enabledSubjects: [7],
      hasQuotesRights: false,
      roles: [],
      disabled: false,
      password: 'colheita-de-cafe-2026',
    });
    expect(created).toMatchObject({ email: 'novo.leitor@example.com', enabledSubjects: [7], language: 'PtPt' });
    expect(created.audit).toHaveLength(1);
    expect(created.audit[0]).toMatchObject({ by: 'admin@example.com', action: 'created' });
    expect(JSON.stringify(created.audit)).not.toMatch(/password|scrypt|colheita/i);
    const session = await createSession(server, 'novo.leitor@example.com');
    const menu = await call('GET', '/api/main/menu', session.token);
    expect(
      menu
        .json<SubjectMenuItem[]>()
        .filter((item) => item.habilitado)
        .map((item) => item.id),
    ).toEqual([7]);
  });

  it('refuses a taken e-mail, a weak password, a plan no plan has and an unknown subject, field by field', async () => {
    const response = await call('POST', '/api/admin/users?lang=PtPt', tokens.admin, {
      email: 'editor@example.com',
      name: 'X',
      ...NO_ACCOUNT_DATA,
      language: 'PtBr',
      profile: 3,
      signature: 'Plano Inexistente',
      enabledSubjects: [9999],
      hasQuotesRights: false,
      roles: [],
      disabled: false,
      password: 'curta',
    });
    expect(response.statusCode).toBe(400);
    const erros = response.json<{ erros: { field: string; message: string }[] }>().erros;
    expect(erros.map((error) => error.field)).toEqual(['password', 'email', 'signature', 'enabledSubjects']);
    expect(erros[0]?.message).toMatch(/palavra-passe/);
  });

  it('records who changed what, only the changed fields, newest first', async () => {
    const user = await getUser(server, 'assinante@example.com');
    const before = await ok<AdminUserDetail>('GET', `/api/admin/users/${user.id}`);
    const fields = fieldsOf(before);
    const after = await ok<AdminUserDetail>('PUT', `/api/admin/users/${user.id}`, {
      ...fields,
      signature: 'Plano Proteína Animal',
      hasQuotesRights: !fields.hasQuotesRights,
    });
    expect(after.audit[0]).toMatchObject({
      by: 'admin@example.com',
      action: 'updated',
      changes: [
        { field: 'signature', before: fields.signature, after: 'Plano Proteína Animal' },
        { field: 'hasQuotesRights', before: String(fields.hasQuotesRights), after: String(!fields.hasQuotesRights) },
      ],
    });
    // Saving the same again records nothing.
    const again = await ok<AdminUserDetail>('PUT', `/api/admin/users/${user.id}`, {
      ...fields,
      signature: 'Plano Proteína Animal',
      hasQuotesRights: !fields.hasQuotesRights,
    });
    expect(again.audit).toHaveLength(after.audit.length);
    await ok('PUT', `/api/admin/users/${user.id}`, fields);
  });

  it('saves the account data (CPF or CNPJ, phone, country, groups), masked on the record, and logs its changes', async () => {
    const created = await ok<AdminUserDetail>('POST', '/api/admin/users', {
      email: 'conta.completa@example.com',
      name: 'Conta Completa',
      personType: 'individual',
      document: '52998224725',
      phone: '11987654321',
      country: 'br',
      groups: ['Cooperativa', ' Sul ', 'Cooperativa'],
      language: 'PtBr',
      profile: 1,
      signature: 'Gratuito',
      enabledSubjects: [],
      hasQuotesRights: false,
      roles: [],
      disabled: false,
      password: 'colheita-de-soja-2026',
    });
    expect(created).toMatchObject({
      personType: 'individual',
      document: '529.982.247-25',
      phone: '11 98765-4321',
      country: 'BR',
      groups: ['Cooperativa', 'Sul'],
    });
    expect(created.audit[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'personType', before: null, after: 'individual' },
        { field: 'document', before: null, after: '529.982.247-25' },
        { field: 'phone', before: null, after: '11 98765-4321' },
        { field: 'country', before: null, after: 'BR' },
        { field: 'groups', before: null, after: 'Cooperativa,Sul' },
      ]),
    );
    const changed = await ok<AdminUserDetail>('PUT', `/api/admin/users/${created.id}`, {
      ...fieldsOf(created),
      personType: 'company',
      document: '11.222.333/0001-81',
      phone: '',
      country: 'AR',
      groups: ['Sul'],
    });
    expect(changed).toMatchObject({
      personType: 'company',
      document: '11.222.333/0001-81',
      phone: '',
      country: 'AR',
      groups: ['Sul'],
    });
    expect(changed.audit[0]?.changes).toEqual([
      { field: 'personType', before: 'individual', after: 'company' },
      { field: 'document', before: '529.982.247-25', after: '11.222.333/0001-81' },
      { field: 'phone', before: '11 98765-4321', after: '' },
      { field: 'country', before: 'BR', after: 'AR' },
      { field: 'groups', before: 'Cooperativa,Sul', after: 'Sul' },
    ]);
  });

  it('refuses a CPF or CNPJ of another account with the catalogue code, and a bad document, phone, country or groups, field by field', async () => {
    await setAccountProfile(server, 'gratuito@example.com', { personType: 'individual', document: '11144477735' });
    const body = {
      email: 'documento.usado@example.com',
      name: 'Documento Usado',
      ...NO_ACCOUNT_DATA,
      personType: 'individual',
      document: '111.444.777-35',
      language: 'PtBr',
      profile: 3,
      signature: 'Gratuito',
      enabledSubjects: [],
      hasQuotesRights: false,
      roles: [],
      disabled: false,
      password: 'colheita-de-trigo-2026',
    };
    const taken = await call('POST', '/api/admin/users?lang=EnEu', tokens.admin, body);
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ erros: { field: string; message: string }[] }>().erros).toEqual([
      { field: 'document', message: 'CPF already registered.' },
    ]);
    // The account's own document is no refusal.
    const free = await getUser(server, 'gratuito@example.com');
    const own = await ok<AdminUserDetail>('GET', `/api/admin/users/${free.id}`);
    expect(own.document).toBe('111.444.777-35');
    await ok('PUT', `/api/admin/users/${free.id}`, { ...fieldsOf(own), name: own.name });
    // A document stored without its person type reads as a CPF by its 11 characters, otherwise as a CNPJ.
    await setAccountProfile(server, 'publicador@example.com', { personType: null, document: '45333787000141' });
    const older = await ok<AdminUserDetail>(
      'GET',
      `/api/admin/users/${(await getUser(server, 'publicador@example.com')).id}`,
    );
    expect(older).toMatchObject({ personType: 'company', document: '45.333.787/0001-41' });

    const bad = await call('POST', '/api/admin/users?lang=EnEu', tokens.admin, {
      ...body,
      personType: 'company',
      document: '11.222.333/0001-00',
      phone: '123',
      country: 'Brasil',
      groups: ['x'.repeat(61)],
    });
    expect(bad.statusCode).toBe(400);
    const erros = bad.json<{ erros: { field: string; message: string }[] }>().erros;
    expect(erros.map((error) => error.field)).toEqual(['document', 'phone', 'country', 'groups']);
    expect(erros[0]?.message).toBe('Invalid CNPJ.');
    expect(erros[1]?.message).toBe('Invalid phone');
  });

  it('lists the devices registered for push: id, platform, whether a token is on file, never the token', async () => {
    const session = await createSession(server, 'demo@example.com');
    const registered = await call('POST', '/api/client-device/register', session.token, {
      deviceId: 'celular-da-demo',
      platform: 1,
      deviceType: 0,
      pushToken: 'segredo-do-token-de-push',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    await registerDevice(server, 'demo@example.com', 'tablet-sem-token');
    const demo = await getUser(server, 'demo@example.com');
    const response = await call('GET', `/api/admin/users/${demo.id}`, tokens.admin);
    expect(response.body).not.toContain('segredo-do-token-de-push');
    const detail = response.json<AdminUserDetail>();
    expect(detail.pushDevices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ deviceId: 'celular-da-demo', platform: 1, hasPushToken: true }),
        expect.objectContaining({ deviceId: 'tablet-sem-token', platform: 2, hasPushToken: false }),
      ]),
    );
    for (const device of detail.pushDevices) {
      expect(Object.keys(device).sort()).toEqual([
        'deviceId',
        'hasPushToken',
        'lastSeenAt',
        'platform',
        'registeredAt',
      ]);
    }
  });

  it('does not let the admin disable itself or drop its own admin role', async () => {
    const me = await getUser(server, 'admin@example.com');
    const detail = await ok<AdminUserDetail>('GET', `/api/admin/users/${me.id}`);
    const fields = fieldsOf(detail);
    const response = await call('PUT', `/api/admin/users/${me.id}`, tokens.admin, { ...fields, disabled: true });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ erros: { field: string }[] }>().erros.map((error) => error.field)).toEqual(['disabled']);
  });

  it('disables a user: every session of it ends at once, and its next user-info check says disabled', async () => {
    const email = 'disabled.soon@example.com';
    const created = await ok<AdminUserDetail>('POST', '/api/admin/users', {
      email,
      name: 'Leitor a desativar',
      ...NO_ACCOUNT_DATA,
      language: 'PtBr',
      profile: 1,
      signature: 'Gratuito',
      enabledSubjects: [13],
      hasQuotesRights: false,
      roles: [],
      disabled: false,
      password: 'colheita-de-milho-2026',
    });
    const phone = await createSession(server, email);
    const desk = await createSession(server, email);
    await setBiometricSecret(server, email, 'celular-do-leitor', 'segredo-do-celular');
    expect((await call('GET', '/api/main/menu', phone.token)).statusCode).toBe(200);
    const { id } = created;
    const fields = fieldsOf(created);
    const disabled = await ok<AdminUserDetail>('PUT', `/api/admin/users/${id}`, { ...fields, disabled: true });
    expect(disabled.sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of disabled.sessions) expect(session).toMatchObject({ endedReason: 'disabled' });
    // Its quick sign-in is revoked on every device: enabled again, it signs in with the password first.
    expect(
      await queryRows(
        server.db,
        sql`select id from biometric_credentials where user_id = ${id} and secret_hash is not null`,
      ),
    ).toEqual([]);
    expect(disabled.audit[0]?.changes).toEqual([{ field: 'disabled', before: 'false', after: 'true' }]);
    for (const token of [phone.token, desk.token]) {
      expect((await call('GET', '/api/main/menu', token)).statusCode).toBe(401);
      const info = await call('GET', '/api/check/info', token);
      if (info.statusCode === 200) expect(info.json<UserInfo>().userDisabled).toBe(true);
      else expect(info.statusCode).toBe(401);
    }
  });
});

describe('the tags (the editor)', () => {
  it('lists the tags with how many items carry each, and tags content', async () => {
    const list = await ok<TablePage<AdminTag>>('GET', '/api/admin/tags?pageSize=50', undefined, 'editor');
    expect(list.total).toBeGreaterThanOrEqual(12);
    const weather = list.items.find((tag) => tag.namePtBr === 'Safra')!;
    const items = (await ok<{ items: { id: number }[] }>('GET', '/api/elastic/listall?limit=3', undefined, 'admin'))
      .items;
    const ids = items.map((item) => item.id);
    const { id, contentCount: _n, ...names } = weather;
    const saved = await ok<AdminTagDetail>('PUT', `/api/admin/tags/${id}`, { ...names, contentIds: ids }, 'editor');
    expect(saved.contentCount).toBe(ids.length);
    expect(saved.content.map((item) => item.id).sort()).toEqual([...ids].sort());
    const sorted = await ok<TablePage<AdminTag>>(
      'GET',
      '/api/admin/tags?sort=contentCount&dir=desc',
      undefined,
      'editor',
    );
    expect(sorted.items[0]?.id).toBe(id);
    const filtered = await ok<TablePage<AdminTag>>('GET', '/api/admin/tags?category=Macro', undefined, 'editor');
    expect(filtered.items.every((tag) => tag.category === 'Macroeconomia')).toBe(true);
    expect(filtered.total).toBe(3);
  });

  it('creates a tag and refuses unknown content', async () => {
    const names = { namePtBr: 'Chuva', nameEnEu: 'Rain', nameEsEs: 'Lluvia', nameEsAr: 'Lluvia', namePtPt: 'Chuva' };
    const created = await ok<AdminTagDetail>(
      'POST',
      '/api/admin/tags',
      { ...names, category: 'Clima', contentIds: [] },
      'editor',
    );
    expect(created).toMatchObject({ namePtBr: 'Chuva', contentCount: 0, content: [] });
    const response = await call('POST', '/api/admin/tags?lang=EsAr', tokens.editor, {
      ...names,
      category: '',
      contentIds: [99_999_999],
    });
    expect(response.json<{ erros: unknown[] }>().erros).toEqual([
      { field: 'category', message: 'Campo obligatorio' },
      { field: 'contentIds', message: 'Hay contenidos de la lista que no existen' },
    ]);
  });
});

describe('the change log of a tag', () => {
  it("logs an editor's create and update with the editor's e-mail and only the changed fields; a save that changes nothing logs nothing", async () => {
    const items = (await ok<{ items: { id: number }[] }>('GET', '/api/elastic/listall?limit=3', undefined, 'admin'))
      .items;
    const [first, second, third] = items.map((item) => item.id).sort((a, b) => a - b);
    const tag = {
      namePtBr: 'Geada',
      nameEnEu: 'Frost',
      nameEsEs: 'Helada',
      nameEsAr: 'Helada',
      namePtPt: 'Geada',
      category: 'Clima',
      contentIds: [second!, first!],
    };
    const created = await ok<AdminTagDetail>('POST', '/api/admin/tags', tag, 'editor');
    expect(created.audit).toHaveLength(1);
    expect(created.audit[0]).toMatchObject({ by: 'editor@example.com', action: 'created' });
    expect(created.audit[0]?.at).toMatch(ISO_INSTANT);
    expect(changedTo(created.audit[0])).toEqual({
      namePtBr: 'Geada',
      nameEnEu: 'Frost',
      nameEsEs: 'Helada',
      nameEsAr: 'Helada',
      namePtPt: 'Geada',
      category: 'Clima',
      contentIds: `${first},${second}`,
    });

    const changed = { ...tag, category: 'Tempo', contentIds: [first!, second!, third!] };
    const updated = await ok<AdminTagDetail>('PUT', `/api/admin/tags/${created.id}`, changed, 'editor');
    expect(updated.audit).toHaveLength(2);
    expect(updated.audit[0]).toMatchObject({
      by: 'editor@example.com',
      action: 'updated',
      changes: [
        { field: 'category', before: 'Clima', after: 'Tempo' },
        { field: 'contentIds', before: `${first},${second}`, after: `${first},${second},${third}` },
      ],
    });

    // The same content in another order, and the names as typed with spaces, change nothing and log nothing.
    const again = await ok<AdminTagDetail>(
      'PUT',
      `/api/admin/tags/${created.id}`,
      { ...changed, namePtBr: ' Geada ', contentIds: [third!, first!, second!] },
      'editor',
    );
    expect(again.audit).toHaveLength(2);
    const read = await ok<AdminTagDetail>('GET', `/api/admin/tags/${created.id}`, undefined, 'editor');
    expect(read.audit).toEqual(again.audit);
  });
});

describe('the dropdown lists', () => {
  it('answer their options in the reader’s language', async () => {
    expect(await ok<DropdownOption[]>('GET', '/api/dropdown/permission?lang=EnEu')).toEqual([
      { id: 'admin', label: 'Administrator' },
      { id: 'editor', label: 'Editor' },
      { id: 'publisher', label: 'Publisher' },
    ]);
    expect((await ok<DropdownOption[]>('GET', '/api/dropdown/user/profile'))[0]).toEqual({
      id: '1',
      label: 'Assinante',
    });
    const subjects = await ok<DropdownOption[]>(
      'GET',
      '/api/dropdown/subjects/filter?lang=EnEu',
      undefined,
      'publisher',
    );
    expect(subjects[0]).toEqual({ id: '1', label: 'Sugar & Ethanol' });
    expect(
      (await ok<DropdownOption[]>('GET', '/api/dropdown/category/filter', undefined, 'publisher')).map((o) => o.id),
    ).toContain('Macroeconomia');
    expect(await ok<DropdownOption[]>('GET', '/api/dropdown/locale', undefined, 'publisher')).toHaveLength(5);
    // The plans a user's signature may name, each by its name (the seeded accounts' plans among them).
    const plans = (await ok<DropdownOption[]>('GET', '/api/dropdown/plan')).map((option) => option.id);
    expect(plans).toEqual(expect.arrayContaining(['Gratuito', 'Plano Grãos e Açúcar', 'Plano Corporativo']));
    expect(plans).not.toContain('Plano Inexistente');
    const users = await ok<{ email: string }[]>('GET', '/api/filter/user-all');
    expect(users.map((user) => user.email)).toContain('assinante@example.com');
  });
});
