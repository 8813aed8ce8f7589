/**
 * A port whose adapter loads on first use: each method call waits for the adapter, then calls it. Only for ports
 * whose methods all return promises (the HTTP ports), so a caller cannot tell the difference. A failed load is
 * tried again on the next call.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  const loaded = () =>
    (adapter ??= load().catch((error: unknown) => {
      adapter = undefined;
      throw error;
    }));
  return new Proxy({} as T, {
    get(_target, key) {
      // Not a thenable, and no symbol-keyed protocol: only the port's own methods.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return (...args: unknown[]) =>
        loaded().then((port) => (port[key as keyof T] as (...a: unknown[]) => unknown).apply(port, args));
    },
  });
}

/** A value loaded once, on first request; a failed load is tried again on the next request. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}
