// The request id of every log line: the app's CorrelationId header when it is a safe one (SPEC §7: the app sends it
// when one is stored, one per tab), otherwise a fresh UUID; echoed back in the CorrelationId response header.
import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';

/** The header that carries the id both ways (Node lower-cases request headers). */
export const CORRELATION_ID_HEADER = 'CorrelationId';

/** The log lines' field that holds the id. */
export const REQUEST_ID_LOG_LABEL = 'correlationId';

/** The longest id taken from a request. */
export const MAX_CORRELATION_ID_LENGTH = 64;

/** What an id taken from a request may be: letters, digits and `-`, `_`, `.`, `:` (a UUID, a ULID, a trace id). */
const SAFE_ID = new RegExp(`^[A-Za-z0-9._:-]{1,${MAX_CORRELATION_ID_LENGTH}}$`);

/** The request's CorrelationId when it is one header of safe characters within the length; undefined otherwise. */
export function correlationIdOf(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && SAFE_ID.test(value) ? value : undefined;
}

/**
 * Fastify's request-id settings: no header taken as it is (Fastify would take any value of any length), but the id
 * made by `genReqId` from a safe CorrelationId or a new UUID, under the log label `correlationId` (set through the
 * log controller, where Fastify 5 reads `requestIdLogLabel`).
 */
export function requestIdOptions(): Pick<FastifyServerOptions, 'requestIdHeader' | 'logController' | 'genReqId'> {
  return {
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    genReqId: (request: IncomingMessage) =>
      correlationIdOf(request.headers[CORRELATION_ID_HEADER.toLowerCase()]) ?? randomUUID(),
  };
}

/** Echoes each request's id in the CorrelationId header of its answer, errors and not-found answers included. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(CORRELATION_ID_HEADER, request.id);
  });
}
