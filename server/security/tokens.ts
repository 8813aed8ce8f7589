// Opaque random tokens, their SHA-256 hashes, constant-time string comparison, and the bearer token of a request.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type FastifyRequest } from 'fastify';
import { EMAILED_CODE_LENGTH } from '../../core';

/** A new opaque random token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hex digest of a value; tokens, codes and device ids are stored only this way. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A code to send by e-mail (EMAILED_CODE_LENGTH digits) from a cryptographically secure source. */
export function newEmailedCode(): string {
  return randomInt(0, 10 ** EMAILED_CODE_LENGTH)
    .toString()
    .padStart(EMAILED_CODE_LENGTH, '0');
}

/** Whether two strings are equal, compared in constant time over their hashes. */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}
