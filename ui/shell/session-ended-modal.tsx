import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { otherMessage, userDisabledNotice } from '../../core';
import { useInjection } from '../kit/injection';
import { useCatalogue } from '../kit/i18n/use-catalogue';
import { SessionEndedStore } from './session-ended.store';
import { ShellStore } from './shell.store';

/** The session-ended dialog itself (react-aria's modal), loaded the first time a session ends. */
const SessionEndedModal = observer(function SessionEndedModal() {
  const sessionEnded = useInjection(SessionEndedStore);
  const shell = useInjection(ShellStore);
  const catalogue = useCatalogue();
  const { t } = useTranslation('common');
  const { title, message } =
    sessionEnded.reason === 'user-disabled'
      ? userDisabledNotice(catalogue)
      : {
          title: otherMessage('sessionEndedTitle', catalogue),
          message: otherMessage(
            sessionEnded.reason === 'concurrent-access' ? 'concurrentAccess' : 'sessionEnded',
            catalogue,
          ),
        };
  return (
    <ModalOverlay className="modal-overlay" isOpen={sessionEnded.open} isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          <p>{message}</p>
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

export default SessionEndedModal;
