// Checks of every request's input before its schema validation: no control characters in any text (the database
// refuses NUL bytes, and no field needs the others), and integer fields only as digits within their range (Fastify's
// coercion would turn `1e999` or a 400-digit number into Infinity, which passes `integer` and reaches the database).
// Either is a 400 with the field's error. The route schemas (server/wire.ts: Text, Int) say the same; this hook also
// covers what a schema does not name.
import { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { type FieldError } from '../../core';
import { validationError } from '../errors';
import { requestLocale, serverMessage } from '../messages';

/** Control characters no text may hold: C0 but tab, line feed and carriage return, DEL, and C1. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The longest digit string an integer field takes (PostgreSQL integers have at most 10 digits). */
const MAX_DIGITS = 12;

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  const?: unknown;
  required?: string[];
}

/** A route as it was declared: method, full path and the schemas of its parts. */
export interface DeclaredRoute {
  method: string;
  url: string;
  schema: { querystring?: JsonSchema; params?: JsonSchema; body?: JsonSchema };
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every route of a server with the checks installed, with its schemas (for the probes that go through every field). */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

/** A field path as the error bodies name fields (`items.0.commodity`). */
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** The first text (value or key) with a control character, as a field path; undefined when there is none. */
export function controlCharacterField(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterField(item, join(path, index), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(key)) return path || 'body';
    const found = controlCharacterField(item, join(path, key), depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether a schema is an integer's (or a union with one, such as an optional nullable integer). */
function integerSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.type === 'integer') return schema;
  return schema.anyOf?.find((branch) => branch.type === 'integer');
}

/** Whether a raw value is an integer of the schema's range: a safe integer number, or its digits (with a sign only where negatives are allowed). */
export function isIntegerInRange(value: unknown, schema: JsonSchema): boolean {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (
    typeof value === 'string' &&
    new RegExp(`^${(schema.minimum ?? 0) < 0 ? '-?' : ''}\\d{1,${MAX_DIGITS}}$`).test(value)
  )
    number = Number(value);
  else return false;
  return (
    Number.isSafeInteger(number) &&
    number >= (schema.minimum ?? Number.MIN_SAFE_INTEGER) &&
    number <= (schema.maximum ?? Number.MAX_SAFE_INTEGER)
  );
}

/** The first integer field of `value` (checked against `schema`) that is not digits within range; undefined when all are. */
export function badIntegerField(
  schema: JsonSchema | undefined,
  value: unknown,
  path: string,
  depth = 0,
): string | undefined {
  if (!schema || value === undefined || value === null || depth > 32) return undefined;
  const integer = integerSchema(schema);
  if (integer) {
    // Arrays of query values (`?id=1&id=2`) are checked one by one.
    const values = Array.isArray(value) ? value : [value];
    return values.every((item) => isIntegerInRange(item, integer)) ? undefined : path;
  }
  const branches = schema.anyOf ?? [schema];
  for (const branch of branches) {
    if (branch.properties && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, property] of Object.entries(branch.properties)) {
        const found = badIntegerField(property, (value as Record<string, unknown>)[key], join(path, key), depth + 1);
        if (found !== undefined) return found;
      }
    }
    if (branch.items && Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = badIntegerField(branch.items, item, join(path, index), depth + 1);
        if (found !== undefined) return found;
      }
    }
  }
  return undefined;
}

/** The parts of a request that carry input, with the schema the route declares for each. */
function inputs(request: FastifyRequest): [unknown, JsonSchema | undefined][] {
  const schema = request.routeOptions.schema as
    { querystring?: JsonSchema; params?: JsonSchema; body?: JsonSchema } | undefined;
  return [
    [request.params, schema?.params],
    [request.query, schema?.querystring],
    [request.body, schema?.body],
  ];
}

/** Refuses control characters in any text and integers that are not digits within range, on every route (call before the routes). */
export function installInputChecks(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, schema: (route.schema ?? {}) as DeclaredRoute['schema'] });
    }
  });
  app.addHook('preValidation', async (request) => {
    const locale = requestLocale(request);
    const errors: FieldError[] = [];
    for (const [value, schema] of inputs(request)) {
      const control = controlCharacterField(value, '');
      if (control !== undefined)
        errors.push({ field: control || 'body', message: serverMessage('controlCharacters', locale) });
      const integer = badIntegerField(schema, value, '');
      if (integer !== undefined)
        errors.push({ field: integer || 'body', message: serverMessage('invalidField', locale) });
    }
    if (errors.length > 0) throw validationError('invalidRequest', errors);
  });
}
