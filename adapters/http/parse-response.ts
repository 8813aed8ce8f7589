// The HTTP boundary's one check of a response: class-transformer turns the JSON into the DTO (luxon instants,
// enum codes), class-validator checks it against the DTO's constraints. A broken contract is logged once and
// thrown as the core's ContractError; what comes out is plain data, typed as the core's wire type.
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { ContractError, type LoggerPort } from '../../core';

/** A DTO class (adapters/http/<area>/*.dto.ts): the shape a response must have. */
export type Dto<T extends object = object> = new () => T;

/** What a response must be: one DTO, or a list of them (`[Dto]`). */
export type ResponseShape = Dto | readonly [Dto];

/** The value a response of that shape becomes. */
export type Parsed<S extends ResponseShape> = S extends readonly [Dto<infer T>]
  ? T[]
  : S extends Dto<infer T>
    ? T
    : never;

/** Which call a response answers ('GET my-account', never its query or body), and where a broken contract is logged. */
export interface ResponseSource {
  call: string;
  status?: number;
  logger: LoggerPort;
  /**
   * The DTO converts no field (no nested DTO, no instant): its answer is copied into the class as it comes, which is
   * what class-transformer would make of it, at a fraction of the cost (a live event of 500 prices, several a second).
   */
  flat?: boolean;
}

/** Fields outside the contract are dropped; a body that is not an object is caught by the shape check below. */
const VALIDATION = { whitelist: true, forbidUnknownValues: false } as const;

/**
 * The payload as the shape's typed value, or a ContractError (logged once, with the call and each failed
 * constraint as `path: constraint`; the payload's values are never logged, since they may hold personal data).
 */
export function parseResponse<S extends ResponseShape>(shape: S, payload: unknown, source: ResponseSource): Parsed<S> {
  const list = isList(shape);
  const dto: Dto = isList(shape) ? shape[0] : (shape as Dto);
  const items = list ? payload : [payload];
  const violations: string[] = [];
  const parsed: object[] = [];
  if (!Array.isArray(items)) {
    violations.push('(body): must be a list');
  } else {
    items.forEach((item: unknown, index) => {
      const at = list ? `[${index}]` : '';
      if (isRecord(item)) {
        const instance = source.flat ? Object.assign(new dto(), item) : plainToInstance(dto, item);
        violations.push(...validateSync(instance, VALIDATION).flatMap((error) => describe(error, at)));
        parsed.push(instance);
      } else {
        violations.push(`${at || '(body)'}: must be an object`);
      }
    });
  }
  if (violations.length > 0) {
    source.logger.error('response breaks the contract', { call: source.call, violations });
    throw new ContractError(source.call, source.status, violations);
  }
  return (list ? parsed.map(toPlain) : toPlain(parsed[0])) as Parsed<S>;
}

function isList(shape: ResponseShape): shape is readonly [Dto] {
  return Array.isArray(shape);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Each failed constraint of a validation error and its children, as `path: constraint, constraint`. */
function describe(error: ValidationError, parent: string): string[] {
  const path = /^\d+$/.test(error.property)
    ? `${parent}[${error.property}]`
    : parent
      ? `${parent}.${error.property}`
      : error.property;
  const own = error.constraints ? [`${path}: ${Object.keys(error.constraints).join(', ')}`] : [];
  return [...own, ...(error.children ?? []).flatMap((child) => describe(child, path))];
}

/**
 * A DTO instance as plain objects and arrays (what MobX observes deeply), luxon instants kept as they are (told by
 * luxon's own mark, so that reading a response never needs luxon itself: only the DTOs with instants bring it).
 */
function toPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlain);
  if (value === null || typeof value !== 'object' || isLuxonInstant(value)) return value;
  const plain: Record<string, unknown> = {};
  for (const key of Object.keys(value)) plain[key] = toPlain((value as Record<string, unknown>)[key]);
  return plain;
}

/** Whether a value is a luxon DateTime (what `DateTime.isDateTime` checks). */
function isLuxonInstant(value: object): boolean {
  return (value as { isLuxonDateTime?: unknown }).isLuxonDateTime === true;
}
