import { useTranslation } from 'react-i18next';
import { NewsStatus } from '../../core';

/** A publication's status in words, with the count of failed deliveries when it ended in error. */
export function PublishingStatus({ status, failures }: { status: NewsStatus; failures: number }) {
  const { t } = useTranslation('admin-publishing');
  return (
    <span className={`chip publishing-status publishing-status-${status}`}>
      {t(`status.${status}`)}
      {status === NewsStatus.ERROR && failures > 0 ? ` · ${t('failures', { count: failures })}` : ''}
    </span>
  );
}
