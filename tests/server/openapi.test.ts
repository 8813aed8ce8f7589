// For the QA and backend teams: GET /api/openapi.json is the API's OpenAPI 3.1 description. It is a valid OpenAPI 3.1
// document, it has every route of the server (the development-only ones tagged as such) with its request described
// (path parameters, query, body, as the route's own schemas say), and every operation answers the SPEC error body.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateReplies, REPLIES_FILE, repliesText } from '../../scripts/openapi-replies';
import { DEV_TAG, DOCS_PATH, OPENAPI_PATH } from '../../server/openapi/document';
import { answerKeysOf, OTHER_ANSWERS } from '../../server/openapi/replies';
import generated from '../../server/openapi/replies.generated.json' with { type: 'json' };
import { declaredRoutes, type DeclaredRoute, type JsonSchema } from '../../server/security/input';
import { buildTestServer } from '../../server/testing';
import { providerStatesRoutes } from '../../contracts/provider-states/routes';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: unknown;
}
interface Operation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/** The routes the description leaves out on purpose: the SPA's files, the description itself and its rendering. */
const UNDESCRIBED = new Set([
  `GET ${OPENAPI_PATH}`,
  // One route per file of the build (here a small one), and its index at the root.
  ...['/', '/index.html', '/assets/app-abc123.js'].map((url) => `GET ${url}`),
]);
const undescribed = (route: DeclaredRoute) =>
  UNDESCRIBED.has(`${route.method} ${route.url}`) || route.url.startsWith(DOCS_PATH);

const SUCCESS = /^2\d\d$/;

let server: CeleiroServer;
let document: Document;
let distDir: string;

/** An OpenAPI path of a Fastify one: `:param` is `{param}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const operationOf = (route: DeclaredRoute): Operation | undefined =>
  document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

const described = () => declaredRoutes(server.app).filter((route) => !undescribed(route));

beforeAll(async () => {
  // The development routes too (dev mailbox, shell simulator, the Pact states hook): they are described, tagged.
  distDir = mkdtempSync(join(tmpdir(), 'celeiro-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Celeiro</title>');
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), '');
  server = await buildTestServer({
    devMailbox: true,
    providerStates: providerStatesRoutes,
    metrics: true,
    staticDir: distDir,
  });
  const response = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json<Document>();
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the OpenAPI description', () => {
  it('is a valid OpenAPI 3.1 document, named after the package, on relative servers', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it('has every route of the server, and only the SPA files and itself are left out', () => {
    const routes = declaredRoutes(server.app);
    expect(routes.length).toBeGreaterThan(100);
    const missing = described()
      .filter((route) => !operationOf(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    const hidden = routes
      .filter((route) => (route.schema as { hide?: boolean }).hide === true || route.url === OPENAPI_PATH)
      .filter((route) => !route.url.startsWith(DOCS_PATH))
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(hidden)).toEqual(UNDESCRIBED);
    // Nothing in the document that the server does not answer (GET /metrics is added before the route table's hook).
    const extra = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter(
          (method) =>
            !server.app.hasRoute({
              method: method.toUpperCase() as 'GET',
              url: path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1'),
            }),
        )
        .map((method) => `${method} ${path}`),
    );
    expect(extra).toEqual([]);
  });

  it('tags the development-only routes (dev mailbox, shell simulator, Pact states) as such, and no other', () => {
    for (const route of described()) {
      const dev = route.url.startsWith('/dev/') || route.url.startsWith('/_pact/');
      expect(operationOf(route)?.tags?.includes(DEV_TAG), `${route.method} ${route.url}`).toBe(dev);
    }
  });

  it("describes each route's request: its path parameters, its query and its body, with the route's schemas", () => {
    const problems: string[] = [];
    for (const route of described()) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(route)!;
      const parameters = operation.parameters ?? [];
      const has = (where: string, field: string) =>
        parameters.some((parameter) => parameter.in === where && parameter.name === field && parameter.schema);
      for (const param of route.url.matchAll(/:([A-Za-z0-9_]+)/g)) {
        if (!has('path', param[1]!)) problems.push(`${name}: path parameter ${param[1]} missing`);
      }
      const query = route.schema.querystring as JsonSchema | undefined;
      for (const field of Object.keys(query?.properties ?? {})) {
        if (!has('query', field)) problems.push(`${name}: query parameter ${field} missing`);
      }
      const requiredQuery = new Set(query?.required ?? []);
      for (const parameter of parameters.filter((parameter) => parameter.in === 'query')) {
        if (Boolean(parameter.required) !== requiredQuery.has(parameter.name))
          problems.push(`${name}: query parameter ${parameter.name} required=${String(parameter.required)}`);
      }
      if (route.schema.body) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) problems.push(`${name}: no request body schema`);
        else {
          const body = route.schema.body;
          const described = schema as JsonSchema;
          if (
            JSON.stringify(Object.keys(described.properties ?? {})) !==
              JSON.stringify(Object.keys(body.properties ?? {})) ||
            JSON.stringify(described.required ?? []) !== JSON.stringify(body.required ?? [])
          )
            problems.push(`${name}: the request body schema differs from the route's`);
        }
      } else if (operation.requestBody) problems.push(`${name}: a request body the route does not take`);
    }
    expect(problems).toEqual([]);
  });

  it('answers the SPEC error body on every operation: 400 (validation or business), 500 and any other status', () => {
    expect(document.components.schemas.ErrorBody).toMatchObject({
      required: ['errorType', 'code', 'message', 'erros'],
    });
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const status of ['400', '500', 'default']) {
          expect(
            operation.responses?.[status]?.content?.['application/json']?.schema?.$ref,
            `${method} ${path} ${status}`,
          ).toBe('#/components/schemas/ErrorBody');
        }
      }
    }
  });

  it('serves the same error body the server answers (a real 400 and 404 match ErrorBody)', async () => {
    const notFound = await server.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(notFound.statusCode).toBe(404);
    const invalid = await server.app.inject({ method: 'POST', url: '/api/auth/new-signin', payload: {} });
    expect(invalid.statusCode).toBe(400);
    for (const body of [notFound.json<object>(), invalid.json<object>()]) {
      expect(Object.keys(body).sort()).toEqual(['code', 'errorType', 'erros', 'message']);
    }
  });
});

describe('the answers of the OpenAPI description', () => {
  it('is generated from the current source (npm run openapi:replies writes it again)', () => {
    const fresh = repliesText(generateReplies());
    expect(fresh === readFileSync(REPLIES_FILE, 'utf8'), 'server/openapi/replies.generated.json is stale').toBe(true);
  }, 120_000);

  it('gives every operation one success answer: a schema of its core Reply type, or a listed other content', () => {
    const problems: string[] = [];
    const used = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        const keys = answerKeysOf(method, path);
        if (keys.length !== 1) problems.push(`${name}: ${keys.length} answer keys (${keys.join(', ')})`);
        keys.forEach((key) => used.add(key));
        const successes = Object.entries(operation.responses ?? {}).filter(([status]) => SUCCESS.test(status));
        if (successes.length !== 1) {
          problems.push(`${name}: ${successes.length} success answers`);
          continue;
        }
        const [, answer] = successes[0]!;
        const key = keys[0]!;
        const other = OTHER_ANSWERS[key];
        const content = Object.entries(answer.content ?? {});
        if (other) {
          if (other.contentType && content[0]?.[0] !== other.contentType)
            problems.push(`${name}: not ${other.contentType}`);
        } else if (!content[0]?.[0].includes('json') || !content[0][1].schema)
          problems.push(`${name}: no JSON answer schema`);
      }
    }
    const keys = [...Object.keys((generated as { routes: object }).routes), ...Object.keys(OTHER_ANSWERS)];
    problems.push(...keys.filter((key) => !used.has(key)).map((key) => `${key}: no operation`));
    expect(problems).toEqual([]);
  });

  it('has every schema an answer refers to among its components', () => {
    const text = JSON.stringify(document);
    const missing = [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((name) => !(name in document.components.schemas));
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('the rendered reference at /api/docs', () => {
  it('is a page that loads its own scripts and styles from this server and reads the description', async () => {
    const page = await server.app.inject({ method: 'GET', url: DOCS_PATH });
    const pageUrl = page.statusCode === 302 ? new URL(page.headers.location!, `http://x${DOCS_PATH}/`) : null;
    const html = pageUrl ? await server.app.inject({ method: 'GET', url: pageUrl.pathname }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    const base = pageUrl ?? new URL(`http://x${DOCS_PATH}/`);
    const assets = [...html.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
      (match) => new URL(match[1]!, base).pathname,
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets)
      expect((await server.app.inject({ method: 'GET', url: asset })).statusCode, asset).toBe(200);
    const read = await server.app.inject({ method: 'GET', url: `${DOCS_PATH}/json` });
    expect(read.json()).toEqual(document);
  });

  it('allows no script but its own in its page', async () => {
    const page = await server.app.inject({ method: 'GET', url: `${DOCS_PATH}/static/index.html` });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
