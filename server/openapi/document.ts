// The API's OpenAPI 3.1 description, served at /api/openapi.json: every route's request schemas (the TypeBox schemas
// the routes validate with), its answer schema (generated from the core types the routes name as `Reply`, see
// replies.ts) and the SPEC error body on every operation.
import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { type FastifyInstance } from 'fastify';
import { BIOMETRIC_ERROR, CONCURRENT_ACCESS_ERROR, TOKEN_EXPIRED_ERROR } from '../../core';
import packageJson from '../../package.json' with { type: 'json' };
import { withReplies } from './replies';

/** Where the document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** Where the rendered reference is. */
export const DOCS_PATH = '/api/docs';

/** The tag of the routes a development or contract-testing server adds (dev mailbox, shell simulator, Pact states). */
export const DEV_TAG = 'development only';

/** The SPEC §8 error body, as every failure answers. */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  description:
    'The error body of every failure (SPEC §8). errorType is ValidationError (a malformed request), BusinessError (a ' +
    `rule of the catalogue, code 5000-5501), AuthError, ${TOKEN_EXPIRED_ERROR}, ${CONCURRENT_ACCESS_ERROR}, ` +
    `${BIOMETRIC_ERROR}, NotFoundError, RateLimitError, UnavailableError or SystemError.`,
  required: ['errorType', 'code', 'message', 'erros'],
  properties: {
    errorType: { type: 'string' },
    code: { type: 'integer', description: 'A business code of SPEC §8, or the HTTP status' },
    message: {
      description: 'The message in the request locale (SPEC allows a list of messages; this server sends one)',
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    erros: {
      type: 'array',
      description: 'The fields at fault, each with its message',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** The error responses every operation has. */
export const ERROR_RESPONSES = {
  '400': errorResponse(
    'ValidationError: a malformed request (the fields at fault in erros); or BusinessError: a rule of the catalogue (code 5000-5501)',
  ),
  '500': errorResponse('SystemError: an unexpected failure'),
  default: errorResponse(
    `Any other failure: 401 (AuthError, ${TOKEN_EXPIRED_ERROR}, ${CONCURRENT_ACCESS_ERROR}, ${BIOMETRIC_ERROR}: no, an ended or ` +
      'an expired session), 403 (AuthError: missing rights), 404 (NotFoundError), 413 (a body over the limit), 429 ' +
      '(RateLimitError), 503 (UnavailableError)',
  ),
};

/** The operation's tags: the part of the server it belongs to. */
function tagsOf(url: string): string[] {
  if (url.startsWith('/dev/') || url.startsWith('/_pact/')) return [DEV_TAG];
  if (url.startsWith('/cache/')) return ['cache service'];
  if (url.startsWith('/api/')) return ['api'];
  return ['site'];
}

/** A schema as plain JSON: the document never shares (or changes) the objects the routes validate with. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

type Operation = { responses?: Record<string, unknown>; security?: unknown[]; tags?: string[] };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

/**
 * Registers @fastify/swagger (before any route: it collects them as they are added). Routes whose schema says `hide`
 * (the SPA's static files, the document itself) are left out.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Celeiro API',
        version: packageJson.version,
        description: `${packageJson.description}. Errors answer the SPEC error body (ErrorBody).`,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', description: "The session's access token" },
          cacheKey: { type: 'http', scheme: 'bearer', description: "The cache service's key" },
        },
      },
    },
    // OpenAPI 3.1 schemas are JSON Schema 2020-12: `const` stays as the routes declare it.
    convertConstToEnum: false,
    transform: ({ schema, url }) => ({
      schema: { ...plain(schema ?? {}), tags: tagsOf(url) } as typeof schema,
      url,
    }),
    transformObject: (documentObject) => {
      const document = (
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
      ) as Document;
      const components = (document.components ??= {}) as { schemas?: Record<string, unknown> };
      components.schemas = { ...components.schemas, ErrorBody: ERROR_BODY_SCHEMA };
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        for (const operation of Object.values(item)) {
          operation.responses = { ...withoutDefault(operation.responses), ...ERROR_RESPONSES };
          if (path.startsWith('/cache/')) operation.security = [{ cacheKey: [] }];
          else if (path.startsWith('/api/')) operation.security = [{ session: [] }, {}];
        }
      }
      return withReplies(document) as ReturnType<SwaggerTransformObject>;
    },
  });
}

/**
 * Serves the document, and its rendered reference (Swagger UI) at /api/docs: its own scripts and styles from this
 * server, under its own content security policy (no inline script, no other origin's).
 */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH, staticCSP: true, validatorUrl: false });
}

/** The responses @fastify/swagger made up for a route with no response schema ("200: Default Response") are dropped. */
function withoutDefault(responses: Record<string, unknown> | undefined): Record<string, unknown> {
  const kept = { ...responses };
  for (const [status, response] of Object.entries(kept)) {
    if ((response as { description?: string }).description === 'Default Response') delete kept[status];
  }
  return kept;
}
