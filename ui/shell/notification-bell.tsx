import { Bell } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadBadge } from '../../core';
import { useInjection } from '../kit/injection';
import { NotificationCentreStore } from './notification-centre.store';
import { ShellStore } from './shell.store';

/** The centre's panel: loaded when the bell is first about to be used (pointer over it, focus, press). */
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(loadPanel);

/** The bell of the notification centre: the unread count, and the panel it opens. */
export const NotificationBell = observer(function NotificationBell() {
  const centre = useInjection(NotificationCentreStore);
  const shell = useInjection(ShellStore);
  const { t } = useTranslation('shell');
  const trigger = useRef<HTMLButtonElement>(null);
  const open = shell.isPopupOpen('notifications');
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => centre.watch(), [centre]);
  const badge = unreadBadge(centre.unread);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button-ghost icon-button bell"
        data-tour="notifications"
        aria-label={badge ? t('notifications.unread', { count: centre.unread }) : t('notifications.title')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => shell.setPopupOpen('notifications', !open)}
      >
        <Bell aria-hidden="true" size={18} />
        {badge && <span className="bell-badge">{badge}</span>}
      </button>
      {used && (
        <Suspense fallback={null}>
          <NotificationPanel
            triggerRef={trigger}
            isOpen={open}
            onOpenChange={(next) => {
              shell.setPopupOpen('notifications', next);
              // Back to the bell once the panel has gone (and its own focus handling with it).
              if (!next) setTimeout(() => trigger.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </>
  );
});
