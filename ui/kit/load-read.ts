import { runInAction } from 'mobx';

/** The loading and failure flags of a screen that reads something. */
export interface ReadFlags {
  loading: boolean;
  failed: boolean;
}

/**
 * Runs a screen's read: `loading` while it runs; then `apply(result)` with `failed` cleared, or `failed` set
 * when the read fails (the transport presenter has already told the user why).
 */
export async function loadRead<T>(flags: ReadFlags, read: () => Promise<T>, apply: (result: T) => void = () => undefined): Promise<void> {
  runInAction(() => (flags.loading = true));
  try {
    const result = await read();
    runInAction(() => {
      apply(result);
      flags.loading = false;
      flags.failed = false;
    });
  } catch {
    runInAction(() => {
      flags.loading = false;
      flags.failed = true;
    });
  }
}
