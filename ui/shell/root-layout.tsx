import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useInjection } from '../kit/injection';
import { BrowserEnvironmentToken, type BrowserEnvironment } from '../kit/platform/browser-environment';
import { afterNavigation } from './navigation-guard';
import { LoadingBackground } from './loading-background';
import { ShellStore } from './shell.store';

/** The root of every page: the after-navigation effects (guard rules 1 and 6) and the loading background. */
export const RootLayout = observer(function RootLayout() {
  const shell = useInjection(ShellStore);
  const browser = useInjection<BrowserEnvironment>(BrowserEnvironmentToken);
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useTranslation('common');

  useEffect(() => {
    afterNavigation({ closePopups: shell.closePopups, hideLoadingBackground: shell.hideLoadingBackground, scrollToTop: () => browser.scrollToTop() });
  }, [location.key, shell, browser]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Outlet />
      {(shell.loadingBackground || navigation.state === 'loading') && <LoadingBackground />}
    </>
  );
});
