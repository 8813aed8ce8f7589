import { type StoragePort } from '../../core';

/** An in-memory key-value store standing in for local or session storage. */
export class MemoryStorage implements StoragePort {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}
