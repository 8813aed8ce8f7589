import { type Container } from 'inversify';
import { isPlayable, MediaApiPort, type LiveRecording, type MediaApiPort as MediaApi } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { bindOnce } from './binding';

/**
 * Plays a live session's recording in the media area's docked player: the media area (its bindings, store, dock and
 * texts) loads with the first recording played, the item is read with the reader's rights, and the dock, once
 * mounted, keeps playing across pages. Fails when the item cannot play here (locked, or an embed).
 */
export async function playRecording(container: Container, recording: LiveRecording): Promise<void> {
  // The media route's own chunks, so that playing from here splits none of them.
  const [{ bindMedia }, { mountPlayerDock, MediaStore }] = await Promise.all([
    import('./media-bindings'),
    import('../media/media-page'),
  ]);
  bindOnce(container, bindMedia);
  const [item] = await Promise.all([
    container.get<MediaApi>(MediaApiPort).detail(recording.mediaId),
    container.get(LocaleStore).load(['media']),
  ]);
  if (!isPlayable(item)) throw new Error(`the recording ${recording.mediaId} does not play here`);
  mountPlayerDock(container);
  container.get(MediaStore).play(item);
}
