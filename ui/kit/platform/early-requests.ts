// Requests every page makes first, started by the page's boot script (ui/app/boot.ts) before the app's code has
// arrived, and taken once by the adapter that would otherwise make them: the configuration arrives while the
// code still loads, instead of after it.

/** Basic-auth credentials of /config.json, from the build environment. */
export const CONFIG_CREDENTIALS = {
  username: import.meta.env?.VITE_CONFIG_USER ?? 'celeiro',
  password: import.meta.env?.VITE_CONFIG_PASSWORD ?? 'celeiro',
} as const;

/** Where the configuration is. */
export const CONFIG_URL = '/config.json';

/** The requests a page may start early. */
export type EarlyRequestName = 'config';

const started: Partial<Record<EarlyRequestName, Promise<Response>>> = {};

/** A request of the configuration, with its credentials. */
export function requestConfig(): Promise<Response> {
  const basic = btoa(`${CONFIG_CREDENTIALS.username}:${CONFIG_CREDENTIALS.password}`);
  return fetch(CONFIG_URL, { headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' } });
}

/** Starts the early requests (once per page). */
export function startEarlyRequests(): void {
  if (started.config || typeof fetch !== 'function') return;
  started.config = requestConfig();
  // Taken by its adapter, or not: an unread failure is never an unhandled rejection.
  started.config.catch(() => undefined);
}

/** An early request, the first time it is asked for (undefined when none was started, and after). */
export function takeEarlyRequest(name: EarlyRequestName): Promise<Response> | undefined {
  const request = started[name];
  delete started[name];
  return request;
}
