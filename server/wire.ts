// Ties the server's TypeBox schemas to the wire contract declared once in core/<area>/api.ts, at compile time.
//
// Beside every schema a route declares stands `export type XIsCore = AssertSame<Static<typeof X>, CoreType>`: it
// compiles only while the schema's static type and the core type are the same type, field for field, in both
// directions (a field added, removed, made optional or nullable, or retyped on either side fails `tsc`). Runtime-only
// refinements (maxLength, patterns, minimums, enum lists of string fields) stay in the schema. The answers are typed
// by the core types through each route's `Reply`.
import { type TInteger, type TLiteral, type TString, Type, type TUnion } from '@sinclair/typebox';

/** A type with every interface, alias and intersection flattened into plain object types, arrays kept. */
type Flat<T> = T extends readonly unknown[]
  ? { [K in keyof T]: Flat<T[K]> }
  : T extends object
    ? { [K in keyof T]: Flat<T[K]> }
    : T;

/** Whether A and B are the same type once flattened (identity, not mere assignability: optional fields count). */
export type Same<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;

/** What a failed check shows: the schema's static type beside the core type. */
export interface WireDrift<Schema, Core> {
  'the TypeBox schema and the core wire type differ': { schema: Schema; core: Core };
}

/** Compiles only when `Schema` (a schema's static type) and `Core` (its type in core/<area>/api.ts) are the same. */
export type AssertSame<
  Schema,
  Core extends (Same<Schema, Core> extends true ? unknown : WireDrift<Schema, Core>),
> = Core;

/** A union of string literals whose static type is the union of `values` (e.g. a core const object's values). */
export function literals<T extends string>(values: readonly T[]): TUnion<TLiteral<T>[]> {
  return Type.Union(values.map((value) => Type.Literal(value)));
}

/** Text on one line: no control character at all (C0, DEL, C1), so no NUL byte, line break or tab. */
export const SINGLE_LINE_TEXT = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';
/** Text of several lines: tabs and line breaks allowed, every other control character refused. */
export const MULTI_LINE_TEXT = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

/**
 * A text field of a request: at most `maxLength` characters (and at least `minLength`), without control characters
 * (NUL and the like; a multi-line text keeps tabs and line breaks). Its static type is `string`, so the AssertSame ties
 * are unchanged.
 */
export function Text(maxLength: number, options: { minLength?: number; multiline?: boolean } = {}): TString {
  return Type.String({
    ...(options.minLength ? { minLength: options.minLength } : {}),
    maxLength,
    pattern: options.multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT,
  });
}

/** The largest value of an integer column (PostgreSQL `integer`). */
export const MAX_INT32 = 2_147_483_647;

/**
 * An integer field of a request (query, path or body) between `minimum` and `maximum` (at most 2^31 − 1). Only
 * digits are accepted (server/security/input.ts checks the raw text before Fastify's coercion, which would take
 * `1e999` as Infinity, `0x10` as 16), so anything else is a 400 with the field's error.
 */
export function Int(minimum: number, maximum: number = MAX_INT32): TInteger {
  if (!Number.isSafeInteger(minimum) || !Number.isSafeInteger(maximum) || maximum > MAX_INT32 || minimum > maximum)
    throw new Error(`Int(${minimum}, ${maximum}): out of range`);
  return Type.Integer({ minimum, maximum });
}
