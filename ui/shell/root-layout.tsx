import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useInjection } from '../kit/injection';
import { BrowserEnvironmentToken, type BrowserEnvironment } from '../kit/platform/browser-environment';
import { AppNavigator } from './app-navigator';
import { afterNavigation } from './navigation-guard';
import { LoadingBackground } from './loading-background';
import { ShellStore } from './shell.store';

/**
 * The root of every page: the after-navigation effects (guard rules 1 and 6) and the loading background. While a
 * navigation is under way (the guard runs, the next page's code loads) the page being left stays on screen but is
 * inert: nothing can be typed into it, so what the user types goes to the page they are going to, not to one
 * about to disappear with it. It turns inert in the router's own update, as the navigation starts, not a frame
 * later when React draws: a key pressed right after following a link must not land in the page being left.
 */
export const RootLayout = observer(function RootLayout() {
  const shell = useInjection(ShellStore);
  const browser = useInjection<BrowserEnvironment>(BrowserEnvironmentToken);
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  const leaving = navigation.state !== 'idle';
  const navigator = useInjection(AppNavigator);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      navigator.onNavigation((navigating) => {
        if (frame.current) frame.current.inert = navigating;
      }),
    [navigator],
  );

  useEffect(() => {
    afterNavigation({
      closePopups: shell.closePopups,
      hideLoadingBackground: shell.hideLoadingBackground,
      scrollToTop: () => browser.scrollToTop(),
    });
  }, [location.key, shell, browser]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div ref={frame} className="route-frame" inert={leaving}>
        <Outlet />
      </div>
      {(shell.loadingBackground || leaving) && <LoadingBackground />}
    </>
  );
});
