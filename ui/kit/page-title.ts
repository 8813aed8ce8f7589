import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page's heading. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    if (title) document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
