import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import BiometrySettings from './biometry-settings';

/** The user menu's Biometry: the quick sign-in settings of this device in a dialog. */
export function BiometryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['native', 'common']);
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal">
        <Dialog className="dialog" aria-labelledby="biometry-dialog-title">
          <Heading slot="title" id="biometry-dialog-title" className="dialog-title">
            {t('native:settings.title')}
          </Heading>
          <BiometrySettings />
          <div className="dialog-actions">
            <Button className="button" onPress={onClose}>
              {t('common:close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
