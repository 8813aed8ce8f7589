import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

// The policy is loaded with its dialog, the first time a visitor opens it.
const PrivacyPolicy = lazy(async () => ({ default: (await import('./privacy-policy')).PrivacyPolicy }));

/** The privacy-policy dialog of the public pages (react-aria's modal): loaded the first time a visitor opens it. */
export default function PrivacyPolicyModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="modal modal-wide">
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog-title">
                {t('privacyPolicy')}
              </Heading>
              <Suspense fallback={<p>{t('loading')}</p>}>
                <PrivacyPolicy />
              </Suspense>
              <div className="dialog-actions">
                <Button className="button button-primary" onPress={close}>
                  {t('close')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
