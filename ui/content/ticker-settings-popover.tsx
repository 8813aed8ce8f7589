import { observer } from 'mobx-react-lite';
import { type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Popover } from 'react-aria-components';
import { TickerSwitches } from '../shell/ticker-switches';

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
  const { t } = useTranslation('content');
  return (
    <Popover
      className="popover"
      placement="bottom end"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Dialog className="ticker-settings" aria-label={t('ticker.settings')}>
        <TickerSwitches />
      </Dialog>
    </Popover>
  );
});

export default TickerSettingsPopover;
