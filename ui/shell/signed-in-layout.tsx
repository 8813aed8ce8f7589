import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { useInjection } from '../kit/injection';
import { BrandName } from './brand-name';
import { HeaderSearch, type SuggestionsProps } from './header-search';
import { HomeMenuNav } from './home-menu-nav';
import { LayoutStore } from './layout.store';
import { NotificationBell } from './notification-bell';
import { TourStore } from './tour.store';
import { UserMenu } from './user-menu';

const TourHost = lazy(async () => ({ default: (await import('./tour-host')).TourHost }));

/** The tour's host, loaded when a tour is first asked for on this page (most sign-ins have put the tour away). */
const TourSlot = observer(function TourSlot() {
  const tour = useInjection(TourStore);
  const [wanted, setWanted] = useState(false);
  if (tour.requested && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <TourHost />
    </Suspense>
  ) : null;
});

/**
 * The frame of the signed-in pages: a slim header (brand and user menu), the home menu, the page, and the bands
 * above and below it (the ticker). On a desk (landscape) the home menu is a sidebar, reducible to icons; on a phone
 * (portrait) it is a drawer opened from the header, so the page's content starts in the first screen.
 */
export const SignedInLayout = observer(function SignedInLayout({
  loadSuggestions,
  top,
  bottom,
  overlays,
}: {
  /** The suggestions of the header's search box, loaded when it is first focused (the composition's search area). */
  loadSuggestions?: () => Promise<ComponentType<SuggestionsProps>>;
  top?: ReactNode;
  bottom?: ReactNode;
  /** Dialogs the composition gives (the help dialog). */
  overlays?: ReactNode;
}) {
  const layout = useInjection(LayoutStore);
  const { t } = useTranslation('shell');
  useEffect(() => layout.watch(), [layout]);
  const mobile = layout.mode === 'mobile';
  return (
    <div className="app-layout" data-layout={layout.mode} data-sidebar={layout.reduced ? 'reduced' : 'full'}>
      <header className="app-header">
        {mobile && (
          <button
            type="button"
            className="button button-ghost icon-button"
            data-tour="menu-button"
            aria-label={t('openMenu')}
            aria-haspopup="dialog"
            aria-expanded={layout.drawerOpen}
            onClick={() => layout.setDrawerOpen(true)}
          >
            <Menu aria-hidden="true" size={20} />
          </button>
        )}
        <Link className="brand" to="/home">
          <BrandName />
        </Link>
        {loadSuggestions && <HeaderSearch label={t('search')} loadSuggestions={loadSuggestions} />}
        <NotificationBell />
        <UserMenu />
      </header>
      {top}
      <div className="app-body">
        {!mobile && (
          <aside className="app-sidebar" data-tour="menu">
            <HomeMenuNav reduced={layout.reduced} />
            <button
              type="button"
              className="button button-ghost icon-button sidebar-toggle"
              aria-label={layout.reduced ? t('expandSidebar') : t('reduceSidebar')}
              aria-pressed={layout.reduced}
              onClick={layout.toggleReduced}
            >
              {layout.reduced ? (
                <PanelLeftOpen aria-hidden="true" size={18} />
              ) : (
                <PanelLeftClose aria-hidden="true" size={18} />
              )}
            </button>
          </aside>
        )}
        <main id="main" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {mobile && <MenuDrawer />}
      {bottom}
      {overlays}
      <TourSlot />
    </div>
  );
});

/**
 * The phone's home menu: a modal drawer (the browser's own dialog: focus kept inside, Escape closes, the page behind
 * inert), closed by its button, by Escape, by a tap beside it or by following an entry; focus goes back to the
 * header's menu button.
 */
const MenuDrawer = observer(function MenuDrawer() {
  const layout = useInjection(LayoutStore);
  const { t } = useTranslation('shell');
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (layout.drawerOpen && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!layout.drawerOpen && element.open) {
      element.close();
    }
  }, [layout.drawerOpen]);
  const close = () => layout.setDrawerOpen(false);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a tap on the backdrop closes the drawer; keys close it with Escape (the dialog's cancel) or its close button
    <dialog
      ref={dialog}
      className="app-drawer"
      aria-label={t('mainNavigation')}
      onClose={() => {
        close();
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
    >
      <div className="app-drawer-panel">
        <button type="button" className="button button-ghost icon-button" aria-label={t('closeMenu')} onClick={close}>
          <X aria-hidden="true" size={20} />
        </button>
        {layout.drawerOpen && <HomeMenuNav onNavigate={close} />}
      </div>
    </dialog>
  );
});
