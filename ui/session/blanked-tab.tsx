import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationPort, type NavigationPort as Navigation } from '../../core';
import { useInjection } from '../kit/injection';
import { SessionWatch } from './session-watch';

/** The app, or, once another tab has taken the session over, a blank page saying so (SPEC §4, close-sessions flag). */
export const BlankedTab = observer(function BlankedTab({ children }: { children: ReactNode }) {
  const watch = useInjection(SessionWatch);
  const navigation = useInjection<Navigation>(NavigationPort);
  const { t } = useTranslation('session');
  if (!watch.blanked) return children;
  return (
    <main id="main" className="page info-page" aria-labelledby="blanked-title">
      <h1 id="blanked-title">{t('blanked.title')}</h1>
      <p>{t('blanked.message')}</p>
      <button type="button" className="button button-primary" onClick={() => navigation.reload()}>
        {t('blanked.useHere')}
      </button>
    </main>
  );
});
