import { type Container } from 'inversify';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { LoggerPort, type LoggerPort as Logger, SessionRepository } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { BrowserEnvironmentToken, type BrowserEnvironment } from '../kit/platform/browser-environment';
import { MenuStore } from '../shell/menu.store';
import { ShellStore } from '../shell/shell.store';
import { decideNavigation } from '../shell/navigation-guard';

/**
 * The root route's loader: runs the navigation guard before every navigation and applies its decision. The
 * configuration and the startup texts are read side by side (nothing under the root draws before both are there).
 */
export function guardLoader(container: Container) {
  return async function guard({ request }: LoaderFunctionArgs): Promise<Response | null> {
    const url = new URL(request.url);
    const shell = container.get(ShellStore);
    await Promise.all([shell.loadConfig(), container.get(LocaleStore).ready]);
    const user = container.get(SessionRepository).current();
    const isApp = shell.noteAppMarker(url.search);
    // Inside the native shell (the app marker), its side of the app loads once, from the first navigation on.
    if (isApp)
      shell.nativeSide ??= import('./native-shell')
        .then((native) => native.startNativeShell(container))
        .catch((error: unknown) => {
          container.get<Logger>(LoggerPort).error('native side failed to start', error);
          return false;
        });
    const decision = decideNavigation({
      path: url.pathname,
      search: url.search,
      authenticated: user !== null,
      userAgent: container.get<BrowserEnvironment>(BrowserEnvironmentToken).userAgent(),
      isApp,
    });
    switch (decision.kind) {
      case 'redirect':
        return redirect(decision.to);
      case 'first-informative':
        return redirect(`${await container.get(MenuStore).landingPath()}${decision.search}`);
      case 'allow':
        return null;
    }
  };
}
