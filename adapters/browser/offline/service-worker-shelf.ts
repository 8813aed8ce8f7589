import { type OfflineShelfPort } from '../../../core';
import { type ShelfMessage } from './shelf';

/** How long the page waits for the service worker's answer before taking it that nothing is kept. */
const REPLY_TIMEOUT_MS = 5000;

/** The address the build writes the service worker to (see vite.config.ts). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** Registers the app's service worker; false when this browser has none, or refuses it. */
export async function registerServiceWorker(
  workers: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<boolean> {
  if (!workers) return false;
  try {
    await workers.register(SERVICE_WORKER_URL, { scope: '/' });
    return true;
  } catch {
    return false;
  }
}

/** OfflineShelfPort over the app's service worker, which keeps the copies (adapters/browser/offline/service-worker.ts). */
export class ServiceWorkerShelf implements OfflineShelfPort {
  constructor(
    /** The API's absolute base URL, ending in /. */
    private readonly apiBase: () => Promise<string>,
    private readonly workers: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
  ) {}

  async keep(ids: readonly string[]): Promise<string[]> {
    const worker = (await this.workers?.getRegistration())?.active;
    if (!worker) return [];
    const message: ShelfMessage = { type: 'celeiro-shelf', ids: [...ids], apiBase: await this.apiBase() };
    const channel = new MessageChannel();
    return new Promise<string[]>((resolve) => {
      const timer = setTimeout(() => resolve([]), REPLY_TIMEOUT_MS);
      channel.port1.onmessage = (event: MessageEvent<unknown>) => {
        clearTimeout(timer);
        channel.port1.close();
        resolve(Array.isArray(event.data) ? event.data.filter((id): id is string => typeof id === 'string') : []);
      };
      worker.postMessage(message, [channel.port2]);
    });
  }
}
