// The offline shelf (the service worker that keeps the saved news readable offline) is started by the app's entry; a
// page asks for it when there is something to keep, so its code loads only then, once.

let start: (() => void) | undefined;
let asked = false;
let started = false;

function startOnce(): void {
  if (started || !asked || !start) return;
  started = true;
  start();
}

/** The entry gives the way to start the shelf; a request made before then starts it at once. */
export function onOfflineShelfRequest(starter: () => void): void {
  start = starter;
  startOnce();
}

/** Asks for the shelf: the user has saved news to keep (asking again does nothing more). */
export function requestOfflineShelf(): void {
  asked = true;
  startOnce();
}
