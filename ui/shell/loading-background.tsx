import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The loading background: covers the page while the app starts, a route loads or the user logs out. */
export function LoadingBackground() {
  const { t } = useTranslation('common');
  return (
    <div className="loading-background" role="status" aria-live="polite">
      <LoaderCircle className="spin" aria-hidden="true" size={40} />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/**
 * The loading background of a page not drawn yet (the app starting): it also holds the page's place, a window high,
 * so what follows the page (the cookie notice) is at the bottom from the first paint, not at the top until it arrives.
 */
export function PageLoading() {
  return (
    <>
      <div className="page-placeholder" />
      <LoadingBackground />
    </>
  );
}
