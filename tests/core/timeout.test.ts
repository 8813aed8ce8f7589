import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withChunkLoadTimeout } from '../../core';
import { FakeClock } from '../fakes/fake-clock';

describe('withChunkLoadTimeout', () => {
  it('fails a chunk that has not come after 120 s', async () => {
    const clock = new FakeClock();
    let settled = false;
    const load = withChunkLoadTimeout(() => new Promise<string>(() => {}), clock);
    void load.catch(() => (settled = true));
    clock.advance(CHUNK_LOAD_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    await expect(load).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk (or its failure) through and cancels the timer', async () => {
    const clock = new FakeClock();
    await expect(withChunkLoadTimeout(() => Promise.resolve('chunk'), clock)).resolves.toBe('chunk');
    await expect(withChunkLoadTimeout(() => Promise.reject(new Error('offline')), clock)).rejects.toThrow('offline');
    expect(clock.pending).toBe(0);
  });
});
