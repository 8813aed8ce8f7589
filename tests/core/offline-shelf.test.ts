import { describe, expect, it } from 'vitest';
import { KeepSavedNewsOffline, SHELF_READ_BATCH } from '../../core';
import { FakeOfflineShelf, ReadsThroughShelf } from '../fakes/fake-offline-shelf';

function keeper(online = true) {
  const shelf = new FakeOfflineShelf();
  const reads = new ReadsThroughShelf(shelf);
  let connected = online;
  const keep = new KeepSavedNewsOffline(shelf, reads, () => connected);
  return { shelf, reads, keep, goOnline: () => (connected = true) };
}

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, at) => String(from + at));

describe('saved news kept for offline reading', () => {
  it('reads once each saved news the shelf has no copy of, so that the shelf copies it, then the home menu', async () => {
    const { shelf, reads, keep } = keeper();
    expect(await keep.keep(['7', '9'])).toEqual([]);
    expect(reads.detailReads).toEqual([[7, 9]]);
    expect(reads.menuReads).toBe(1);
    expect([...shelf.copies].sort()).toEqual(['7', '9']);
  });

  it('reads nothing for news already copied: only a newly saved one is read', async () => {
    const { reads, keep } = keeper();
    await keep.keep(['7']);
    await keep.keep(['7']);
    await keep.keep(['7', '12']);
    expect(reads.detailReads).toEqual([[7], [12]]);
  });

  it(`reads many saved news ${SHELF_READ_BATCH} at a time`, async () => {
    const { reads, keep } = keeper();
    expect(await keep.keep(ids(SHELF_READ_BATCH * 2 + 1))).toEqual([]);
    expect(reads.detailReads.map((batch) => batch.length)).toEqual([SHELF_READ_BATCH, SHELF_READ_BATCH, 1]);
  });

  it('drops the copy of a news taken out of the schedule, and every copy when the schedule empties (a sign-out)', async () => {
    const { shelf, keep } = keeper();
    await keep.keep(['7', '9']);
    await keep.keep(['9']);
    expect([...shelf.copies]).toEqual(['9']);
    await keep.keep([]);
    expect(shelf.copies.size).toBe(0);
  });

  it('reads nothing offline and says what is still without a copy; back online, it is read', async () => {
    const { reads, keep, goOnline } = keeper(false);
    expect(await keep.keep(['7'])).toEqual(['7']);
    expect(reads.detailReads).toEqual([]);
    goOnline();
    expect(await keep.keep(['7'])).toEqual([]);
    expect(reads.detailReads).toEqual([[7]]);
  });
});
