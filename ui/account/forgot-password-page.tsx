import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ForgotPasswordDto } from './dto/account-forms.dto';
import { applyIssues } from '../kit/forms/apply-issues';
import { FormField, SentNotice, SubmitButton } from '../kit/forms/form-controls';
import { useViewModel } from '../kit/injection';
import { PATHS } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { ForgotPasswordViewModel } from './access-forms.view-model';

/** /pages/forgot-password: the e-mail that receives a reset link. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const viewModel = useViewModel(ForgotPasswordViewModel);
  const { t } = useTranslation('account');
  usePageTitle(t('forgotPassword.title'));
  const { control, handleSubmit, setError } = useForm<ForgotPasswordDto>({ resolver: classValidatorResolver(ForgotPasswordDto), defaultValues: { ...new ForgotPasswordDto() } });
  const onSubmit = handleSubmit(async ({ email }) => applyIssues(setError, await viewModel.submit(email)));
  return (
    <section className="page auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgotPassword.title')}</h1>
      <p>{t('forgotPassword.intro')}</p>
      {viewModel.sent && <SentNotice title={t('forgotPassword.sentTitle')} message={t('forgotPassword.sent', { email: viewModel.sentTo })} />}
      <form noValidate aria-labelledby="forgot-title" aria-busy={viewModel.submitting} onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="form-fields" disabled={viewModel.submitting}>
          <FormField control={control} name="email" id="forgot-email" label={t('common.email')} type="email" autoComplete="email" aria-required />
          <SubmitButton busy={viewModel.submitting}>{t('forgotPassword.submit')}</SubmitButton>
        </fieldset>
      </form>
      <p>
        <Link to={PATHS.login}>{t('common.backToLogin')}</Link>
      </p>
    </section>
  );
});
