import { Settings2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Popover, Switch } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { type TickerSettings } from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { detailPath } from './content-entry';
import { PreferencesStore } from '../shell/preferences.store';
import { NewsTickerViewModel } from './news-ticker.view-model';
import './content.css';

/** The ticker's settings: shown or hidden, at the top or in the footer, only important, only highlights. */
export const TickerSettingsMenu = observer(function TickerSettingsMenu() {
  const preferences = useInjection(PreferencesStore);
  const { t } = useTranslation('content');
  const toggle = (key: keyof TickerSettings, label: string) => (
    <Switch className="switch" isSelected={preferences.ticker[key]} onChange={(on) => preferences.setTicker(key, on)}>
      <span className="switch-indicator" aria-hidden="true" />
      {label}
    </Switch>
  );
  return (
    <DialogTrigger>
      <Button className="button button-ghost" aria-label={t('ticker.settings')}>
        <Settings2 aria-hidden="true" size={16} />
      </Button>
      <Popover className="popover" placement="bottom end">
        <Dialog className="ticker-settings" aria-label={t('ticker.settings')}>
          {toggle('canDisplayTicker', t('ticker.show'))}
          {toggle('tickerViewAtTheTop', t('ticker.atTop'))}
          {toggle('viewImportantTickers', t('ticker.important'))}
          {toggle('viewHighlightsTickers', t('ticker.highlights'))}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
});

/** The news ticker (10 latest items), drawn where the settings put it: `top` or `footer`. */
export const NewsTicker = observer(function NewsTicker({ slot }: { slot: 'top' | 'footer' }) {
  const preferences = useInjection(PreferencesStore);
  const atTop = preferences.ticker.tickerViewAtTheTop;
  // Hidden, the ticker leaves its settings in the footer, so it can be shown again.
  if (!preferences.ticker.canDisplayTicker)
    return slot === 'footer' ? (
      <div className="news-ticker news-ticker-off">
        <TickerSettingsMenu />
      </div>
    ) : null;
  if (atTop !== (slot === 'top')) return null;
  return <TickerStrip />;
});

const TickerStrip = observer(function TickerStrip() {
  const viewModel = useViewModel(NewsTickerViewModel);
  const { t } = useTranslation('content');
  return (
    <aside className="news-ticker" aria-label={t('ticker.label')}>
      <span className="news-ticker-title">{t('ticker.label')}</span>
      <ul className="news-ticker-items">
        {viewModel.items.map((item) => (
          <li key={item.id}>
            <Link to={detailPath(item)}>{item.title}</Link>
          </li>
        ))}
      </ul>
      <TickerSettingsMenu />
    </aside>
  );
});
