import { observer } from 'mobx-react-lite';
import { type FormEvent, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useInjection, useViewModel } from '../kit/injection';
import { ShellStore } from '../shell/shell.store';
import { useTexts } from './use-texts';
import { PinField, QuickSignInNotice, useBiometryName } from './quick-sign-in-parts';
import { QuickSignInViewModel } from './quick-sign-in.view-model';

/**
 * The login page's quick sign-in, inside the native shell when this device has one: biometry (the device's check,
 * then its secret) or a PIN. Loaded only inside the shell; it draws nothing when no quick sign-in is set up here.
 */
const QuickSignInForm = observer(function QuickSignInForm() {
  const { search } = useLocation();
  const viewModel = useViewModel(QuickSignInViewModel, search);
  const { t } = useTranslation('native');
  const biometry = useBiometryName(viewModel);
  if (viewModel.method === null) return <QuickSignInNotice viewModel={viewModel} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void viewModel.signIn();
  };
  return (
    <section className="quick-sign-in" aria-labelledby="quick-sign-in-title">
      <h2 id="quick-sign-in-title">{t('signIn.title')}</h2>
      <form onSubmit={submit} noValidate>
        {viewModel.method === 'pin' && <PinField viewModel={viewModel} id="quick-pin" label={t('signIn.pin')} />}
        <button type="submit" className="button button-primary" disabled={viewModel.busy !== null}>
          {viewModel.method === 'pin' ? t('signIn.withPin') : t('signIn.withBiometry', { type: biometry })}
        </button>
      </form>
      <QuickSignInNotice viewModel={viewModel} />
      <p className="quick-sign-in-or">{t('signIn.orPassword')}</p>
    </section>
  );
});

const NAMESPACES = ['native'];

/** The quick sign-in once its texts and the native side are there (nothing when the native side failed to start). */
export default function QuickSignInPanel() {
  const texts = useTexts(NAMESPACES);
  const { nativeSide } = useInjection(ShellStore);
  const started = nativeSide ? use(nativeSide) : false;
  return texts && started ? <QuickSignInForm /> : null;
}
