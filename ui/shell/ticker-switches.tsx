import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Switch } from 'react-aria-components';
import { type TickerSettings } from '../../core';
import { useInjection } from '../kit/injection';
import { PreferencesStore } from './preferences.store';

const SETTINGS = [
  ['canDisplayTicker', 'ticker.show'],
  ['tickerViewAtTheTop', 'ticker.atTop'],
  ['viewImportantTickers', 'ticker.important'],
  ['viewHighlightsTickers', 'ticker.highlights'],
] as const satisfies readonly (readonly [keyof TickerSettings, string])[];

/**
 * The ticker's settings as switches (react-aria): shown or hidden, at the top or in the footer, only important, only
 * highlights; the last three wait while the ticker is hidden. In the user menu and in the ticker's own popover.
 */
export const TickerSwitches = observer(function TickerSwitches() {
  const preferences = useInjection(PreferencesStore);
  const { t } = useTranslation('shell');
  return SETTINGS.map(([key, label]) => (
    <Switch
      key={key}
      className="switch"
      isDisabled={key !== 'canDisplayTicker' && !preferences.ticker.canDisplayTicker}
      isSelected={preferences.ticker[key]}
      onChange={(on) => preferences.setTicker(key, on)}
    >
      <span className="switch-indicator" aria-hidden="true" />
      {t(label)}
    </Switch>
  ));
});
