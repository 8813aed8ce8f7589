import { type ClockPort, type TimerHandle } from '../../core';

/** The real clock and timers of the runtime. */
export class SystemClock implements ClockPort {
  now(): number {
    return Date.now();
  }
  setTimeout(callback: () => void, ms: number): TimerHandle {
    return globalThis.setTimeout(callback, ms);
  }
  clearTimeout(handle: TimerHandle): void {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  }
  setInterval(callback: () => void, ms: number): TimerHandle {
    return globalThis.setInterval(callback, ms);
  }
  clearInterval(handle: TimerHandle): void {
    globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>);
  }
}
