import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a section's read stands. */
export type LoadStatus = 'loading' | 'ready' | 'failed';

/** A section's loading, failed (with retry) and ready states. */
export function LoadState({ status, onRetry, children }: { status: LoadStatus; onRetry: () => void; children: ReactNode }) {
  const { t } = useTranslation('account');
  if (status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (status === 'failed') {
    return (
      <div role="alert">
        <p>{t('common.loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
