// Waiting with a limit, through the clock: the native reply (8 s) and a route's code (120 s, SPEC §9).
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import { type ClockPort } from './clock.port';

/** The outcome of `work`, or a rejection with `timedOut()` when it has not settled within `ms` (through the clock). */
export function withTimeout<T>(work: Promise<T>, clock: ClockPort, ms: number, timedOut: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = clock.setTimeout(() => reject(timedOut()), ms);
    work.then(
      (value) => {
        clock.clearTimeout(handle);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(handle);
        reject(error);
      },
    );
  });
}

/** The rejection of a code-split chunk that did not load in time. */
export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`Chunk load timeout: no code after ${ms} ms.`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** The chunk `load` brings, or a ChunkLoadTimeoutError when it has not come within 120 s. */
export function withChunkLoadTimeout<T>(
  load: () => Promise<T>,
  clock: ClockPort,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return withTimeout(load(), clock, ms, () => new ChunkLoadTimeoutError(ms));
}
