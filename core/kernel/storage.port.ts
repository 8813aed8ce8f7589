/** A string key-value store: local storage (kept across visits) or session storage (this tab). */
export interface StoragePort {
  /** The value stored under `key`, or null. */
  getItem(key: string): string | null;
  /** Stores `value` under `key`. */
  setItem(key: string, value: string): void;
  /** Removes `key`. */
  removeItem(key: string): void;
}
/** Token for the local (persistent) storage. */
export const LocalStoragePort = Symbol('LocalStoragePort');
/** Token for the session (per-tab) storage. */
export const SessionStoragePort = Symbol('SessionStoragePort');
