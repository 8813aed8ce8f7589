import { Lock } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { HOME_MENU_LABELS, menuEntryLabel, type HomeMenuEntry } from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { pagePath } from './paths';
import { HomeMenuViewModel } from './home-menu.view-model';

/** The two letters that stand for an entry in the reduced sidebar (its full name is the link's name). */
const initials = (label: string) =>
  label
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase())
    .join('') || label.slice(0, 2);

/**
 * The home menu, top to bottom: the enabled subjects or commodities first, then the locked ones folded under
 * subscribe-now, which opens on demand (open from the start when there is nothing else). `reduced` shows each entry by its initials (the sidebar reduced to icons);
 * `onNavigate` runs when an entry is followed (the phone's drawer closes).
 */
export const HomeMenuNav = observer(function HomeMenuNav({
  reduced = false,
  onNavigate,
}: {
  reduced?: boolean;
  onNavigate?: () => void;
}) {
  const viewModel = useViewModel(HomeMenuViewModel);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('shell');
  const entry = (item: HomeMenuEntry) => {
    const label = menuEntryLabel(item, locale);
    const shown = reduced ? <span aria-hidden="true">{initials(label)}</span> : label;
    return (
      <li key={item.id}>
        {item.locked ? (
          <Link
            className="home-menu-link locked"
            to={pagePath('plans')}
            aria-label={t('locked', { name: label })}
            title={reduced ? label : undefined}
            onClick={onNavigate}
          >
            <Lock aria-hidden="true" size={14} /> {shown}
          </Link>
        ) : (
          <NavLink
            className="home-menu-link"
            to={`/informative/${item.id}`}
            aria-label={reduced ? label : undefined}
            title={reduced ? label : undefined}
            onClick={onNavigate}
          >
            {shown}
          </NavLink>
        )}
      </li>
    );
  };
  return (
    <nav className="home-menu" aria-label={t('mainNavigation')}>
      {viewModel.groups.map((group) =>
        group.key === 'subscribe-now' ? (
          // Folded, unless nothing else is on the menu (a free user).
          <details
            key={group.key}
            className="home-menu-group home-menu-group-subscribe-now"
            open={viewModel.groups.length === 1 || undefined}
          >
            <summary className="home-menu-title">{HOME_MENU_LABELS[group.key][locale]}</summary>
            <ul aria-label={HOME_MENU_LABELS[group.key][locale]}>{group.entries.map(entry)}</ul>
          </details>
        ) : (
          <div key={group.key} className={`home-menu-group home-menu-group-${group.key}`}>
            <span className="home-menu-title" id={`home-menu-${group.key}`}>
              {HOME_MENU_LABELS[group.key][locale]}
            </span>
            <ul aria-labelledby={`home-menu-${group.key}`}>{group.entries.map(entry)}</ul>
          </div>
        ),
      )}
    </nav>
  );
});
