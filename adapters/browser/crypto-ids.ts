import { type IdPort } from '../../core';

/** Random UUIDs from the Web Crypto API. */
export class CryptoIds implements IdPort {
  uuid(): string {
    return globalThis.crypto.randomUUID();
  }
}
