import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../kit/forms/text-field';
import { type QuickSignInViewModel } from './quick-sign-in.view-model';

/** The device's biometry named for the user (Face ID, impressão digital…). */
export function useBiometryName(viewModel: QuickSignInViewModel): string {
  const { t } = useTranslation('native');
  return t(`types.${viewModel.offer?.type ?? 'none'}`);
}

/** What went wrong last, announced. */
export const QuickSignInNotice = observer(function QuickSignInNotice({
  viewModel,
}: {
  viewModel: QuickSignInViewModel;
}) {
  if (!viewModel.notice) return null;
  return (
    <p className="field-error" role="alert" data-testid="quick-sign-in-notice">
      {viewModel.notice}
    </p>
  );
});

/** The PIN field, with its rule's message beside it; what the user typed stays after a refusal. */
export const PinField = observer(function PinField({
  viewModel,
  id,
  label,
}: {
  viewModel: QuickSignInViewModel;
  id: string;
  label?: string;
}) {
  const { t } = useTranslation('native');
  return (
    <TextField
      id={id}
      label={label ?? t('pin.label')}
      hint={t('pin.hint')}
      value={viewModel.pin}
      onValueChange={viewModel.setPin}
      inputMode="numeric"
      autoComplete="one-time-code"
      type="password"
      maxLength={6}
      {...(viewModel.pinIssue ? { error: t(`problems.${viewModel.pinIssue}`) } : {})}
    />
  );
});

/** Choosing a PIN instead of biometry: the field, Save and Cancel. */
export const PinForm = observer(function PinForm({
  viewModel,
  onDone,
}: {
  viewModel: QuickSignInViewModel;
  onDone?: () => void;
}) {
  const { t } = useTranslation('native');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void viewModel.activatePin().then((done) => done && onDone?.());
  };
  return (
    <form className="pin-form" onSubmit={submit} noValidate>
      <PinField viewModel={viewModel} id="quick-pin-new" />
      <div className="dialog-actions">
        <button type="submit" className="button button-primary" disabled={viewModel.busy !== null}>
          {t('pin.save')}
        </button>
        <button type="button" className="button" onClick={() => viewModel.openPin(false)}>
          {t('pin.cancel')}
        </button>
      </div>
    </form>
  );
});
