import { type StoragePort } from '../../core';

/**
 * A StoragePort over a Web Storage area (localStorage or sessionStorage).
 * When the area is unavailable (private mode, blocked cookies) values live in memory for this page.
 */
export class WebStorage implements StoragePort {
  private readonly fallback = new Map<string, string>();

  constructor(private readonly area: () => Storage | undefined) {}

  getItem(key: string): string | null {
    try {
      const store = this.area();
      if (store) return store.getItem(key);
    } catch {
      /* unavailable: use memory */
    }
    return this.fallback.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    try {
      const store = this.area();
      if (store) return store.setItem(key, value);
    } catch {
      /* unavailable: use memory */
    }
    this.fallback.set(key, value);
  }

  removeItem(key: string): void {
    try {
      this.area()?.removeItem(key);
    } catch {
      /* unavailable: use memory */
    }
    this.fallback.delete(key);
  }
}
