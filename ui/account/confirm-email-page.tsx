import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EMAILED_CODE_LENGTH } from '../../core';
import { FormField } from '../kit/forms/form-controls';
import { FormFrame } from '../kit/forms/form-frame';
import { useModelForm } from '../kit/forms/use-model-form';
import { useViewModel } from '../kit/injection';
import { PublicFormPage } from '../kit/public-form-page';
import { PATHS } from '../shell/paths';
import { ConfirmEmailViewModel } from './confirm-email.view-model';
import { ConfirmEmailDto } from './dto/account-forms.dto';

/** /pages/confirm-email: the code mailed at registration (valid up to 2 hours), with resend. */
export const ConfirmEmailPage = observer(function ConfirmEmailPage() {
  const { search } = useLocation();
  const viewModel = useViewModel(ConfirmEmailViewModel, search);
  const { t } = useTranslation('account');
  const { control, onSubmit } = useModelForm(viewModel.form, ConfirmEmailDto);
  let intro = t('confirmEmail.missingToken');
  if (viewModel.hasToken)
    intro = viewModel.email ? t('confirmEmail.intro', { email: viewModel.email }) : t('confirmEmail.introNoEmail');
  return (
    <PublicFormPage
      id="confirm-email-title"
      title={t('confirmEmail.title')}
      intro={intro}
      footer={!viewModel.hasToken && <Link to={PATHS.register}>{t('register.title')}</Link>}
    >
      {viewModel.hasToken && (
        <FormFrame
          labelledBy="confirm-email-title"
          busy={viewModel.busy}
          submitting={viewModel.form.pending}
          onSubmit={onSubmit}
          submitLabel={t('confirmEmail.validate')}
          actions={
            <button type="button" className="button button-secondary" onClick={() => void viewModel.resend()}>
              {t('confirmEmail.resend')}
            </button>
          }
        >
          <FormField
            control={control}
            name="code"
            id="confirm-email-code"
            label={t('confirmEmail.code')}
            hint={t('confirmEmail.codeHint')}
            className="code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={EMAILED_CODE_LENGTH}
            aria-required
          />
        </FormFrame>
      )}
    </PublicFormPage>
  );
});
