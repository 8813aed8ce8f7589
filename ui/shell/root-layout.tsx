import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
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
 * later when React draws: a key pressed right after following a link must not land in the page being left. It stays
 * inert until the next page is drawn: the router is done before React has drawn its page (the page may still wait for
 * a part of its code), and in that gap the page being left is still the one on screen.
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
  // The router's state and the location whose page is drawn: the frame is inert while they differ.
  const router = useRef({ navigating: false, at: location.key });
  const drawn = useRef(location.key);
  const update = useRef(() => {
    if (frame.current) frame.current.inert = router.current.navigating || router.current.at !== drawn.current;
  });

  useEffect(
    () =>
      navigator.onNavigation((navigating, at) => {
        router.current = { navigating, at };
        update.current();
      }),
    [navigator],
  );

  // As the page of a new location is drawn, before the browser paints it.
  useLayoutEffect(() => {
    drawn.current = location.key;
    update.current();
  }, [location.key]);

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
      <div ref={frame} className="route-frame">
        <Outlet />
      </div>
      {(shell.loadingBackground || leaving) && <LoadingBackground />}
    </>
  );
});
