// The answer schemas of the OpenAPI description: the generated file (scripts/openapi-replies.ts, from the core types
// each route names as its `Reply`) gives each JSON route its success status and schema; the routes that answer
// something else (documents, pictures, streams, pages) are listed here with their content type.
import generated from './replies.generated.json' with { type: 'json' };

/** A route that answers no JSON (or JSON of no core type): its success status, content type and what it is. */
export interface OtherAnswer {
  status: number;
  /** Undefined for an answer with no body. */
  contentType?: string;
  description: string;
  schema?: object;
}

const PDF: OtherAnswer = {
  status: 200,
  contentType: 'application/pdf',
  description: 'The PDF document',
  schema: { type: 'string', contentMediaType: 'application/pdf' },
};
const HTML: OtherAnswer = { status: 200, contentType: 'text/html', description: 'A page for developers' };

/** The routes without a generated schema, by method and path as the route writes it (no prefix). */
export const OTHER_ANSWERS: Record<string, OtherAnswer> = {
  'GET /read-document': PDF,
  'GET /download-document-watermark': PDF,
  'GET /report/pdf/whatsit': PDF,
  'GET /public/file/download': PDF,
  'GET /user/data-export/download': {
    status: 200,
    contentType: 'application/zip',
    description:
      'The copy of the data (a ZIP of celeiro-data.json and celeiro-data.pdf); a link used, expired, unknown or not built yet answers 410, 410, 404 or 409 with a page saying so',
    schema: { type: 'string', contentMediaType: 'application/zip' },
  },
  'GET /media/thumbnail/:id.svg': {
    status: 200,
    contentType: 'image/svg+xml',
    description: "The media item's thumbnail",
    schema: { type: 'string', contentMediaType: 'image/svg+xml' },
  },
  'GET /media/stream/:id/:height': {
    status: 200,
    contentType: 'video/mp4',
    description: 'The rendition (206 with Content-Range for a Range request, 416 for a range beyond it)',
    schema: { type: 'string', contentMediaType: 'video/mp4' },
  },
  'GET /market/stream': {
    status: 200,
    contentType: 'text/event-stream',
    description: 'Server-sent events: the live prices of the instruments on the watchlist',
    schema: { type: 'string' },
  },
  'POST /logger/applogger': { status: 204, description: 'The entry is stored' },
  'GET /metrics': {
    status: 200,
    contentType: 'text/plain',
    description: 'The Prometheus text format (METRICS=true only)',
    schema: { type: 'string' },
  },
  'GET /mailbox': HTML,
  'GET /push-outbox': HTML,
  'GET /shell': HTML,
  'POST /_pact/provider-states': {
    status: 200,
    contentType: 'application/json',
    description: 'The values the interaction takes from its provider state',
    schema: { type: 'object' },
  },
};

/** The content type of a JSON answer that is not application/json. */
const JSON_TYPES: Record<string, string> = { 'GET /manifest.webmanifest': 'application/manifest+json' };

/** The prefixes the routes' plugins add. */
const PREFIXES = ['', '/api', '/cache', '/dev'];

interface GeneratedReplies {
  routes: Record<string, { status: number; schema: unknown }>;
  $defs: Record<string, unknown>;
}

const replies = generated as GeneratedReplies;

/** A route key's path as a pattern (`*` is the part a variable gives, `:id` a parameter as written). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.+')}$`);

/** The keys (generated or listed) an operation matches: its method and its path without one of the prefixes. */
export function answerKeysOf(method: string, openApiPath: string): string[] {
  const path = openApiPath.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
  const keys = [...Object.keys(replies.routes), ...Object.keys(OTHER_ANSWERS)];
  // A path written whole (`/api/health` at the root) comes before one under a prefix (`/health` under /api).
  for (const prefix of PREFIXES) {
    if (prefix && !path.startsWith(`${prefix}/`)) continue;
    const rest = path.slice(prefix.length);
    const found = keys.filter((key) => {
      const [keyMethod, keyPath] = key.split(' ') as [string, string];
      return keyMethod === method.toUpperCase() && patternOf(keyPath).test(rest);
    });
    if (found.length > 0) return found;
  }
  return [];
}

/** References to the generated $defs as references to the document's components. */
const asComponents = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as unknown;

type Operation = { responses?: Record<string, unknown> };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: { schemas?: object } };

/** Adds each operation's answer (status, content type, schema) and the shared schemas to the document. */
export function withReplies<T>(document: T): T {
  const openapi = document as Document;
  const components = (openapi.components ??= {});
  components.schemas = { ...components.schemas, ...(asComponents(replies.$defs) as object) };
  for (const [path, item] of Object.entries(openapi.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const [key] = answerKeysOf(method, path);
      if (!key) continue;
      const found = replies.routes[key];
      const other = OTHER_ANSWERS[key];
      const answer = found
        ? {
            description: 'The answer',
            content: { [JSON_TYPES[key] ?? 'application/json']: { schema: asComponents(found.schema) } },
          }
        : other!.contentType
          ? {
              description: other!.description,
              content: { [other!.contentType]: other!.schema ? { schema: other!.schema } : {} },
            }
          : { description: other!.description };
      operation.responses = { [String(found?.status ?? other!.status)]: answer, ...operation.responses };
    }
  }
  return document;
}
