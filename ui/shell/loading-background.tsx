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
