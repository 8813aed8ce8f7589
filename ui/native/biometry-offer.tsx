import { observer } from 'mobx-react-lite';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../kit/injection';
import { QuickSignInChoices } from './biometry-settings';
import { QuickSignInNotice, useBiometryName } from './quick-sign-in-parts';
import { QuickSignInViewModel } from './quick-sign-in.view-model';

/**
 * The offer after a password sign-in inside the shell (afterLoginShowBiometry, biometry available, nothing set up
 * here): turn biometry on, use a PIN, or not now (the server is told, and does not ask again on this device).
 */
export const BiometryOffer = observer(function BiometryOffer({ onClose }: { onClose: () => void }) {
  const viewModel = useViewModel(QuickSignInViewModel);
  const { t } = useTranslation('native');
  const biometry = useBiometryName(viewModel);
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable={false}>
      <Modal className="modal">
        <Dialog className="dialog" aria-labelledby="biometry-offer-title">
          <Heading slot="title" id="biometry-offer-title" className="dialog-title">
            {t('offer.title')}
          </Heading>
          <p>{t('offer.text', { type: biometry })}</p>
          <QuickSignInChoices viewModel={viewModel} onDone={onClose} />
          {!viewModel.choosingPin && (
            <div className="dialog-actions dialog-actions-stacked">
              <button
                type="button"
                className="button button-link"
                disabled={viewModel.busy !== null}
                onClick={() => void viewModel.decline().then(onClose)}
              >
                {t('offer.notNow')}
              </button>
            </div>
          )}
          <QuickSignInNotice viewModel={viewModel} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
