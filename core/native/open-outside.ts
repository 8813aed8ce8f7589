// External links and images inside the native shell (SPEC §2): they open in the shell's in-app browser and image
// viewer instead of a new tab.
import { type LoggerPort } from '../kernel/logger.port';
import { type NativeBridgePort } from './native-bridge.port';
import { externalAddress, imageMimeType } from './platform';

/**
 * Opens a link that leaves the app through the shell's in-app browser (openExternalURL); where the shell cannot (no
 * shell, a refusal, no reply in 8 s) `fallback` opens it (a new tab). Answers whether the link leaves the app, so the
 * page does not follow it itself.
 */
export function openOutside(
  shell: NativeBridgePort,
  href: string,
  appOrigin: string,
  fallback: (url: string) => void,
  logger: LoggerPort,
): boolean {
  const url = externalAddress(href, appOrigin);
  if (url === null) return false;
  throughShell(shell.request('openExternalURL', { url }), () => fallback(url), logger, 'link');
  return true;
}

/**
 * Opens an image in the shell's viewer (openImage, with its type from the address); where the shell cannot (no shell,
 * a refusal, no reply in 8 s) `fallback` opens it (a new tab).
 */
export function openImageInShell(
  shell: NativeBridgePort,
  url: string,
  fallback: (url: string) => void,
  logger: LoggerPort,
): void {
  throughShell(shell.request('openImage', { url, mimeType: imageMimeType(url) }), () => fallback(url), logger, 'image');
}

/** Waits for the shell to open something, and falls back to the browser's way when it did not. */
function throughShell(
  asked: Promise<{ opened: boolean }>,
  fallback: () => void,
  logger: LoggerPort,
  what: 'link' | 'image',
): void {
  asked.then(
    ({ opened }) => {
      if (!opened) fallback();
    },
    () => {
      logger.warn(`the shell did not open the ${what}: opened in a new tab`);
      fallback();
    },
  );
}
