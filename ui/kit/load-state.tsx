import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReadFlags } from './load-read';

/** A section's loading, failed (with retry) and ready states, from the flags its view-model's read keeps (see loadRead). */
export const LoadState = observer(function LoadState({
  read,
  onRetry,
  children,
}: {
  read: ReadFlags;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (read.loading) return <p role="status">{t('loading')}</p>;
  if (read.failed) return <LoadFailed onRetry={onRetry} />;
  return <>{children}</>;
});

/** A read that failed: says so, with a way to try it again. */
export function LoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={className}>
      <p>{t('loadFailed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
