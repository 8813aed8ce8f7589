/**
 * What a call of a view-model came to: its value, or a failure. A failed call was already shown to the user by
 * the transport presenter (the one place that decides what a failure looks like), so a view-model only updates
 * its own state: it never tells the user about the failure a second time.
 */
export type Outcome<R> = { kind: 'done'; value: R } | { kind: 'failed'; error: unknown };

/** Runs a call and answers its outcome instead of throwing. */
export async function attempt<R>(call: () => Promise<R>): Promise<Outcome<R>> {
  try {
    return { kind: 'done', value: await call() };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
