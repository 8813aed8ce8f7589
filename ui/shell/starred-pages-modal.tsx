import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router-dom';
import { STARRED_PAGES_MAX } from '../../core';
import { useInjection } from '../kit/injection';
import { StarredPagesStore } from './starred-pages.store';

/** The starred pages (at most 10): each opens its page or is unstarred; loaded when the user menu's entry is pressed. */
const StarredPagesModal = observer(function StarredPagesModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const store = useInjection(StarredPagesStore);
  const { t } = useTranslation('shell');
  const pages = store.pages;
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="modal">
        <Dialog className="dialog starred-pages">
          {({ close }) => (
            <>
              <Heading slot="title">{`${t('starred.title')} (${pages.length}/${STARRED_PAGES_MAX})`}</Heading>
              <p>{t('starred.intro')}</p>
              {pages.length === 0 ? (
                <p>{t('starred.empty')}</p>
              ) : (
                <ul className="starred-pages-list" aria-label={t('starred.title')}>
                  {pages.map((page) => (
                    <li key={page.path}>
                      <Link to={page.path} onClick={close}>
                        {page.title}
                      </Link>
                      <Button
                        className="button button-ghost"
                        aria-label={t('starred.remove', { title: page.title })}
                        onPress={() => store.unstar(page.path)}
                      >
                        <span aria-hidden="true">★</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <Button className="button button-secondary" onPress={close}>
                {t('starred.close')}
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});

export default StarredPagesModal;
