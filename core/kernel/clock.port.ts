/** A handle returned by the clock's timers. */
export type TimerHandle = unknown;

/** Time and timers, so every timer rule is testable with a fake clock. */
export interface ClockPort {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `callback` once after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Cancels a timer made by setTimeout. */
  clearTimeout(handle: TimerHandle): void;
  /** Runs `callback` every `ms` milliseconds. */
  setInterval(callback: () => void, ms: number): TimerHandle;
  /** Cancels a timer made by setInterval. */
  clearInterval(handle: TimerHandle): void;
}
/** Injection token of the ClockPort. */
export const ClockPort = Symbol('ClockPort');
