// Password hashing, tokens and the mapping of failures to error bodies (no database needed).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, toApiError } from '../../server/errors';
import { redactUrl } from '../../server/logging';
import { hashPassword, verifyPassword } from '../../server/security/passwords';
import { newEmailedCode, newToken, safeEqual, sha256 } from '../../server/security/tokens';

describe('passwords', () => {
  it('hashes with scrypt in a self-describing format with a fresh salt', async () => {
    const [a, b] = await Promise.all([hashPassword('Celeiro#2026'), hashPassword('Celeiro#2026')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Celeiro#2026');
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Celeiro#2026');
    expect(await verifyPassword('Celeiro#2026', hash)).toBe(true);
    expect(await verifyPassword('celeiro#2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('verifies a hash made at a lower cost by the cost it names', async () => {
    const hash = await hashPassword('Celeiro#2026', 2 ** 10);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Celeiro#2026', hash)).toBe(true);
    expect(await verifyPassword('Celeiro#2025', hash)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$abc$def', 'bcrypt$1$2$3$abc$def', 'scrypt$16384$8$1$abc$']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});

describe('tokens', () => {
  it('are long, random and url-safe; codes have six digits', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
    for (let i = 0; i < 50; i++) expect(newEmailedCode()).toMatch(/^\d{6}$/);
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(safeEqual('a', 'a')).toBe(true);
    expect(safeEqual('a', 'ab')).toBe(false);
  });
});

describe('error mapping', () => {
  it('recognises an unreachable database, also behind a cause', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('query failed', { cause: Object.assign(new Error('x'), { code: '57P01' }) })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
  });

  it('answers request-shape problems with 400 (413 for a body too large) and anything unknown with 500, never leaking the error text', () => {
    expect(
      toApiError(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }), 'PtBr')
        .statusCode,
    ).toBe(400);
    expect(
      toApiError(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }), 'PtBr')
        .statusCode,
    ).toBe(413);
    expect(toApiError(new SyntaxError('Unexpected end'), 'PtBr').statusCode).toBe(400);
    const unknown = toApiError(new Error('secret internals'), 'EnEu');
    expect(unknown.statusCode).toBe(500);
    expect(unknown.body('EnEu')).toEqual({
      errorType: 'SystemError',
      code: 500,
      message: 'Error performing the operation',
      erros: [],
    });
  });
});

describe('request logging', () => {
  it('keeps tokens out of logged URLs', () => {
    expect(redactUrl('/api/auth/resend/two-factor-auth-token/abc.def?lang=PtBr')).toBe(
      '/api/auth/resend/two-factor-auth-token/[redacted]?lang=PtBr',
    );
    expect(redactUrl('/pages/reset?token=s3cret&lang=EnEu')).toBe('/pages/reset?token=[redacted]&lang=EnEu');
    expect(redactUrl('/api/main/menu?lang=PtBr')).toBe('/api/main/menu?lang=PtBr');
  });
});
