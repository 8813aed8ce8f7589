import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

// The policy is loaded with its dialog, the first time a visitor opens it.
const PrivacyPolicy = lazy(async () => ({ default: (await import('./privacy-policy')).PrivacyPolicy }));

/** The privacy-policy link of the public pages: a dialog with the policy for visitors. */
export function PrivacyPolicyDialog() {
  const { t } = useTranslation('common');
  return (
    <DialogTrigger>
      <Button className="link-button">{t('privacyPolicy')}</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
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
    </DialogTrigger>
  );
}
