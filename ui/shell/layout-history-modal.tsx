import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { type LayoutVersion } from '../../core';
import { useViewModel } from '../kit/injection';
import { LoadState } from '../kit/load-state';
import { LayoutHistoryViewModel } from './layout-history.view-model';

/** What a version holds, in short: theme, font sizes, alignment, ticker, favourites and saved news. */
function VersionSummary({ config }: { config: LayoutVersion['config'] }) {
  const { t } = useTranslation('shell');
  const favourites = config.favoriteContent.reduce((sum, group) => sum + group.content.length, 0);
  const ticker = !config.canDisplayTicker
    ? t('layoutHistory.tickerHidden')
    : config.tickerViewAtTheTop
      ? t('layoutHistory.tickerTop')
      : t('layoutHistory.tickerFooter');
  return (
    <dl className="data-list layout-version-summary">
      <div>
        <dt>{t('menu.theme')}</dt>
        <dd>{t(`menu.themes.${config.theme}`)}</dd>
      </div>
      <div>
        <dt>{t('fontSize')}</dt>
        <dd>{`${config.zoom}%`}</dd>
      </div>
      <div>
        <dt>{t('menu.detailZoom')}</dt>
        <dd>{`${config.zoomDetail}%`}</dd>
      </div>
      <div>
        <dt>{t('menu.alignment')}</dt>
        <dd>{t(`menu.alignments.${config.formatAlignDetail}`)}</dd>
      </div>
      <div>
        <dt>{t('layoutHistory.ticker')}</dt>
        <dd>{ticker}</dd>
      </div>
      <div>
        <dt>{t('layoutHistory.saved')}</dt>
        <dd>{t('layoutHistory.savedCounts', { favourites, news: config.saved_news.length })}</dd>
      </div>
    </dl>
  );
}

/** The versions, newest first; an observer of its own, since the dialog draws its content through a render function. */
const VersionList = observer(function VersionList({ viewModel }: { viewModel: LayoutHistoryViewModel }) {
  const { t } = useTranslation('shell');
  const list = useRef<HTMLOListElement>(null);
  // The pressed button goes with the list it was in: the focus stays in the dialog, on the list.
  const restore = async (id: number) => {
    await viewModel.restore(id);
    list.current?.focus();
  };
  return (
    <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
      {viewModel.versions.length === 0 ? (
        <p>{t('layoutHistory.empty')}</p>
      ) : (
        <ol ref={list} tabIndex={-1} className="layout-versions" aria-label={t('layoutHistory.versions')}>
          {viewModel.versions.map((version, index) => (
            <li key={version.id} className="layout-version">
              <h3 className="layout-version-title">
                {t('layoutHistory.created', { when: viewModel.when(version.createdAt) })}
              </h3>
              <p className="layout-version-updated">
                {t('layoutHistory.updated', { when: viewModel.when(version.updatedAt) })}
              </p>
              <VersionSummary config={version.config} />
              {index === 0 ? (
                <p className="badge">{t('layoutHistory.current')}</p>
              ) : (
                <Button
                  className="button button-secondary"
                  isDisabled={viewModel.restoring !== null}
                  aria-label={t('layoutHistory.restoreVersion', {
                    when: viewModel.when(version.updatedAt),
                  })}
                  onPress={() => void restore(version.id)}
                >
                  {t('layoutHistory.restore')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </LoadState>
  );
});

/** The layout history (react-aria's modal): loaded the first time it is opened from the user menu. */
const LayoutHistoryModal = observer(function LayoutHistoryModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const viewModel = useViewModel(LayoutHistoryViewModel);
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="modal modal-wide">
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog-title">
                {t('layoutHistory.title')}
              </Heading>
              <p>{t('layoutHistory.intro')}</p>
              <VersionList viewModel={viewModel} />
              <div className="dialog-actions">
                <Button className="button button-primary" onPress={close}>
                  {t('layoutHistory.close')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});

export default LayoutHistoryModal;
