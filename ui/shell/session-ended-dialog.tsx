import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { otherMessage } from '../../core';
import { useInjection } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { SessionEndedStore } from './session-ended.store';
import { ShellStore } from './shell.store';

/** The single session-ended dialog, saying why (simultaneous access, or simply ended): one OK button, which logs out. */
export const SessionEndedDialog = observer(function SessionEndedDialog() {
  const sessionEnded = useInjection(SessionEndedStore);
  const shell = useInjection(ShellStore);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('common');
  return (
    <ModalOverlay className="modal-overlay" isOpen={sessionEnded.open} isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title" className="dialog-title">
            {otherMessage('sessionEndedTitle', locale)}
          </Heading>
          <p>
            {otherMessage(sessionEnded.reason === 'concurrent-access' ? 'concurrentAccess' : 'sessionEnded', locale)}
          </p>
          <div className="dialog-actions">
            <Button className="button button-primary" autoFocus onPress={() => void shell.acceptSessionEnded()}>
              {t('ok')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
