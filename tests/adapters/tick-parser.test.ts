// Reading the live feed's tick events: checked against the contract in the calling thread, or through a worker that
// answers each event in order; a worker that cannot start, or fails, leaves the reading to the calling thread, the
// events on their way included.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { type QuoteTick } from '../../core';
import {
  inThreadTickParser,
  parseTicks,
  type TickAnswer,
  workerTickParser,
} from '../../adapters/http/market/tick-parser';
import { RecordingLogger } from '../fakes/recorders';

const tick = (id: string, last: number): QuoteTick => ({
  id,
  last,
  change: 1,
  changePct: 0.1,
  high: last + 1,
  low: last - 1,
  volume: 10,
  time: '2026-03-02T15:00:00.000Z',
  status: 'live',
});

/**
 * A worker as the browser gives it, running the real worker's reading (parseTicks) on each message, answering later
 * (a task of its own) and in order; `broken` makes it fail as a worker whose script does not load.
 */
class FakeWorker {
  onmessage: ((event: MessageEvent<TickAnswer>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly received: string[] = [];
  terminated = false;
  constructor(private readonly broken = false) {}
  postMessage({ id, data }: { id: number; data: string }): void {
    this.received.push(data);
    setTimeout(() => {
      if (this.broken) return this.onerror?.();
      let ticks: QuoteTick[] | null;
      try {
        ticks = parseTicks(data, new RecordingLogger());
      } catch {
        ticks = null;
      }
      this.onmessage?.({ data: { id, ticks } } as MessageEvent<TickAnswer>);
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('tick events', () => {
  it('are checked in the calling thread: a broken one is refused and logged', async () => {
    const logger = new RecordingLogger();
    const parse = inThreadTickParser(logger);
    await expect(parse(JSON.stringify([tick('ZS1', 1000)]))).resolves.toEqual([tick('ZS1', 1000)]);
    await expect(parse(JSON.stringify([{ ...tick('ZS1', 1000), last: 'high' }]))).rejects.toThrow();
    expect(logger.entries.map((e) => e.message)).toContain('response breaks the contract');
  });

  it('are read by one worker, each answered in the order sent; a broken one is refused', async () => {
    const workers: FakeWorker[] = [];
    const parse = workerTickParser(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    }, new RecordingLogger());
    const order: string[] = [];
    await Promise.all([
      parse(JSON.stringify([tick('ZS1', 1)])).then((t) => order.push(`${t[0]!.id} ${t[0]!.last}`)),
      parse(JSON.stringify([{ id: 'ZS1' }])).catch(() => order.push('refused')),
      parse(JSON.stringify([tick('ZC1', 2)])).then((t) => order.push(`${t[0]!.id} ${t[0]!.last}`)),
    ]);
    expect(order).toEqual(['ZS1 1', 'refused', 'ZC1 2']);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.received).toHaveLength(3);
  });

  it('are read in the calling thread when the worker cannot start, or fails (what was on its way included)', async () => {
    const cannot = workerTickParser(() => {
      throw new Error('no workers here');
    }, new RecordingLogger());
    await expect(cannot(JSON.stringify([tick('ZS1', 1)]))).resolves.toEqual([tick('ZS1', 1)]);

    const failing = new FakeWorker(true);
    const parse = workerTickParser(() => failing as unknown as Worker, new RecordingLogger());
    const [first, second] = await Promise.all([
      parse(JSON.stringify([tick('ZS1', 1)])),
      parse(JSON.stringify([tick('ZC1', 2)])),
    ]);
    expect([first, second]).toEqual([[tick('ZS1', 1)], [tick('ZC1', 2)]]);
    expect(failing.terminated).toBe(true);
    await expect(parse(JSON.stringify([tick('KC1', 3)]))).resolves.toEqual([tick('KC1', 3)]);
    expect(failing.received).toHaveLength(2);
  });
});
