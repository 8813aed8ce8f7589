import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { noRightsDialog, Profile, type ContentListItem } from '../../core';
import { useInjection } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { pagePath } from '../shell/paths';
import { ShellStore } from '../shell/shell.store';
import { SUPPORT_ADDRESS } from './support-address';

/** The no-rights dialog itself (react-aria's modal), loaded the first time a locked item is opened. */
const NoRightsModal = observer(function NoRightsModal({
  item,
  onClose,
}: {
  item: ContentListItem | null;
  onClose: () => void;
}) {
  const shell = useInjection(ShellStore);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('content');
  const dialog = noRightsDialog(shell.user?.profile ?? Profile.FREE, locale);
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable
    >
      <Modal className="modal">
        <Dialog className="dialog" data-location={dialog.location}>
          <Heading slot="title" className="dialog-title">
            {dialog.title}
          </Heading>
          {item ? <p className="no-rights-item">{item.title}</p> : null}
          <p>{dialog.message}</p>
          <div className="dialog-actions">
            <Link className="button button-primary" to={pagePath('plans')}>
              {t(`upsell.${dialog.action}`)}
            </Link>
            <a className="button button-secondary" href={SUPPORT_ADDRESS}>
              {t('upsell.contactSupport')}
            </a>
            <button type="button" className="button button-ghost" onClick={onClose}>
              {t('upsell.close')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});

export default NoRightsModal;
