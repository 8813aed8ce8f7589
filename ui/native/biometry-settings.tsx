import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection, useViewModel } from '../kit/injection';
import { ShellStore } from '../shell/shell.store';
import { PinForm, QuickSignInNotice, useBiometryName } from './quick-sign-in-parts';
import { QuickSignInViewModel } from './quick-sign-in.view-model';

/** The choices of a device without quick sign-in: biometry when it has some, or a PIN. */
export const QuickSignInChoices = observer(function QuickSignInChoices({
  viewModel,
  onDone,
}: {
  viewModel: QuickSignInViewModel;
  onDone?: () => void;
}) {
  const { t } = useTranslation('native');
  const biometry = useBiometryName(viewModel);
  if (viewModel.choosingPin) return <PinForm viewModel={viewModel} {...(onDone ? { onDone } : {})} />;
  return (
    <div className="dialog-actions dialog-actions-stacked">
      {viewModel.offer?.available && (
        <button
          type="button"
          className="button button-primary"
          disabled={viewModel.busy !== null}
          onClick={() => void viewModel.activateBiometry().then((done) => done && onDone?.())}
        >
          {t('settings.activate', { type: biometry })}
        </button>
      )}
      <button type="button" className="button" onClick={() => viewModel.openPin(true)}>
        {viewModel.offer?.available ? t('settings.usePin') : t('offer.usePin')}
      </button>
    </div>
  );
});

/** The account's quick sign-in tab (the user menu's Biometry): what is on here, turning it on or off, or a PIN. */
const BiometrySettings = observer(function BiometrySettings() {
  const shell = useInjection(ShellStore);
  const viewModel = useViewModel(QuickSignInViewModel);
  const { t } = useTranslation('native');
  const biometry = useBiometryName(viewModel);
  if (!shell.isApp) return <p>{t('settings.outsideApp')}</p>;
  return (
    <div className="biometry-settings">
      <p>{t('settings.intro')}</p>
      <p role="status" data-testid="quick-sign-in-state">
        {viewModel.method === 'biometry'
          ? t('settings.onBiometry', { type: biometry })
          : viewModel.method === 'pin'
            ? t('settings.onPin')
            : t('settings.off')}
      </p>
      {viewModel.offer && !viewModel.offer.available && viewModel.method === null && <p>{t('settings.unavailable')}</p>}
      {viewModel.changed && (
        <p className="field-hint">{viewModel.changed === 'on' ? t('settings.turnedOn') : t('settings.turnedOff')}</p>
      )}
      {viewModel.method === null ? (
        <QuickSignInChoices viewModel={viewModel} />
      ) : (
        <div className="dialog-actions">
          <button
            type="button"
            className="button"
            disabled={viewModel.busy !== null}
            onClick={() => void viewModel.turnOff()}
          >
            {t('settings.turnOff')}
          </button>
          {viewModel.method === 'biometry' && (
            <button type="button" className="button" onClick={() => viewModel.openPin(true)}>
              {t('settings.usePin')}
            </button>
          )}
        </div>
      )}
      {viewModel.method !== null && viewModel.choosingPin && <PinForm viewModel={viewModel} />}
      <QuickSignInNotice viewModel={viewModel} />
    </div>
  );
});

export default BiometrySettings;
