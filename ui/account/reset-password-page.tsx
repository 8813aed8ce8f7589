import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { parseLocale, passwordRuleHint } from '../../core';
import { FormField } from '../kit/forms/form-controls';
import { FormFrame } from '../kit/forms/form-frame';
import { useModelForm } from '../kit/forms/use-model-form';
import { useViewModel } from '../kit/injection';
import { PublicFormPage } from '../kit/public-form-page';
import { PATHS } from '../shell/paths';
import { ResetPasswordViewModel } from './access-forms.view-model';
import { ResetPasswordDto } from './dto/account-forms.dto';

/** /pages/reset-password?token=…: the new password, twice. */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const { search } = useLocation();
  const viewModel = useViewModel(ResetPasswordViewModel, search);
  const { form } = viewModel;
  const { t, i18n } = useTranslation('account');
  const { control, onSubmit } = useModelForm(form, ResetPasswordDto);
  return (
    <PublicFormPage
      id="reset-title"
      title={t('resetPassword.title')}
      intro={viewModel.token ? t('resetPassword.intro') : t('resetPassword.missingToken')}
      footer={<Link to={PATHS.forgotPassword}>{t('forgotPassword.title')}</Link>}
    >
      {viewModel.token && (
        <FormFrame
          labelledBy="reset-title"
          busy={form.pending}
          onSubmit={onSubmit}
          submitLabel={t('resetPassword.submit')}
        >
          <FormField
            control={control}
            name="password"
            id="reset-password"
            label={t('resetPassword.password')}
            hint={passwordRuleHint(parseLocale(i18n.language))}
            type="password"
            autoComplete="new-password"
            aria-required
          />
          <FormField
            control={control}
            name="repeat"
            id="reset-repeat"
            label={t('resetPassword.repeat')}
            type="password"
            autoComplete="new-password"
            aria-required
          />
        </FormFrame>
      )}
    </PublicFormPage>
  );
});
