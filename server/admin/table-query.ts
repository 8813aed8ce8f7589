// The list query of a back-office request (subjects, users, tags): its page, sort and filters, read by core's rules.
import { type FastifyRequest } from 'fastify';
import { parseTableQuery, type TableQuery } from '../../core';
import { SINGLE_LINE_TEXT } from '../wire';

/** A text on one line without control characters (a filter with one matches nothing rather than reaching the database). */
const SINGLE_LINE = new RegExp(SINGLE_LINE_TEXT);

/** The list query of a request: its own parameters, the list's columns and filters only (core's reading). */
export function tableQueryOf(
  request: FastifyRequest,
  allowed: { sortable: readonly string[]; filters: readonly string[] },
): TableQuery {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>))
    if (typeof value === 'string' && SINGLE_LINE.test(value)) params.set(name, value);
  return parseTableQuery(params, allowed);
}
