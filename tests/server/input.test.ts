// Issue 9, items 7 and 8: every text field of every route refuses control characters (NUL and the like; a multi-line
// text keeps its line breaks) with a 400 and the field's error, and every integer field (query, path or body) takes
// only digits within its range: 1e999, Infinity and 400-digit numbers are a 400, never a 500. The routes and their
// fields are read from the server itself, so routes added later are covered too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { declaredRoutes, type DeclaredRoute, type JsonSchema } from '../../server/security/input';
import { buildTestServer, createSession } from '../../server/testing';
import { Int, MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '../../server/wire';
import { fieldsOf, type Field, requestFor, sampleOf } from '../security/fields';

let server: CeleiroServer;
let token: string;
/** The admin routes check the role before anything else: they are probed as an admin. */
let adminToken: string;

beforeAll(async () => {
  server = await buildTestServer({ rateLimit: false, devMailbox: true, contentItems: 30 });
  ({ token } = await createSession(server, 'assinante@example.com'));
  ({ token: adminToken } = await createSession(server, 'admin@example.com'));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const routes = (): readonly DeclaredRoute[] => declaredRoutes(server.app);

/** Sends a route's valid sample with one field replaced by a raw value (a JSON text for body fields). */
async function withField(route: DeclaredRoute, field: Field, raw: string) {
  return server.app.inject(
    requestFor(
      route,
      field,
      raw,
      `Bearer ${route.url.startsWith('/cache/') ? server.options.cacheKey : route.url.startsWith('/api/admin/') ? adminToken : token}`,
    ),
  );
}

describe('the declared routes', () => {
  it('are every route of the server, with their schemas', () => {
    const names = routes().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/new-signin',
        'GET /api/news/detail',
        'GET /api/elastic/listall',
        'POST /api/public-device/register',
        'POST /api/auth/biometric/activate',
        'POST /api/auth/biometric/signin',
        'POST /api/auth/biometric/decline',
        'DELETE /api/auth/biometric/:device_id',
      ]),
    );
    expect(names.length).toBeGreaterThan(50);
  });

  it('declare every text field without control characters and every integer field bounded', () => {
    const check = (schema: JsonSchema | undefined, where: string): void => {
      if (!schema) return;
      if (schema.type === 'string' && schema.const === undefined) {
        expect(schema.pattern, `${where}: a text field needs Text() (or a pattern of its own)`).toBeDefined();
        expect(new RegExp(schema.pattern!, 'u').test('a\u0000b'), `${where} takes a NUL byte`).toBe(false);
      }
      if (schema.type === 'integer')
        expect(schema.maximum, `${where}: an integer needs Int()`).toBeLessThanOrEqual(2_147_483_647);
      for (const [key, property] of Object.entries(schema.properties ?? {})) check(property, `${where}.${key}`);
      for (const branch of schema.anyOf ?? []) check(branch, where);
      check(schema.items, `${where}[]`);
    };
    for (const route of routes())
      for (const [part, schema] of Object.entries(route.schema))
        check(schema as JsonSchema, `${route.method} ${route.url} ${part}`);
  });
});

describe('control characters (item 7)', () => {
  it('are refused in every text field of every route with a 400 naming the field', async () => {
    let checked = 0;
    for (const route of routes()) {
      for (const field of fieldsOf(route).filter((f) => f.kind === 'text')) {
        for (const bad of ['a\u0000b', '\u0007', 'x\u001bY', 'del\u007f']) {
          const response = await withField(route, field, field.part === 'body' ? JSON.stringify(bad) : bad);
          expect(
            response.statusCode,
            `${route.method} ${route.url} ${field.path} ${JSON.stringify(bad)}: ${response.body}`,
          ).toBe(400);
          expect(
            response.json().erros.map((e: { field: string }) => e.field),
            `${route.method} ${route.url}`,
          ).toContain(field.path);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('are refused in fields no schema names, in keys and in query values', async () => {
    const nulKey = await server.app.inject({
      method: 'POST',
      url: '/api/auth/system/logout',
      payload: { 'a\u0000': 'x' },
    });
    expect(nulKey.statusCode).toBe(400);
    const nulQuery = await server.app.inject({
      url: '/api/privacy-policy-content?language=Pt%00Br',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(nulQuery.statusCode).toBe(400);
    expect(nulQuery.json().erros).toEqual([{ field: 'language', message: 'Contém caracteres não permitidos.' }]);
  });

  it('answer with the field error in the request language', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/new-signin?lang=EnEu',
      payload: { email: 'ana\u0000@example.com', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorType: 'ValidationError',
      code: 400,
      message: 'Invalid request.',
      erros: [{ field: 'email', message: 'Contains characters that are not allowed.' }],
    });
  });

  it('keep line breaks and tabs in a multi-line text, and refuse them in a one-line text', async () => {
    const lostAccess = (message: string, phone = '11987654321') =>
      server.app.inject({
        method: 'POST',
        url: '/api/lost-access/client',
        payload: { email: 'ana@example.com', phone, message },
      });
    expect((await lostAccess('Perdi o acesso.\r\nMeu telefone mudou.\tObrigada')).statusCode).toBe(200);
    const broken = await lostAccess('Perdi', '1198765\n4321');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().erros).toEqual([{ field: 'phone', message: 'Contém caracteres não permitidos.' }]);
    const registration = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'n@example.com',
        emailConfirmation: 'n@example.com',
        nome: 'Ana\nSouza',
        userType: 'individual',
        document: '52998224725',
        phone: '11987654321',
        password: 'Uma#Senha#Longa1',
        acceptedTerms: true,
      },
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().erros).toEqual([{ field: 'nome', message: 'Contém caracteres não permitidos.' }]);
  });

  it('match the patterns of the text fields', () => {
    for (const pattern of [SINGLE_LINE_TEXT, MULTI_LINE_TEXT]) {
      const re = new RegExp(pattern, 'u');
      expect(re.test('Açúcar & etanol — 10% <b>'), pattern).toBe(true);
      for (const bad of ['\u0000', '\u0008', '\u001f', '\u007f', '\u0085'])
        expect(re.test(`a${bad}`), `${pattern} ${JSON.stringify(bad)}`).toBe(false);
    }
    expect(new RegExp(SINGLE_LINE_TEXT, 'u').test('a\nb')).toBe(false);
    expect(new RegExp(MULTI_LINE_TEXT, 'u').test('a\r\n\tb')).toBe(true);
  });
});

describe('integer fields (item 8)', () => {
  const QUERY_VALUES = [
    '1e999',
    'Infinity',
    '-Infinity',
    'NaN',
    '9'.repeat(400),
    '99999999999',
    '0x10',
    '1.5',
    '1e2',
    ' 1',
    '+1',
    '1_000',
    '١',
  ];
  const BODY_VALUES = [
    '1e999',
    '-1e999',
    '"1e999"',
    `${'9'.repeat(400)}`,
    '1.5',
    '"0x10"',
    '9007199254740993',
    '"Infinity"',
  ];

  it('refuse anything but digits within range on every route, with a 400 naming the field', async () => {
    let checked = 0;
    for (const route of routes()) {
      for (const field of fieldsOf(route).filter((f) => f.kind === 'integer')) {
        for (const bad of field.part === 'body' ? BODY_VALUES : QUERY_VALUES) {
          const response = await withField(route, field, bad);
          expect(
            response.statusCode,
            `${route.method} ${route.url} ${field.path}=${bad.slice(0, 20)}: ${response.body.slice(0, 200)}`,
          ).toBe(400);
          expect(
            response.json().erros.map((e: { field: string }) => e.field),
            `${route.method} ${route.url} ${field.path}=${bad.slice(0, 20)}`,
          ).toContain(field.path);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('take their digits as before', async () => {
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (await server.app.inject({ url: '/api/elastic/listall?page=1&pageSize=12&commodity=0', headers: auth }))
        .statusCode,
    ).toBe(200);
    expect((await server.app.inject({ url: '/api/elastic/news-ticker?limit=5', headers: auth })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/news/detail?id=2147483647', headers: auth })).json()).toMatchObject({
      code: 5000,
    });
    expect((await server.app.inject({ url: '/api/news/detail?id=2147483648', headers: auth })).statusCode).toBe(400);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/client/update/time-spent',
          headers: auth,
          payload: { time: 30 },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('come from one helper that refuses ranges the database cannot hold', () => {
    expect(Int(1, 20)).toMatchObject({ type: 'integer', minimum: 1, maximum: 20 });
    expect(Int(0)).toMatchObject({ minimum: 0, maximum: 2_147_483_647 });
    expect(() => Int(0, 2 ** 31)).toThrow();
    expect(() => Int(5, 1)).toThrow();
  });

  it('sample values the probes start from are valid', () => {
    expect(sampleOf({ type: 'integer', minimum: 3, maximum: 9 })).toBe(3);
  });
});
