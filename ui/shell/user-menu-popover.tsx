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
  Select,
  SelectValue,
  Switch,
} from 'react-aria-components';
import { Link } from 'react-router-dom';
import { ZOOM_LEVELS } from '../../core';
import { useInjection } from '../kit/injection';
import { PreferencesStore } from './preferences.store';
import { LanguagePicker } from './language-picker';

/** The user menu's popover (account links, language, theme, font size), with react-aria: loaded on the menu's first use. */
const UserMenuPopover = observer(function UserMenuPopover({
  triggerRef,
  isOpen,
  onOpenChange,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preferences = useInjection(PreferencesStore);
  const { t } = useTranslation('shell');
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
            <Link to="/change-password">{t('changePassword')}</Link>
          </li>
          <li>
            <Link to="/ask-to-analyst">{t('askAnalyst')}</Link>
          </li>
        </ul>
        <LanguagePicker />
        <Switch
          className="switch"
          isSelected={preferences.theme === 'dark'}
          onChange={(dark) => preferences.setTheme(dark ? 'dark' : 'light')}
        >
          <span className="switch-indicator" aria-hidden="true" />
          {t('darkTheme')}
        </Switch>
        <Select className="select" value={preferences.zoom} onChange={(key) => preferences.setZoom(Number(key))}>
          <Label className="select-label">{t('fontSize')}</Label>
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
      </Dialog>
    </Popover>
  );
});

export default UserMenuPopover;
