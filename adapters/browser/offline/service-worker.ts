/// <reference lib="webworker" />
// The app's service worker: the app shell for offline use (the build's files, precached), the last configuration,
// and copies of the saved news (SPEC §4, saved_news) with their attachments and images, so that a saved news opens
// with the network off. Everything else goes to the network as it would without a service worker.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { attachmentReads, detailKey, imagesOf, isShelfMessage, shelfRead, type ShelfRead } from './shelf';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Where the copies of saved news are kept, and the index of which copy belongs to which news. */
const SHELF = 'celeiro-shelf';
/** The signed-in user's reads a page needs around a saved news (the home menu), kept while the user saves news. */
const USER_READS = 'celeiro-user';
const INDEX = '/__celeiro-shelf__';

/** What the shelf holds: the saved news' ids, the API they were read from, and each news' kept copies. */
interface ShelfIndex {
  ids: string[];
  apiBase: string;
  copies: Record<string, string[]>;
}

let index: Promise<ShelfIndex> | undefined;

function readIndex(): Promise<ShelfIndex> {
  index ??= caches
    .open(SHELF)
    .then((cache) => cache.match(INDEX))
    .then(async (answer) => (answer ? ((await answer.json()) as ShelfIndex) : { ids: [], apiBase: '', copies: {} }))
    .catch(() => ({ ids: [], apiBase: '', copies: {} }));
  return index;
}

async function writeIndex(next: ShelfIndex): Promise<void> {
  index = Promise.resolve(next);
  const cache = await caches.open(SHELF);
  await cache.put(INDEX, new Response(JSON.stringify(next), { headers: { 'Content-Type': 'application/json' } }));
}

/** Keeps the saved news of `ids` (copies of news no longer saved are deleted: a sign-out empties the shelf); the ids
 * of those with no copy yet. */
async function keep(ids: string[], apiBase: string): Promise<string[]> {
  const current = await readIndex();
  const cache = await caches.open(SHELF);
  const saved = new Set(ids);
  const copies: Record<string, string[]> = {};
  for (const [id, keys] of Object.entries(current.copies)) {
    if (saved.has(id) && current.apiBase === apiBase) copies[id] = keys;
    else await Promise.all(keys.map((key) => cache.delete(key)));
  }
  await writeIndex({ ids, apiBase, copies });
  if (ids.length === 0) await caches.delete(USER_READS);
  return ids.filter((id) => !copies[id]?.includes(detailKey(apiBase, id)));
}

/** Records the copies `keys` of news `id`. */
async function addCopies(id: string, keys: string[]): Promise<void> {
  const current = await readIndex();
  const known = current.copies[id] ?? [];
  await writeIndex({ ...current, copies: { ...current.copies, [id]: [...new Set([...known, ...keys])] } });
}

/** Takes a copy of `url`, sending the detail's credentials to the API's origin; whether it was taken. */
async function takeCopy(url: string, authorization: string | null): Promise<boolean> {
  const sameOrigin = new URL(url).origin === self.location.origin;
  try {
    const answer = await fetch(url, {
      headers: sameOrigin && authorization ? { Authorization: authorization } : {},
      mode: sameOrigin ? 'same-origin' : 'no-cors',
    });
    if (!answer.ok && answer.type !== 'opaque') return false;
    await (await caches.open(SHELF)).put(url, answer);
    return true;
  } catch {
    // Offline, or the file is refused: the news still opens, without this file.
    return false;
  }
}

/** A detail as the shelf reads it. */
interface KeptDetail {
  id: number;
  attachments?: unknown[];
  body?: string;
  image?: { url: string } | null;
}

/** Keeps copies of the saved news among `details`, with their attachments and images. */
async function keepDetails(details: KeptDetail[], authorization: string | null): Promise<void> {
  const { ids, apiBase } = await readIndex();
  const saved = new Set(ids);
  const cache = await caches.open(SHELF);
  for (const detail of details) {
    const id = String(detail.id);
    if (!saved.has(id)) continue;
    const key = detailKey(apiBase, id);
    await cache.put(key, new Response(JSON.stringify(detail), { headers: { 'Content-Type': 'application/json' } }));
    const files = [
      ...attachmentReads(apiBase, id, detail.attachments?.length ?? 0),
      ...imagesOf(detail, self.location.origin),
    ];
    const taken = await Promise.all(files.map((file) => takeCopy(file, authorization)));
    await addCopies(id, [key, ...files.filter((_file, at) => taken[at])]);
  }
}

/** A saved news's detail or attachment from the network (keeping a copy), else its copy. */
async function readSaved(request: Request, read: Extract<ShelfRead, { kind: 'item' }>): Promise<Response> {
  try {
    const answer = await fetch(request);
    if (answer.ok && read.detail)
      await keepDetails([(await answer.clone().json()) as KeptDetail], request.headers.get('Authorization'));
    else if (answer.ok) {
      await (await caches.open(SHELF)).put(read.key, answer.clone());
      await addCopies(read.id, [read.key]);
    }
    return answer;
  } catch (error) {
    const copy = await caches.match(read.key, { cacheName: SHELF });
    if (copy) return copy;
    throw error;
  }
}

/** Several details at once (the schedule): from the network (keeping copies of the saved ones), else from the copies. */
async function readSavedList(request: Request, ids: string[], apiBase: string): Promise<Response> {
  try {
    const answer = await fetch(request);
    if (answer.ok)
      await keepDetails((await answer.clone().json()) as KeptDetail[], request.headers.get('Authorization'));
    return answer;
  } catch (error) {
    const cache = await caches.open(SHELF);
    const copies = await Promise.all(ids.map((id) => cache.match(detailKey(apiBase, id))));
    const details = await Promise.all(copies.flatMap((copy) => (copy ? [copy.json()] : [])));
    if (details.length === 0) throw error;
    return new Response(JSON.stringify(details), { headers: { 'Content-Type': 'application/json' } });
  }
}

/** A saved news's read: answered by the shelf; any other read goes to the network untouched. */
async function answer(request: Request): Promise<Response> {
  const { ids, apiBase } = await readIndex();
  const read = apiBase ? shelfRead(new URL(request.url), apiBase) : null;
  const saved = new Set(ids);
  if (read?.kind === 'item' && saved.has(read.id)) return readSaved(request, read);
  if (read?.kind === 'list' && read.ids.some((id) => saved.has(id))) return readSavedList(request, read.ids, apiBase);
  return fetch(request);
}

self.addEventListener('message', (event) => {
  // The page names the saved news; the answer (on the message's port) names those with no copy yet, for the page to
  // read them once.
  if (isShelfMessage(event.data)) {
    const reply = event.ports[0];
    event.waitUntil(keep(event.data.ids, event.data.apiBase).then((missing) => reply?.postMessage(missing)));
  }
});

/** The API reads the shelf may answer: a saved news's detail and attachments, and the schedule's list. */
const SHELF_READS = /\/(news\/detail|news\/list-detail|read-document|download-document-watermark)$/;

/** The home menu, which frames every informative page. */
const MENU_READ = /\/main\/menu$/;

/** The home menu from the network, kept while the user has saved news; else the one kept. */
async function readMenu(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const { ids, apiBase } = await readIndex();
  if (ids.length === 0 || !request.url.startsWith(apiBase)) return fetch(request);
  return menuReads.handle({ event, request });
}
const menuReads = new NetworkFirst({ cacheName: USER_READS });

/** The sign-out of the API: the shelf of the user who leaves is emptied, whether or not the server was reached. */
const SIGN_OUT = /\/auth\/system\/logout$/;

async function signOut(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } finally {
    await Promise.all([caches.delete(SHELF), caches.delete(USER_READS)]);
    index = undefined;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method === 'POST' && SIGN_OUT.test(new URL(request.url).pathname)) {
    event.respondWith(signOut(request));
    return;
  }
  if (request.method !== 'GET') return;
  const path = new URL(request.url).pathname;
  if (SHELF_READS.test(path)) event.respondWith(answer(request));
  else if (MENU_READ.test(path)) event.respondWith(readMenu(event));
  // An image: the network first, else the copy kept for a saved news (if any).
  else if (request.destination === 'image')
    event.respondWith(
      fetch(request).catch(
        async (error: unknown) => (await caches.match(request, { cacheName: SHELF })) ?? Promise.reject(error),
      ),
    );
});

// The app shell: the build's files from the precache; a page from the network, else the precached index.html.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      return (await matchPrecache('/index.html')) ?? Promise.reject(error);
    }
  }),
);
// The configuration and version the app starts with: the network first, else the last ones read.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && (url.pathname === '/config.json' || url.pathname === '/appversion.json'),
  new NetworkFirst({ cacheName: 'celeiro-app' }),
);

void self.skipWaiting();
clientsClaim();
