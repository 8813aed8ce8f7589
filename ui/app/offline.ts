import { type Container } from 'inversify';
import { reaction } from 'mobx';
import { KeepSavedNewsOffline } from '../../core';
import { bindOffline } from '../di/offline-bindings';
import { requestConfig } from '../kit/platform/early-requests';
import { SessionStore } from '../shell/session.store';

/**
 * Starts the offline reading of saved news: registers the service worker, then keeps the shelf in step with the
 * signed-in user's schedule, from now on (a sign-out empties it). Going back online reads what could not be kept.
 */
export async function startOffline(container: Container): Promise<void> {
  if (!(await bindOffline(container))) return;
  // The configuration this page read came before the service worker: read once more through it, so that it is kept
  // for a start without network.
  const workers = navigator.serviceWorker;
  if (!workers.controller)
    await new Promise((taken) => workers.addEventListener('controllerchange', taken, { once: true }));
  void requestConfig().catch(() => undefined);
  const session = container.get(SessionStore);
  const keeper = container.get(KeepSavedNewsOffline);
  const savedIds = () => session.user?.savedNews ?? [];
  const keep = () => void keeper.keep(savedIds()).catch(() => undefined);
  reaction(() => savedIds().join(','), keep, { fireImmediately: true });
  addEventListener('online', keep);
}
