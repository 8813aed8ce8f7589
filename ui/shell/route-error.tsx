import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { LoggerPort, type LoggerPort as Logger } from '../../core';
import { useInjection } from '../kit/injection';

/** Shown when a page fails to load or render: the server-error page, with the failure logged. */
export function RouteError() {
  const error = useRouteError();
  const logger = useInjection<Logger>(LoggerPort);
  const { t } = useTranslation(['shell', 'common']);
  useEffect(() => logger.error('page failed', error), [error, logger]);
  return (
    <main id="main" className="public-main">
      <section className="page info-page">
        <h1>{t('shell:routeError.title')}</h1>
        <p>{t('shell:routeError.description')}</p>
        <p>
          <a href="/">{t('common:goHome')}</a>
        </p>
      </section>
    </main>
  );
}
