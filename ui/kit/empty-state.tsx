import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The clear "content arrives here" state of a page whose content comes in a later release. */
export function ContentArrivesHere({ text }: { text: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="empty-state">
      <Inbox className="empty-state-icon" aria-hidden="true" />
      <h2>{t('arrivesTitle')}</h2>
      <p>{text}</p>
    </div>
  );
}
