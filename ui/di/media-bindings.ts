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
  TransportFailurePort,
  type MediaApiPort as MediaApi,
  type MediaItem,
  type NotifierPort as Notifier,
  type StoragePort,
  type TransportFailurePort as TransportFailures,
} from '../../core';
import { CONFIG_CREDENTIALS, CONFIG_URL } from '../kit/platform/early-requests';
import { LocaleStore } from '../kit/i18n/locale.store';
import { MediaPlaylistToken } from '../media/media.store';
import { type HttpClients } from './http-clients';
import { lazyPort } from './lazy-port';
import { HttpClientsToken } from './tokens';

/**
 * Binds the media area (its HTTP port, the playlist, the kept playlist and the resume points). This module loads with
 * the media area's code, the first time something plays or a media page opens, so nothing of it weighs on the other
 * pages; binding twice is harmless (the second call does nothing).
 */
export function bindMedia(container: Container): void {
  if (container.isBound(MediaApiPort)) return;
  container.bind(MediaApiPort).toResolvedValue(
    (clients: () => Promise<HttpClients>, failures: TransportFailures, session: SessionRepository) =>
      lazyPort<MediaApi>(async () => {
        try {
          return new (await import('../../adapters/http/http-media-api')).HttpMediaApi((await clients()).api);
        } catch (error) {
          failures.report({ status: undefined, authenticated: session.isAuthenticated() });
          throw error;
        }
      }),
    [HttpClientsToken, TransportFailurePort, SessionRepository],
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
