import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRelative, lastUseWording, type SignedInDevice } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { LoadState } from '../kit/load-state';
import { DataExportViewModel, DevicesViewModel } from './privacy.view-model';
import './privacy.css';

/** The my-data tab: what the copy holds, how it arrives, and the button that asks for it. */
export const MyDataTab = observer(function MyDataTab() {
  const viewModel = useViewModel(DataExportViewModel);
  const { t } = useTranslation('account');
  const notice = viewModel.notice;
  return (
    <div className="my-data">
      <p>{t('myData.intro')}</p>
      <p>{t('myData.how')}</p>
      <p>
        <Button
          className="button button-primary"
          isDisabled={viewModel.requesting}
          aria-busy={viewModel.requesting}
          onPress={() => void viewModel.request()}
        >
          {viewModel.requesting ? t('myData.requesting') : t('myData.request')}
        </Button>
      </p>
      {notice ? (
        <div className="notice" role="status">
          <strong>{t('myData.sentTitle')}</strong>
          <p>{t('myData.sent', { email: notice.email, minutes: notice.minutes, hours: notice.hours })}</p>
        </div>
      ) : null}
    </div>
  );
});

/** A device's last use in words: now, a while ago, or its date. */
function useLastUse(device: SignedInDevice, readAt: Date): string {
  const { t } = useTranslation('account');
  const { locale } = useInjection(LocaleStore);
  const wording = lastUseWording(device.lastUsedAt, readAt);
  if (wording.kind === 'now') return t('devices.now');
  if (wording.kind === 'date') return formatDate(wording.date, locale, { dateStyle: 'medium' });
  const unit = wording.kind === 'minutes' ? 'minute' : wording.kind === 'hours' ? 'hour' : 'day';
  return formatRelative(-wording.count, unit, locale);
}

/** One device of the list. */
const DeviceItem = observer(function DeviceItem({
  device,
  viewModel,
}: {
  device: SignedInDevice;
  viewModel: DevicesViewModel;
}) {
  const { t } = useTranslation('account');
  const { locale } = useInjection(LocaleStore);
  const lastUse = useLastUse(device, viewModel.readAt);
  const name = `${device.browser} · ${device.system}`;
  return (
    <li className="device-item" aria-current={device.current ? 'true' : undefined}>
      <div className="device-item-text">
        <strong className="device-item-name">
          {name}
          {device.current ? <span className="badge">{t('devices.current')}</span> : null}
        </strong>
        <span>{t('devices.lastUsed', { when: lastUse })}</span>
        {device.confirmedAt ? (
          <span>
            {t('devices.confirmed', {
              date: formatDate(device.confirmedAt, locale, { dateStyle: 'medium' }),
            })}
          </span>
        ) : null}
        {device.ip ? <span>{t('devices.ip', { ip: device.ip })}</span> : null}
        <span>{t('devices.sessions', { count: device.sessions })}</span>
      </div>
      <Button
        className={device.current ? 'button button-danger' : 'button button-secondary'}
        aria-label={device.current ? t('devices.endCurrent') : t('devices.endOf', { name })}
        onPress={() => viewModel.confirm(device)}
      >
        {device.current ? t('devices.endCurrent') : t('devices.end')}
      </Button>
    </li>
  );
});

/** The devices tab: each signed-in device with its last use, the current one first and marked; any can be ended. */
export const DevicesTab = observer(function DevicesTab() {
  const viewModel = useViewModel(DevicesViewModel);
  const { t } = useTranslation('account');
  const confirming = viewModel.confirming;
  return (
    <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
      <p>{t('devices.intro')}</p>
      {viewModel.devices.length === 0 ? (
        <p>{t('devices.empty')}</p>
      ) : (
        <ul className="device-list" aria-label={t('devices.list')}>
          {viewModel.devices.map((device) => (
            <DeviceItem key={device.id} device={device} viewModel={viewModel} />
          ))}
        </ul>
      )}
      <ModalOverlay
        className="modal-overlay"
        isDismissable
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) viewModel.confirm(null);
        }}
      >
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            <Heading slot="title" className="dialog-title">
              {t('devices.confirmTitle')}
            </Heading>
            <p>
              {confirming?.current
                ? t('devices.confirmCurrentText')
                : t('devices.confirmText', { name: confirming ? `${confirming.browser} · ${confirming.system}` : '' })}
            </p>
            <div className="dialog-actions">
              <Button
                className="button button-danger"
                isDisabled={viewModel.ending}
                onPress={() => void viewModel.endConfirmed()}
              >
                {confirming?.current ? t('devices.endCurrent') : t('devices.end')}
              </Button>
              <Button className="button button-secondary" onPress={() => viewModel.confirm(null)}>
                {t('devices.cancel')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </LoadState>
  );
});
