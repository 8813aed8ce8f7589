import { Lock } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { HOME_MENU_LABELS, menuEntryLabel } from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { pagePath } from './paths';
import { HomeMenuViewModel } from './home-menu.view-model';

/** The home menu: the enabled subjects or commodities as links, the disabled ones locked under subscribe-now. */
export const HomeMenuNav = observer(function HomeMenuNav() {
  const viewModel = useViewModel(HomeMenuViewModel);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('shell');
  return (
    <nav className="home-menu" aria-label={t('mainNavigation')}>
      {viewModel.groups.map((group) => (
        <div key={group.key} className={`home-menu-group home-menu-group-${group.key}`}>
          <span className="home-menu-title" id={`home-menu-${group.key}`}>
            {HOME_MENU_LABELS[group.key][locale]}
          </span>
          <ul aria-labelledby={`home-menu-${group.key}`}>
            {group.entries.map((entry) => {
              const label = menuEntryLabel(entry, locale);
              return (
                <li key={entry.id}>
                  {entry.locked ? (
                    <Link
                      className="home-menu-link locked"
                      to={pagePath('plans')}
                      aria-label={t('locked', { name: label })}
                    >
                      <Lock aria-hidden="true" size={14} /> {label}
                    </Link>
                  ) : (
                    <NavLink className="home-menu-link" to={`/informative/${entry.id}`}>
                      {label}
                    </NavLink>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
});
