import { runInAction } from 'mobx';
import { attempt, type Outcome } from './outcome';

/** The loading and failure flags of a screen that reads something. */
export interface ReadFlags {
  loading: boolean;
  failed: boolean;
}

/**
 * Runs a screen's read: `loading` while it runs, `failed` cleared; then `apply(result)`, or `failed` set when the
 * read fails (the transport presenter has already told the user why). A read that is no longer `current` when it
 * ends (a later read of the same screen took over) changes nothing: the later one's answer is the one shown.
 * Answers the read's outcome.
 */
export async function loadRead<T>(
  flags: ReadFlags,
  read: () => Promise<T>,
  apply: (result: T) => void = () => undefined,
  current: () => boolean = () => true,
): Promise<Outcome<T>> {
  runInAction(() => {
    flags.loading = true;
    flags.failed = false;
  });
  const outcome = await attempt(read);
  if (!current()) return outcome;
  runInAction(() => {
    if (outcome.kind === 'done') apply(outcome.value);
    flags.loading = false;
    flags.failed = outcome.kind === 'failed';
  });
  return outcome;
}
