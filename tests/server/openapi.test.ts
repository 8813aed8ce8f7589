// For the QA and backend teams: GET /api/openapi.json is the API's OpenAPI 3.1 description. It is a valid OpenAPI 3.1
// document, it has every route of the server (the development-only ones tagged as such) with its request described
// (path parameters, query, body, as the route's own schemas say), and every operation answers the SPEC error body.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CeleiroServer } from '../../server/app';
import { DEV_TAG, OPENAPI_PATH } from '../../server/openapi/document';
import { declaredRoutes, type DeclaredRoute, type JsonSchema } from '../../server/security/input';
import { buildTestServer } from '../../server/testing';

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

/** The routes the description leaves out on purpose: the SPA's files and the description itself. */
const UNDESCRIBED = new Set(['GET /*', `GET ${OPENAPI_PATH}`]);

let server: CeleiroServer;
let document: Document;

/** An OpenAPI path of a Fastify one: `:param` is `{param}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const operationOf = (route: DeclaredRoute): Operation | undefined =>
  document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

const described = () => declaredRoutes(server.app).filter((route) => !UNDESCRIBED.has(`${route.method} ${route.url}`));

beforeAll(async () => {
  // The development routes too (dev mailbox, shell simulator, the Pact states hook): they are described, tagged.
  server = await buildTestServer({ devMailbox: true, providerStates: true });
  const response = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json<Document>();
}, 120_000);

afterAll(async () => {
  await server?.close();
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
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(hidden)).toEqual(UNDESCRIBED);
    // Nothing in the document that the server does not answer.
    const declared = new Set(routes.map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`));
    const extra = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .map((method) => `${method} ${path}`)
        .filter((key) => !declared.has(key)),
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
