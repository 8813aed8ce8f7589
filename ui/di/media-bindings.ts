import { type Container } from 'inversify';
import {
  AppEvents,
  LocalStoragePort,
  MediaApiPort,
  MediaEmbedConfigPort,
  NotifierPort,
  Playlist,
  ResumePositions,
  SavedPlaylist,
  SessionRepository,
  type MediaApiPort as MediaApi,
  type MediaItem,
  type NotifierPort as Notifier,
  type StoragePort,
} from '../../core';
import { bindHttpPort } from './binding';
import { CONFIG_CREDENTIALS, CONFIG_URL } from '../kit/platform/early-requests';
import { LocaleStore } from '../kit/i18n/locale.store';
import { MediaPlaylistToken } from '../media/media.store';
import { lazyPort } from './lazy-port';

/**
 * Binds the media area (its HTTP port, the playlist, the kept playlist and the resume points). This module loads with
 * the media area's code, the first time something plays or a media page opens, so nothing of it weighs on the other
 * pages.
 */
export function bindMedia(container: Container): void {
  bindHttpPort<MediaApi>(
    container,
    MediaApiPort,
    async ({ api }) => new (await import('../../adapters/http/http-media-api')).HttpMediaApi(api),
  );
  container.bind(MediaEmbedConfigPort).toResolvedValue(() =>
    lazyPort(async () => {
      const { HttpMediaEmbedConfig } = await import('../../adapters/http/http-media-api');
      return new HttpMediaEmbedConfig(CONFIG_CREDENTIALS, CONFIG_URL);
    }),
  );
  container
    .bind(MediaPlaylistToken)
    .toResolvedValue(
      (notifier: Notifier, events: AppEvents, locale: LocaleStore) =>
        new Playlist<MediaItem>(notifier, events, () => locale.locale),
      [NotifierPort, AppEvents, LocaleStore],
    );
  container.bind(SavedPlaylist).toResolvedValue((local: StoragePort) => new SavedPlaylist(local), [LocalStoragePort]);
  container
    .bind(ResumePositions)
    .toResolvedValue(
      (local: StoragePort, session: SessionRepository) =>
        new ResumePositions(local, () => session.current()?.email ?? null),
      [LocalStoragePort, SessionRepository],
    );
}
