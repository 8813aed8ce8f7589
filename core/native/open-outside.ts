// External links inside the native shell (SPEC §2): they open in the shell's in-app browser instead of a new tab.
import { type LoggerPort } from '../kernel/logger.port';
import { type NativeBridgePort } from './native-bridge.port';
import { externalAddress } from './platform';

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
  shell.request('openExternalURL', { url }).then(
    ({ opened }) => {
      if (!opened) fallback(url);
    },
    () => {
      logger.warn('the shell did not open the link: opened in a new tab');
      fallback(url);
    },
  );
  return true;
}
