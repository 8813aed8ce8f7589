import { type ClockPort, type TimerHandle } from '../../core';

interface Timer {
  id: number;
  at: number;
  every?: number;
  callback: () => void;
}

/** A clock whose time moves only when a test calls advance(); timers fire in order. */
export class FakeClock implements ClockPort {
  private time: number;
  private nextId = 1;
  private timers: Timer[] = [];

  constructor(start: number | string = '2026-11-21T12:00:00Z') {
    this.time = typeof start === 'number' ? start : Date.parse(start);
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.add({ at: this.time + ms, callback });
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.add({ at: this.time + ms, every: ms, callback });
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  clearInterval(handle: TimerHandle): void {
    this.clearTimeout(handle);
  }

  /** How many timers are waiting. */
  get pending(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.time = due.at;
      if (due.every) due.at += due.every;
      else this.clearTimeout(due.id);
      due.callback();
    }
    this.time = end;
  }

  private add(timer: Omit<Timer, 'id'>): number {
    const id = this.nextId++;
    this.timers.push({ id, ...timer });
    return id;
  }
}
