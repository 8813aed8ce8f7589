import { runInAction } from 'mobx';
import { attempt, type Outcome } from './outcome';

/** The loading and failure flags of a screen that reads something. */
export interface ReadFlags {
  loading: boolean;
  failed: boolean;
}

/**
 * Runs a screen's read: `loading` while it runs; then `apply(result)` with `failed` cleared, or `failed` set
 * when the read fails (the transport presenter has already told the user why). Answers the read's outcome.
 */
export async function loadRead<T>(
  flags: ReadFlags,
  read: () => Promise<T>,
  apply: (result: T) => void = () => undefined,
): Promise<Outcome<T>> {
  runInAction(() => (flags.loading = true));
  const outcome = await attempt(read);
  runInAction(() => {
    if (outcome.kind === 'done') apply(outcome.value);
    flags.loading = false;
    flags.failed = outcome.kind === 'failed';
  });
  return outcome;
}
