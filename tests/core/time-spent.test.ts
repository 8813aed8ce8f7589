import { describe, expect, it } from 'vitest';
import { TIME_SPENT_KEY, TimeSpentTracker, type TimeSpentOptions } from '../../core';
import { FakeSessionApi } from '../fakes/fake-apis';
import { FakeClock } from '../fakes/fake-clock';
import { MemoryStorage } from '../fakes/memory-storage';

function setup(options: TimeSpentOptions = {}) {
  const clock = new FakeClock();
  const storage = new MemoryStorage();
  const api = new FakeSessionApi();
  return { clock, storage, api, tracker: new TimeSpentTracker(clock, storage, api, options) };
}

describe('TimeSpentTracker', () => {
  it('counts one second per tick while visible, in session storage', () => {
    const { clock, storage, tracker } = setup();
    tracker.start();
    clock.advance(999);
    expect(tracker.seconds).toBe(0);
    clock.advance(1);
    expect(tracker.seconds).toBe(1);
    clock.advance(4000);
    expect(storage.getItem(TIME_SPENT_KEY)).toBe('5');
  });

  it('pauses while the page is hidden and resumes when visible again', () => {
    const { clock, tracker } = setup();
    tracker.start();
    clock.advance(10_000);
    tracker.visibilityChanged(false);
    expect(tracker.ticking).toBe(false);
    clock.advance(60_000);
    expect(tracker.seconds).toBe(10);
    tracker.visibilityChanged(true);
    clock.advance(5000);
    expect(tracker.seconds).toBe(15);
  });

  it('does not count when started on a hidden page until it becomes visible', () => {
    const { clock, tracker } = setup();
    tracker.start(false);
    clock.advance(5000);
    expect(tracker.seconds).toBe(0);
    tracker.visibilityChanged(true);
    clock.advance(2000);
    expect(tracker.seconds).toBe(2);
  });

  it('continues the count kept in session storage (a reload of the tab)', () => {
    const { clock, storage, tracker } = setup();
    storage.setItem(TIME_SPENT_KEY, '40');
    tracker.start();
    clock.advance(2000);
    expect(tracker.seconds).toBe(42);
  });

  it('sends the time on stop only when over 30 s (the check flag is the default)', async () => {
    const over = setup();
    over.tracker.start();
    over.clock.advance(31_000);
    await over.tracker.stop();
    expect(over.api.sent).toEqual([31]);

    const exactly = setup();
    exactly.tracker.start();
    exactly.clock.advance(30_000);
    await exactly.tracker.stop();
    expect(exactly.api.sent).toEqual([]);
  });

  it('always sends without the check flag', async () => {
    const { clock, api, tracker } = setup({ checkMinimum: false });
    tracker.start();
    clock.advance(3000);
    await tracker.stop();
    expect(api.sent).toEqual([3]);
  });

  it('stops ticking and resets the count on stop', async () => {
    const { clock, storage, tracker } = setup();
    tracker.start();
    clock.advance(40_000);
    await tracker.stop();
    expect(storage.getItem(TIME_SPENT_KEY)).toBeNull();
    expect(clock.pending).toBe(0);
    clock.advance(10_000);
    expect(tracker.seconds).toBe(0);
  });

  it('ignores visibility changes while stopped', () => {
    const { clock, tracker } = setup();
    tracker.visibilityChanged(true);
    clock.advance(5000);
    expect(tracker.seconds).toBe(0);
    expect(clock.pending).toBe(0);
  });
});
