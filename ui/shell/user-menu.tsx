import { LogOut, UserRound } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogTrigger,
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
import { ShellStore } from './shell.store';

/** The user menu (account links, language, theme, font size) and the logout button beside it. */
export const UserMenu = observer(function UserMenu() {
  const shell = useInjection(ShellStore);
  const preferences = useInjection(PreferencesStore);
  const { t } = useTranslation('shell');
  const name = shell.user?.nome ?? '';
  return (
    <div className="user-area">
      <DialogTrigger
        isOpen={shell.isPopupOpen('user-menu')}
        onOpenChange={(open) => shell.setPopupOpen('user-menu', open)}
      >
        <Button className="button button-ghost" aria-label={name ? `${name} – ${t('userMenu')}` : t('userMenu')}>
          <UserRound aria-hidden="true" size={18} />
          <span className="user-name">{name}</span>
        </Button>
        <Popover className="popover user-menu" placement="bottom end">
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
      </DialogTrigger>
      <Button className="button button-ghost" onPress={() => void shell.logout()}>
        <LogOut aria-hidden="true" size={18} />
        {t('logout')}
      </Button>
    </div>
  );
});
