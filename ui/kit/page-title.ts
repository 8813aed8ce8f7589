import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page's heading, in the same commit as the heading (before the page paints). */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useLayoutEffect(() => {
    if (title) document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
