import { LogOut, UserRound } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../kit/injection';
import { ShellStore } from './shell.store';

/** The menu's popover: loaded when the menu is first about to be used (pointer over its button, focus, press). */
const loadPopover = () => import('./user-menu-popover');
const UserMenuPopover = lazy(loadPopover);
/** The layout history: loaded when the menu's entry is pressed. */
const LayoutHistoryModal = lazy(() => import('./layout-history-modal'));
/** The starred pages: loaded when the menu's entry is pressed. */
const StarredPagesModal = lazy(() => import('./starred-pages-modal'));

/** The user menu (account links, language, theme, font size) and the logout button beside it. */
export const UserMenu = observer(function UserMenu() {
  const shell = useInjection(ShellStore);
  const { t } = useTranslation('shell');
  const trigger = useRef<HTMLButtonElement>(null);
  const open = shell.isPopupOpen('user-menu');
  const [used, setUsed] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [starredOpen, setStarredOpen] = useState(false);
  const dialogShown = useRef(false);
  // Focus goes back to the menu's button once the history or the starred pages have closed (their opener, inside
  // the menu, is gone).
  const dialogOpen = historyOpen || starredOpen;
  useEffect(() => {
    if (dialogOpen) dialogShown.current = true;
    else if (dialogShown.current) {
      dialogShown.current = false;
      trigger.current?.focus();
    }
  }, [dialogOpen]);
  if (open && !used) setUsed(true);
  const name = shell.user?.nome ?? '';
  return (
    <div className="user-area">
      <button
        ref={trigger}
        type="button"
        className="button button-ghost"
        data-tour="user-menu"
        aria-label={name ? `${name} – ${t('userMenu')}` : t('userMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => shell.setPopupOpen('user-menu', !open)}
      >
        <UserRound aria-hidden="true" size={18} />
        <span className="user-name button-label">{name}</span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <UserMenuPopover
            triggerRef={trigger}
            isOpen={open}
            onOpenChange={(next) => {
              shell.setPopupOpen('user-menu', next);
              if (!next) trigger.current?.focus();
            }}
            onOpenLayoutHistory={() => {
              shell.setPopupOpen('user-menu', false);
              setHistoryOpen(true);
            }}
            onOpenStarredPages={() => {
              shell.setPopupOpen('user-menu', false);
              setStarredOpen(true);
            }}
          />
        </Suspense>
      ) : null}
      {historyOpen ? (
        <Suspense fallback={null}>
          <LayoutHistoryModal
            isOpen
            onOpenChange={(next) => {
              if (!next) setHistoryOpen(false);
            }}
          />
        </Suspense>
      ) : null}
      {starredOpen ? (
        <Suspense fallback={null}>
          <StarredPagesModal
            isOpen
            onOpenChange={(next) => {
              if (!next) setStarredOpen(false);
            }}
          />
        </Suspense>
      ) : null}
      {/* On a phone the user menu's own Sair is enough: the header keeps its room for the brand. */}
      <button type="button" className="button button-ghost header-logout" onClick={() => void shell.logout()}>
        <LogOut aria-hidden="true" size={18} />
        <span className="button-label">{t('logout')}</span>
      </button>
    </div>
  );
});
