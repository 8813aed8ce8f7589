import { describe, expect, it } from 'vitest';
import { type LatestMediaQuery, type MediaPage } from '../../core';
import { MediaPageViewModel } from '../../ui/media/media-page.view-model';
import { FakeMediaApi, mediaItem } from '../fakes/fake-media-api';

/** The media API whose answers wait until the test lets each one through, so that answers can arrive out of order. */
class HeldMediaApi extends FakeMediaApi {
  readonly held: { query: LatestMediaQuery; release: () => void }[] = [];

  override latest(query: LatestMediaQuery): Promise<MediaPage> {
    return new Promise((resolve, reject) =>
      this.held.push({ query, release: () => void super.latest(query).then(resolve, reject) }),
    );
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the media page (view-model)', () => {
  it('shows the kind chosen last, even when the answer for the kind before arrives after it', async () => {
    const api = new HeldMediaApi();
    api.items = [mediaItem('v1', { kind: 'video' }), mediaItem('a1', { kind: 'audio' })];
    const page = new MediaPageViewModel(api);
    const videos = page.setKind('video');
    const audios = page.setKind('audio');
    api.held[1]!.release();
    await audios;
    expect(page.items.map((item) => item._id)).toEqual(['a1']);
    expect(page.loading).toBe(false);

    api.held[0]!.release();
    await videos;
    await settle();
    expect(page.items.map((item) => item._id)).toEqual(['a1']);
    expect(page.kind).toBe('audio');
  });

  it('says a read failed, and clears it when the next read starts', async () => {
    const api = new FakeMediaApi();
    api.items = [mediaItem('v1', { kind: 'video' })];
    api.offline = true;
    const page = new MediaPageViewModel(api);
    await page.load();
    expect(page.failed).toBe(true);
    api.offline = false;
    const again = page.load();
    expect(page.failed).toBe(false);
    expect(page.loading).toBe(true);
    await again;
    expect(page.items.map((item) => item._id)).toEqual(['v1']);
  });
});
