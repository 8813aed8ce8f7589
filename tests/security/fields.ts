// The fields of a declared route (server/security/input.ts) and requests that fill them: a valid sample for every
// field, with one field replaced by a raw value. Shared by the input tests and the fuzz probe.
import { type InjectOptions } from 'fastify';
import { type DeclaredRoute, type JsonSchema } from '../../server/security/input';

/** One field of a route: where it travels, its path as error bodies name it, and what it holds. */
export interface Field {
  part: 'params' | 'querystring' | 'body';
  path: string;
  kind: 'text' | 'integer' | 'other';
}

/** Samples for the patterns of fields that are not free text. */
const PATTERN_SAMPLES: Record<string, string> = {
  '^\\d{4}-\\d{2}-\\d{2}$': '2026-01-15',
  '^[A-Z]{2}$': 'BR',
  '^\\d{1,9}(,\\d{1,9}){0,49}$': '1,2',
  '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d{1,3})?Z$':
    '2026-01-15T12:00:00.000Z',
  '^[A-Za-z0-9_-]+$': 'news-1',
};

/** A valid value of a schema (the first branch of a union that is not null). */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) return sampleOf(schema.anyOf.find((branch) => branch.type !== 'null') ?? schema.anyOf[0]);
  switch (schema.type) {
    case 'string':
      return PATTERN_SAMPLES[schema.pattern ?? ''] ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleOf(schema.items)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleOf(property)]),
      );
    default:
      return 'a';
  }
}

/** What a schema holds. */
function kindOf(schema: JsonSchema): Field['kind'] {
  const branches = schema.anyOf ?? [schema];
  if (branches.some((branch) => branch.type === 'integer')) return 'integer';
  if (branches.some((branch) => branch.type === 'string' && branch.const === undefined)) return 'text';
  return 'other';
}

/** Every leaf field of a route (array items through their first element, as `items.0.commodity`). */
export function fieldsOf(route: DeclaredRoute): Field[] {
  const fields: Field[] = [];
  const walk = (part: Field['part'], schema: JsonSchema, path: string): void => {
    const object = (schema.anyOf ?? [schema]).find((branch) => branch.type === 'object' || branch.type === 'array');
    if (object?.type === 'object') {
      for (const [key, property] of Object.entries(object.properties ?? {}))
        walk(part, property, path ? `${path}.${key}` : key);
    } else if (object?.type === 'array' && object.items) {
      walk(part, object.items, `${path}.0`);
    } else if (path) {
      fields.push({ part, path, kind: kindOf(schema) });
    }
  };
  for (const part of ['params', 'querystring', 'body'] as const) {
    const schema = route.schema[part];
    if (schema) walk(part, schema, '');
  }
  return fields;
}

/** Sets a value at a dotted path of a sample. */
function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

const PLACEHOLDER = '\u2063raw\u2063';

/**
 * A request of a route with valid samples everywhere but `field`, which gets `raw`: the text itself in the path or
 * the query, a JSON text in the body (so `1e999` reaches the server as written).
 */
export function requestFor(
  route: DeclaredRoute,
  field: Field | undefined,
  raw: string,
  authorization?: string,
): InjectOptions {
  const params = (sampleOf(route.schema.params) ?? {}) as Record<string, unknown>;
  const query = (sampleOf(route.schema.querystring) ?? {}) as Record<string, unknown>;
  const body = route.schema.body ? (sampleOf(route.schema.body) as Record<string, unknown>) : undefined;
  if (field?.part === 'params') params[field.path] = raw;
  if (field?.part === 'querystring') query[field.path] = raw;
  if (field?.part === 'body' && body) setAt(body, field.path, PLACEHOLDER);
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? 'x')));
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    headers,
  };
  if (body) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(body).replace(JSON.stringify(PLACEHOLDER), raw);
  }
  return options;
}
