import { AlertTriangle, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The empty state of a list. */
export function EmptyContent({ title, text }: { title: string; text?: string }) {
  return (
    <div className="empty-state" role="status">
      <Inbox className="empty-state-icon" aria-hidden="true" />
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
    </div>
  );
}

/** The error state of a list or detail, with a way to try again. */
export function ContentFailed({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div className="empty-state content-failed" role="alert">
      <AlertTriangle className="empty-state-icon" aria-hidden="true" />
      <p>{text}</p>
      {onRetry ? (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('list.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Placeholder rows with the list's own height while it loads, so nothing moves when it arrives. */
export function LoadingRows({ height, label }: { height: number; label: string }) {
  return (
    <div className="content-loading" style={{ height }} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
