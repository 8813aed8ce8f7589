// Password hashing with node:crypto scrypt, in a self-describing format: scrypt$N$r$p$salt$hash.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

/** scrypt's cost (N) for the passwords of real users: about 80 ms of CPU and 32 MiB a hash. */
export const PASSWORD_HASH_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with a fresh random salt; the result names its own parameters, so a hash verifies whatever cost
 * later hashes are made at. `cost` is scrypt's N, a power of two; only the seed users of a test server are hashed at
 * less than PASSWORD_HASH_COST (ServerOptions.seedPasswordCost).
 */
export async function hashPassword(password: string, cost: number = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: 256 * cost * BLOCK_SIZE,
  });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a password matches a stored hash (constant-time comparison; a malformed hash never matches). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64url'), expected.length, {
    ...params,
    maxmem: 256 * params.N * params.r,
  });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** A hash of no real password, checked against unknown e-mails so they take as long as wrong passwords. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
