// No request body, however malformed or oversized, makes any route answer 500: every bad input gets the
// SPEC error body. The routes are read from the server itself, so routes added later are covered too.
import fc from 'fast-check';
import { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { buildTestServer, createSession } from '../../server/testing';

interface Route {
  method: string;
  path: string;
}

let server: CeleiroServer;
let token: string;
/** The admin routes check the role before reading a body: they are probed as an admin. */
let adminToken: string;

beforeAll(async () => {
  server = await buildTestServer({ rateLimit: false, devMailbox: true });
  ({ token } = await createSession(server, 'assinante@example.com'));
  ({ token: adminToken } = await createSession(server, 'admin@example.com'));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** Every route of the server, read from Fastify's route tree (`├── /api/x (POST)`, nested lines extend their parent). */
function routesOf(app: CeleiroServer['app']): Route[] {
  const parents: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && path !== '*') routes.push({ method, path });
    }
  }
  return routes;
}

/** A path with every `:param` filled in. */
const fill = (path: string, value: string) => path.replace(/:[A-Za-z_]+/g, encodeURIComponent(value) || 'x');

/** Every error answer carries the SPEC error body. */
function expectHandled(route: Route, response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(response.statusCode, `${route.method} ${route.path}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(typeof body.errorType, `${route.method} ${route.path}`).toBe('string');
  expect(body.code, `${route.method} ${route.path}`).toEqual(expect.any(Number));
  expect(typeof body.message === 'string' || Array.isArray(body.message)).toBe(true);
  expect(Array.isArray(body.erros)).toBe(true);
}

const json = fc.jsonValue({ maxDepth: 3 });
/** Objects shaped like the API's bodies, with the API's field names and values of every wrong type. */
const apiShaped = fc.dictionary(
  fc.constantFrom(
    'email',
    'password',
    'device_id',
    'remember',
    'token',
    'code',
    'refresh_token',
    'acceptor_token',
    'ua',
    'acptoken',
    'deviceId',
    'platform',
    'pushToken',
    'secret',
    'pin',
    'time',
    '__proto__',
    'constructor',
  ),
  fc.oneof(json, fc.string({ maxLength: 600 }), fc.integer(), fc.double(), fc.constant(null)),
);
const contentTypes = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '',
);
const authorization = fc.constantFrom<string | undefined>(
  undefined,
  'Bearer',
  'Bearer nope',
  'Basic Zm9vOmJhcg==',
  'signed-in',
);

function request(route: Route, param: string, auth: string | undefined, extra: Partial<InjectOptions>): InjectOptions {
  const headers: Record<string, string> = { ...(extra.headers as Record<string, string> | undefined) };
  if (auth)
    headers.authorization =
      auth === 'signed-in' ? `Bearer ${route.path.startsWith('/api/admin/') ? adminToken : token}` : auth;
  return { method: route.method as InjectOptions['method'], url: fill(route.path, param), ...extra, headers };
}

describe('every route survives bad input', () => {
  const routes = () => routesOf(server.app);

  it('finds the routes of the server', () => {
    const paths = routes().map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/auth/new-signin',
        'POST /api/acceptor/logout',
        'DELETE /api/client-device/remove/:deviceId',
        'POST /api/auth/biometric/signin',
        'DELETE /api/auth/biometric/:device_id',
        'GET /dev/mailbox.json',
      ]),
    );
  });

  it('answers random JSON values and wrongly typed fields without a 500', async () => {
    for (const route of routes()) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(json, apiShaped),
          fc.string({ maxLength: 40 }),
          authorization,
          async (body, param, auth) => {
            const withBody =
              route.method === 'GET' || route.method === 'DELETE'
                ? { query: { q: JSON.stringify(body).slice(0, 200) } }
                : { payload: body as object };
            expectHandled(route, await server.app.inject(request(route, param, auth, withBody)));
          },
        ),
        { numRuns: 15 },
      );
    }
  }, 120_000);

  it('answers malformed text under every content type without a 500', async () => {
    for (const route of routes().filter((r) => r.method !== 'GET')) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ maxLength: 300 }),
            fc.constantFrom('{', '{"email":', '[1,', 'null', '""', '\u0000', '{"a":1}garbage'),
          ),
          contentTypes,
          authorization,
          async (payload, type, auth) => {
            const headers = type ? { 'content-type': type } : {};
            expectHandled(route, await server.app.inject(request(route, 'x', auth, { payload, headers })));
          },
        ),
        { numRuns: 10 },
      );
    }
  }, 120_000);

  it('answers oversized bodies and huge strings with the error body', async () => {
    // Beyond the largest body any route takes (a publication of the desk: 1 MB).
    const huge = 'x'.repeat(1100 * 1024);
    for (const route of routes().filter((r) => r.method !== 'GET')) {
      const tooLarge = await server.app.inject(
        request(route, 'x', 'signed-in', {
          payload: JSON.stringify({ email: huge }),
          headers: { 'content-type': 'application/json' },
        }),
      );
      expectHandled(route, tooLarge);
      expect(tooLarge.statusCode, `${route.method} ${route.path}`).toBe(413);
      const longField = await server.app.inject(
        request(route, 'y'.repeat(5000), 'signed-in', {
          payload: { email: 'a'.repeat(60_000), password: 'p'.repeat(60_000), deviceId: 'd'.repeat(60_000) },
        }),
      );
      expectHandled(route, longField);
    }
  }, 120_000);
});
