import { Settings2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection, useViewModel } from '../kit/injection';
import { detailPath } from './content-entry';
import { PreferencesStore } from '../shell/preferences.store';
import { NewsTickerViewModel } from './news-ticker.view-model';
import './content.css';

/** The ticker settings' popover (react-aria): loaded when the settings are first about to be used. */
const loadSettings = () => import('./ticker-settings-popover');
const TickerSettingsPopover = lazy(loadSettings);

/** The ticker's settings: shown or hidden, at the top or in the footer, only important, only highlights. */
export function TickerSettingsMenu() {
  const { t } = useTranslation('content');
  const trigger = useRef<HTMLButtonElement>(null);
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button-ghost"
        aria-label={t('ticker.settings')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSettings()}
        onFocus={() => void loadSettings()}
        onClick={() => {
          setUsed(true);
          setOpen(!open);
        }}
      >
        <Settings2 aria-hidden="true" size={16} />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <TickerSettingsPopover
            triggerRef={trigger}
            isOpen={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) trigger.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The news ticker (10 latest items), drawn where the settings put it: `top` or `footer`. */
export const NewsTicker = observer(function NewsTicker({ slot }: { slot: 'top' | 'footer' }) {
  const preferences = useInjection(PreferencesStore);
  const atTop = preferences.ticker.tickerViewAtTheTop;
  // Hidden, the ticker leaves its settings in the footer, so it can be shown again.
  if (!preferences.ticker.canDisplayTicker)
    return slot === 'footer' ? (
      <div className="news-ticker news-ticker-off" data-tour="ticker">
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
    <aside className="news-ticker" aria-label={t('ticker.label')} data-tour="ticker">
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
