// Decorators the response DTOs share: ISO dates, enum codes, nullable and either-typed fields, and nested DTOs (the
// luxon instants of the news detail are in dto-instants.ts).
import { Type } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsObject,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { isIsoText } from '../../core';
import { type Dto } from './parse-response';

/**
 * ISO 8601 text (a date or an instant), kept as text: the wire types spell dates so and core's date rules read them.
 * Checked by core's calendar rule rather than with validator.js (large) or luxon (which the lists no longer load).
 */
export function IsIsoText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isIsoText', validator: { validate: isIsoText } }, options);
}

/** An address a page may load a picture from: a path on the app's own server, or an https URL. */
export function IsPictureAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPictureAddress',
      validator: { validate: (value) => typeof value === 'string' && /^(\/(?!\/)|https:\/\/)/.test(value) },
    },
    options,
  );
}

/** A currency as ISO 4217 writes it: three capital letters ('BRL'). */
export function IsCurrencyCode(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCurrencyCode',
      validator: { validate: (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value) },
    },
    options,
  );
}

/** One of the codes of a core enum object (`{ DEFAULT: 0, IMPORTANT: 1 }`), kept as that enum's value. */
export function IsCode(
  codes: Readonly<Record<string, string | number>>,
  options?: ValidationOptions,
): PropertyDecorator {
  return IsIn(Object.values(codes), options);
}

/**
 * One member of a core string union, listed as the keys of a record typed by that union (`Record<UserType, true>`),
 * so the compiler fails when the list and the core type drift apart.
 */
export function IsMember<T extends string>(
  members: Readonly<Record<T, true>>,
  options?: ValidationOptions,
): PropertyDecorator {
  return IsIn(Object.keys(members), options);
}

/** A number or a string (ids that are numeric for some options and text for others). */
export function IsNumberOrString(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNumberOrString',
      validator: {
        validate: (value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)),
      },
    },
    options,
  );
}

/** An object whose values are all strings (a map of names to ids). */
export function IsStringRecord(options?: ValidationOptions): PropertyDecorator {
  const isStringRecord = (value: unknown) =>
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string');
  return ValidateBy({ name: 'isStringRecord', validator: { validate: isStringRecord } }, options);
}

/** The field may be null; its other constraints apply to any other value (undefined too: the field is required). */
export function Nullable(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== null);
}

/** A nested DTO, or with `each` a list of them: converted and validated as part of its parent, and required. */
export function Nested(dto: () => Dto, options: { each?: boolean } = {}): PropertyDecorator {
  return all(Type(dto), ValidateNested({ each: options.each === true }), options.each ? IsArray() : IsObject());
}

export function all(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}
