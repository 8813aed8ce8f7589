// Probe (c): a fuzz of every route. Each field of each route (path, query, body, read from the server's own route
// table) gets wrong types, huge strings, NUL and other control bytes, 1e999, Infinity and 400-digit numbers; each body
// gets prototype-pollution keys (__proto__, constructor.prototype) and random JSON; each route gets malformed text
// under odd content types. Every answer is below 500 and carries the SPEC error body, and Object.prototype is never
// touched. Prints "fuzz: N requests over M routes, 0 × 5xx".
import fc from 'fast-check';
import { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { declaredRoutes, type DeclaredRoute } from '../../server/security/input';
import { buildTestServer, createSession, createUser } from '../../server/testing';
import { fieldsOf, requestFor } from './fields';
import { count, recordFigure } from './figures';

let server: CeleiroServer;
let token: string;

beforeAll(async () => {
  server = await buildTestServer({ rateLimit: false, devMailbox: true, contentItems: 60 });
  ({ token } = await createSession(server, 'admin@example.com'));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Raw values for a field in the path or the query. */
const TEXT_VALUES = [
  '',
  ' ',
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  'ZZ',
  'a\u0000b',
  '\u0000',
  '%00',
  '\u0007\u001b[31m',
  'x'.repeat(5000),
  '1e999',
  '-1e999',
  'Infinity',
  'NaN',
  '9'.repeat(400),
  '-1',
  '0',
  '1.5',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(300),
];
/** Raw JSON texts for a field in the body. */
const JSON_VALUES = [
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '1e999',
  '-1e999',
  '9'.repeat(400),
  '"1e999"',
  '""',
  '"a\\u0000b"',
  '"\\u0000"',
  '"\\u001b"',
  JSON.stringify('x'.repeat(60_000)),
  '[]',
  '[1,2]',
  '{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '"\\ud800"',
  '"<img src=x onerror=alert(1)>"',
  '[[[[[[[[[[]]]]]]]]]]',
];
/** Whole bodies with prototype-pollution keys. */
const POLLUTING_BODIES = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}}}',
  '{"email":"a@b.c","__proto__":{"isAdmin":true}}',
  '[{"__proto__":{"polluted":"yes"}}]',
];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];

describe('the fuzz of every route', () => {
  it('never answers 5xx, always with the error body, and never pollutes a prototype', async () => {
    const routes = declaredRoutes(server.app);
    expect(routes.length).toBeGreaterThan(50);
    let requests = 0;
    const failures: string[] = [];
    const authFor = (route: DeclaredRoute) =>
      `Bearer ${route.url.startsWith('/cache/') ? server.options.cacheKey : token}`;
    let users = 0;
    const send = async (route: DeclaredRoute, options: InjectOptions, what: string) => {
      requests++;
      const response = await server.app.inject(options);
      if (response.statusCode >= 500)
        failures.push(`${route.method} ${route.url} ${what}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      else if (response.statusCode >= 400 && !route.url.startsWith('/dev/mailbox')) {
        const body = JSON.parse(response.body) as Record<string, unknown>;
        if (typeof body.errorType !== 'string' || typeof body.code !== 'number' || !Array.isArray(body.erros))
          failures.push(`${route.method} ${route.url} ${what}: no error body`);
      }
    };

    for (const route of routes) {
      // A fresh account and session for each route, so that a logout or an account deletion does not end the others' runs.
      const email = `fuzz${++users}@example.com`;
      await createUser(server, { email, profile: 1, roles: ['admin'], enabledSubjects: [1, 7, 13] });
      ({ token } = await createSession(server, email));
      const auth = authFor(route);
      // Every field with every odd value, signed in (so the handler runs when the value passes).
      for (const field of fieldsOf(route)) {
        for (const raw of field.part === 'body' ? JSON_VALUES : TEXT_VALUES)
          await send(route, requestFor(route, field, raw, auth), `${field.path}=${raw.slice(0, 16)}`);
      }
      // Percent-encodings that are not UTF-8, or not percent-encodings at all, in the query and the path.
      for (const field of fieldsOf(route).filter((f) => f.part !== 'body')) {
        for (const encoded of ['%ED%A0%80', '%FF%FE', '%', '%zz', '%C0%80']) {
          const request = requestFor(route, field, 'PLACEHOLDER', auth);
          await send(
            route,
            { ...request, url: String(request.url).replace('PLACEHOLDER', encoded) },
            `${field.path}=${encoded}`,
          );
        }
      }
      // Prototype-pollution keys in the query and the body.
      const plain = requestFor(route, undefined, '', auth);
      const url = String(plain.url);
      const joiner = url.includes('?') ? '&' : '?';
      for (const query of [
        '__proto__[polluted]=yes',
        'constructor[prototype][polluted]=yes',
        '__proto__=x',
        'a[__proto__][b]=1',
      ])
        await send(route, { ...plain, url: `${url}${joiner}${query}` }, query);
      if (route.method !== 'GET') {
        for (const payload of POLLUTING_BODIES)
          await send(
            route,
            { ...plain, payload, headers: { ...plain.headers, 'content-type': 'application/json' } },
            payload,
          );
        // Malformed text under every content type, with and without a session.
        for (const type of CONTENT_TYPES) {
          for (const payload of ['{', '{"email":', '\u0000', 'x'.repeat(3000), '{"a":1}garbage']) {
            await send(
              route,
              {
                method: route.method as InjectOptions['method'],
                url,
                payload,
                headers: { 'content-type': type, authorization: auth },
              },
              `${type} ${payload.slice(0, 10)}`,
            );
          }
        }
      }
      // Random JSON bodies and query values, anonymous or signed in.
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.boolean(), async (value, signedIn) => {
          const headers: Record<string, string> = signedIn ? { authorization: auth } : {};
          const options: InjectOptions =
            route.method === 'GET' || route.method === 'DELETE'
              ? {
                  method: route.method as InjectOptions['method'],
                  url: `${url}${joiner}q=${encodeURIComponent(JSON.stringify(value).slice(0, 300))}`,
                  headers,
                }
              : {
                  method: route.method as InjectOptions['method'],
                  url,
                  payload: JSON.stringify(value),
                  headers: { ...headers, 'content-type': 'application/json' },
                };
          await send(route, options, 'random');
        }),
        { numRuns: 12 },
      );
    }

    const polluted = ['polluted', 'isAdmin'].filter(
      (key) => key in Object.prototype || key in ({} as Record<string, unknown>),
    );
    recordFigure(
      'fuzz',
      `fuzz: ${count(requests)} requests over ${routes.length} routes (wrong types, huge strings, NUL bytes, 1e999, prototype-pollution keys), ${count(failures.length)} × 5xx, ${polluted.length} polluted prototypes`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(polluted).toEqual([]);
  });
});
