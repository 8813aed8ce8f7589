import { CircleHelp, Fingerprint, LogOut } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
} from 'react-aria-components';
import { Link, useLocation } from 'react-router-dom';
import {
  adminListsFor,
  type AdminRole,
  CALENDAR_MENU_TEXTS,
  DETAIL_ALIGNMENTS,
  THEMES,
  ZOOM_LEVELS,
  type DetailAlignment,
  type Theme,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection } from '../kit/injection';
import { PreferencesStore } from './preferences.store';
import { LanguagePicker } from './language-picker';
import { accountTabPath, PATHS } from './paths';
import { ShellStore } from './shell.store';
import { StarredPagesStore } from './starred-pages.store';
import { TickerSwitches } from './ticker-switches';

/** The services' pages in the user menu, with the key of each one's title. */
const SERVICE_MENU = [
  ['/services/weather', 'weather.title'],
  ['/services/freight-calculator', 'freight.title'],
  ['/services/ship-line-up', 'lineUp.title'],
  ['/services/open-line', 'openLine.title'],
  ['/services/teleconference', 'teleconference.title'],
] as const;

/**
 * The "Administração" entry group: only for staff, listing only the admin lists the user's roles open (the register
 * forms are reached from their lists). The admin texts load only for staff.
 */
function AdminMenuGroup({ roles }: { roles: readonly AdminRole[] }) {
  const { t, ready } = useTranslation('admin');
  const lists = adminListsFor(roles);
  if (!ready || lists.length === 0) return null;
  return (
    <nav className="user-menu-admin" aria-label={t('menuGroup')}>
      <p className="select-label">{t('menuGroup')}</p>
      <ul className="user-menu-links">
        {lists.map((page) => (
          <li key={page}>
            <Link to={`/admin/${page}`}>{t(page)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A choice of zoom levels (80–120 %). */
function ZoomSelect({ label, value, onChange }: { label: string; value: number; onChange: (zoom: number) => void }) {
  return (
    <Select className="select" value={value} onChange={(key) => onChange(Number(key))}>
      <Label className="select-label">{label}</Label>
      <Button className="select-button">
        <SelectValue />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox">
          {ZOOM_LEVELS.map((zoom) => (
            <ListBoxItem key={zoom} id={zoom} className="listbox-item">{`${zoom}%`}</ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/**
 * The user menu's popover (SPEC §2): the account's pages, language, theme, font sizes, image alignment, the ticker
 * and logout; with react-aria, loaded on the menu's first use.
 */
const UserMenuPopover = observer(function UserMenuPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  onOpenLayoutHistory,
  onOpenStarredPages,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the layout history (the menu closes). */
  onOpenLayoutHistory: () => void;
  /** Opens the starred pages (the menu closes). */
  onOpenStarredPages: () => void;
}) {
  const preferences = useInjection(PreferencesStore);
  const shell = useInjection(ShellStore);
  const starredPages = useInjection(StarredPagesStore);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('shell');
  // The media section is named by the media area's own texts, read when the menu opens (not with every page).
  const { t: mediaText, ready: mediaNamed } = useTranslation('media');
  // So are the quotes and the services (their areas' texts).
  const { t: marketText, ready: marketNamed } = useTranslation('market');
  const { t: servicesText, ready: servicesNamed } = useTranslation('services');
  // And consulting (the content area's consulting texts).
  const { t: consultingText, ready: consultingNamed } = useTranslation('content-consulting');
  const { pathname, search } = useLocation();
  // The page shown, its filters included, as it is starred; named after its heading (the tab's title).
  const here = `${pathname}${search}`;
  const starred = starredPages.isStarred(here);
  const roles = shell.user?.roles ?? [];
  return (
    <Popover
      className="popover user-menu"
      placement="bottom end"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Dialog className="user-menu-dialog" aria-label={t('userMenu')}>
        <ul className="user-menu-links">
          <li>
            <Link to="/my-account">{t('myAccount')}</Link>
          </li>
          <li>
            <Link to={PATHS.favorites}>{t('starred.favorites')}</Link>
          </li>
          {mediaNamed && (
            <li>
              <Link to="/media">{mediaText('title')}</Link>
            </li>
          )}
          <li>
            <Link to={PATHS.schedule}>{t('starred.schedule')}</Link>
          </li>
          {marketNamed && (
            <li>
              <Link to="/quotes">{marketText('title')}</Link>
            </li>
          )}
          {servicesNamed &&
            SERVICE_MENU.map(([path, title]) => (
              <li key={path}>
                <Link to={path}>{servicesText(title)}</Link>
              </li>
            ))}
          {consultingNamed && (
            <li>
              <Link to="/consulting">{consultingText('title')}</Link>
            </li>
          )}
          <li>
            <Link to="/events">{CALENDAR_MENU_TEXTS.events[locale]}</Link>
          </li>
          <li>
            <Link to="/economic-calendar">{CALENDAR_MENU_TEXTS.economic[locale]}</Link>
          </li>
          <li>
            <Button
              className="link-button"
              aria-pressed={starred}
              onPress={() =>
                starred
                  ? starredPages.unstar(here)
                  : void starredPages.star({ path: here, title: document.title.split(' · ')[0]?.trim() || here })
              }
            >
              <span aria-hidden="true">{starred ? '★' : '☆'}</span>
              {starred ? t('starred.unstar') : t('starred.star')}
            </Button>
          </li>
          <li>
            <Button className="link-button" aria-haspopup="dialog" onPress={onOpenStarredPages}>
              {t('starred.open')}
            </Button>
          </li>
          <li>
            <Link to="/change-password">{t('changePassword')}</Link>
          </li>
          <li>
            <Link to="/ask-to-analyst">{t('askAnalyst')}</Link>
          </li>
          <li>
            <Link to={accountTabPath('notification')}>{t('menu.notifications')}</Link>
          </li>
          <li>
            <Link to={accountTabPath('signature')}>{t('menu.signatures')}</Link>
          </li>
          <li>
            <Link to={accountTabPath('packages')}>{t('menu.packages')}</Link>
          </li>
          {shell.isApp && (
            <li>
              <Button
                className="link-button"
                aria-haspopup="dialog"
                onPress={() => {
                  onOpenChange(false);
                  shell.setPopupOpen('biometry', true);
                }}
              >
                <Fingerprint aria-hidden="true" size={16} />
                {t('menu.biometry')}
              </Button>
            </li>
          )}
          <li>
            <Button
              className="link-button"
              onPress={() => {
                onOpenChange(false);
                shell.setPopupOpen('help', true);
              }}
            >
              <CircleHelp aria-hidden="true" size={16} />
              {t('help', { ns: 'common' })}
            </Button>
          </li>
        </ul>
        {roles.length > 0 && <AdminMenuGroup roles={roles} />}
        <LanguagePicker />
        <RadioGroup
          className="radio-group"
          value={preferences.theme}
          onChange={(theme) => preferences.setTheme(theme as Theme)}
        >
          <Label className="select-label">{t('menu.theme')}</Label>
          {THEMES.map((theme) => (
            <Radio key={theme} value={theme} className="radio">
              {t(`menu.themes.${theme}`)}
            </Radio>
          ))}
        </RadioGroup>
        <ZoomSelect label={t('fontSize')} value={preferences.zoom} onChange={preferences.setZoom} />
        <ZoomSelect label={t('menu.detailZoom')} value={preferences.zoomDetail} onChange={preferences.setZoomDetail} />
        <RadioGroup
          className="radio-group"
          orientation="horizontal"
          value={preferences.formatAlignDetail}
          onChange={(alignment) => preferences.setFormatAlignDetail(alignment as DetailAlignment)}
        >
          <Label className="select-label">{t('menu.alignment')}</Label>
          {DETAIL_ALIGNMENTS.map((alignment) => (
            <Radio key={alignment} value={alignment} className="radio">
              {t(`menu.alignments.${alignment}`)}
            </Radio>
          ))}
        </RadioGroup>
        <TickerSwitches />
        <Button className="link-button" aria-haspopup="dialog" onPress={onOpenLayoutHistory}>
          {t('layoutHistory.open')}
        </Button>
        <Button className="button button-ghost" onPress={() => void shell.logout()}>
          <LogOut aria-hidden="true" size={18} />
          {t('logout')}
        </Button>
      </Dialog>
    </Popover>
  );
});

export default UserMenuPopover;
