import { X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { formatReportDate, type ContentNotification, type Locale } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection } from '../kit/injection';
import { LoadState } from '../kit/load-state';
import { LayoutStore } from './layout.store';
import { NotificationListViewModel } from './notification-list.view-model';
import './notification-panel.css';

/** One notification: its title, content type and date, opening its content. */
function NotificationEntry({ item, locale, read }: { item: ContentNotification; locale: Locale; read: string }) {
  const type = item.newsContent[0]?.nome;
  return (
    <li className={item.read ? 'notification notification-read' : 'notification'}>
      <Link className="notification-link" to={`/informative/${item.commodity.id}/${item.id}`}>
        <span className="notification-title">{item.title}</span>
        <span className="notification-meta">
          {type ? <span>{type}</span> : null}
          <span>{item.commodity.nome}</span>
          <time dateTime={item.dt_publish}>{formatReportDate(item, locale)}</time>
          {item.read ? <span>{read}</span> : null}
        </span>
      </Link>
    </li>
  );
}

/**
 * The notification centre's panel (issue 11): the notifications the user was sent, newest first, each opening its
 * content; read again at every opening, which marks what it lists as seen. A popover under the bell on a desk, a
 * sheet across the screen on a phone; Escape or a click outside closes it and focus goes back to the bell.
 */
const NotificationPanel = observer(function NotificationPanel({
  triggerRef,
  isOpen,
  onOpenChange,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useInjection(NotificationListViewModel);
  const layout = useInjection(LayoutStore);
  const locale = useInjection(LocaleStore).current();
  const { t } = useTranslation('shell');
  useEffect(() => {
    if (isOpen) void list.load();
  }, [isOpen, list]);
  const content: ReactNode = (
    <Dialog className="notification-panel" aria-labelledby="notification-panel-title">
      <div className="notification-panel-header">
        <Heading id="notification-panel-title" slot="title" className="notification-panel-title">
          {t('notifications.title')}
        </Heading>
        <button
          type="button"
          className="button button-ghost icon-button"
          aria-label={t('notifications.close')}
          onClick={() => onOpenChange(false)}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
      <LoadState read={list} onRetry={() => void list.load()}>
        {list.items.length === 0 ? (
          list.loaded && (
            <div className="empty-state notification-empty" role="status">
              <p className="notification-empty-title">{t('notifications.empty')}</p>
              <p>{t('notifications.emptyText')}</p>
            </div>
          )
        ) : (
          <ul className="notification-list" aria-labelledby="notification-panel-title">
            {list.items.map((item) => (
              <NotificationEntry key={item.id} item={item} locale={locale} read={t('notifications.read')} />
            ))}
          </ul>
        )}
      </LoadState>
    </Dialog>
  );
  return layout.mode === 'mobile' ? (
    <ModalOverlay
      className="modal-overlay notification-sheet-overlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className="notification-sheet">{content}</Modal>
    </ModalOverlay>
  ) : (
    <Popover
      className="popover notification-popover"
      placement="bottom end"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {content}
    </Popover>
  );
});

export default NotificationPanel;
