import { observer } from 'mobx-react-lite';
import { type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Popover, Switch } from 'react-aria-components';
import { type TickerSettings } from '../../core';
import { useInjection } from '../kit/injection';
import { PreferencesStore } from '../shell/preferences.store';

/** The ticker's settings: shown or hidden, at the top or in the footer, only important, only highlights (react-aria's popover). */
const TickerSettingsPopover = observer(function TickerSettingsPopover({
  triggerRef,
  isOpen,
  onOpenChange,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preferences = useInjection(PreferencesStore);
  const { t } = useTranslation('content');
  const toggle = (key: keyof TickerSettings, label: string) => (
    <Switch className="switch" isSelected={preferences.ticker[key]} onChange={(on) => preferences.setTicker(key, on)}>
      <span className="switch-indicator" aria-hidden="true" />
      {label}
    </Switch>
  );
  return (
    <Popover
      className="popover"
      placement="bottom end"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Dialog className="ticker-settings" aria-label={t('ticker.settings')}>
        {toggle('canDisplayTicker', t('ticker.show'))}
        {toggle('tickerViewAtTheTop', t('ticker.atTop'))}
        {toggle('viewImportantTickers', t('ticker.important'))}
        {toggle('viewHighlightsTickers', t('ticker.highlights'))}
      </Dialog>
    </Popover>
  );
});

export default TickerSettingsPopover;
