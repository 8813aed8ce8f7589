import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ResetPasswordDto } from './dto/account-forms.dto';
import { applyIssues } from '../kit/forms/apply-issues';
import { FormField, SubmitButton } from '../kit/forms/form-controls';
import { useViewModel } from '../kit/injection';
import { PATHS } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { ResetPasswordViewModel } from './access-forms.view-model';

/** /pages/reset-password?token=…: the new password, twice. */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const { search } = useLocation();
  const viewModel = useViewModel(ResetPasswordViewModel, search);
  const { t } = useTranslation('account');
  usePageTitle(t('resetPassword.title'));
  const { control, handleSubmit, setError } = useForm<ResetPasswordDto>({ resolver: classValidatorResolver(ResetPasswordDto), defaultValues: { ...new ResetPasswordDto() } });
  const onSubmit = handleSubmit(async (values) => applyIssues(setError, await viewModel.submit(values)));
  return (
    <section className="page auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('resetPassword.title')}</h1>
      {viewModel.token ? (
        <>
          <p>{t('resetPassword.intro')}</p>
          <form noValidate aria-labelledby="reset-title" aria-busy={viewModel.submitting} onSubmit={(event) => void onSubmit(event)}>
            <fieldset className="form-fields" disabled={viewModel.submitting}>
              <FormField control={control} name="password" id="reset-password" label={t('resetPassword.password')} type="password" autoComplete="new-password" aria-required />
              <FormField control={control} name="repeat" id="reset-repeat" label={t('resetPassword.repeat')} type="password" autoComplete="new-password" aria-required />
              <SubmitButton busy={viewModel.submitting}>{t('resetPassword.submit')}</SubmitButton>
            </fieldset>
          </form>
        </>
      ) : (
        <p>{t('resetPassword.missingToken')}</p>
      )}
      <p>
        <Link to={PATHS.forgotPassword}>{t('forgotPassword.title')}</Link>
      </p>
    </section>
  );
});
