import { type Container } from 'inversify';
import {
  ConfigPort,
  ContentApiPort,
  KeepSavedNewsOffline,
  OfflineShelfPort,
  type ConfigPort as Config,
  type ContentApiPort as ContentApi,
  type OfflineShelfPort as OfflineShelf,
} from '../../core';
import { registerServiceWorker, ServiceWorkerShelf } from '../../adapters/browser/offline/service-worker-shelf';

/**
 * Binds the offline shelf (the service worker that keeps the saved news) and registers the service worker. This module
 * loads once, when the first page is idle (in a built app only), so nothing of it weighs on the first paint.
 */
export async function bindOffline(container: Container): Promise<boolean> {
  container
    .bind(OfflineShelfPort)
    .toResolvedValue(
      (config: Config) =>
        new ServiceWorkerShelf(async () => new URL((await config.get()).api_url, globalThis.location.href).href),
      [ConfigPort],
    );
  container
    .bind(KeepSavedNewsOffline)
    .toResolvedValue(
      (shelf: OfflineShelf, content: ContentApi) => new KeepSavedNewsOffline(shelf, content, () => navigator.onLine),
      [OfflineShelfPort, ContentApiPort],
    );
  return registerServiceWorker();
}
