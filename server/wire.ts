// Ties the server's TypeBox schemas to the wire contract declared once in core/<area>/api.ts, at compile time.
//
// Beside every schema a route declares stands `export type XIsCore = AssertSame<Static<typeof X>, CoreType>`: it
// compiles only while the schema's static type and the core type are the same type, field for field, in both
// directions (a field added, removed, made optional or nullable, or retyped on either side fails `tsc`). Runtime-only
// refinements (maxLength, patterns, minimums, enum lists of string fields) stay in the schema. The answers are typed
// by the core types through each route's `Reply`.
import { type TLiteral, Type, type TUnion } from '@sinclair/typebox';

/** A type with every interface, alias and intersection flattened into plain object types, arrays kept. */
type Flat<T> = T extends readonly unknown[] ? { [K in keyof T]: Flat<T[K]> } : T extends object ? { [K in keyof T]: Flat<T[K]> } : T;

/** Whether A and B are the same type once flattened (identity, not mere assignability: optional fields count). */
export type Same<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;

/** What a failed check shows: the schema's static type beside the core type. */
export interface WireDrift<Schema, Core> {
  'the TypeBox schema and the core wire type differ': { schema: Schema; core: Core };
}

/** Compiles only when `Schema` (a schema's static type) and `Core` (its type in core/<area>/api.ts) are the same. */
export type AssertSame<Schema, Core extends Same<Schema, Core> extends true ? unknown : WireDrift<Schema, Core>> = Core;

/** A union of string literals whose static type is the union of `values` (e.g. a core const object's values). */
export function literals<T extends string>(values: readonly T[]): TUnion<TLiteral<T>[]> {
  return Type.Union(values.map((value) => Type.Literal(value)));
}
