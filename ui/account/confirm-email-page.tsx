import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CONFIRMATION_CODE_LENGTH } from '../../core';
import { ConfirmEmailDto } from './dto/account-forms.dto';
import { applyIssues } from '../kit/forms/apply-issues';
import { FormField, SubmitButton } from '../kit/forms/form-controls';
import { useViewModel } from '../kit/injection';
import { PATHS } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { ConfirmEmailViewModel } from './confirm-email.view-model';

/** /pages/confirm-email: the code mailed at registration (valid up to 2 hours), with resend. */
export const ConfirmEmailPage = observer(function ConfirmEmailPage() {
  const { search } = useLocation();
  const viewModel = useViewModel(ConfirmEmailViewModel, search);
  const { t } = useTranslation('account');
  usePageTitle(t('confirmEmail.title'));
  const { control, handleSubmit, setError } = useForm<ConfirmEmailDto>({ resolver: classValidatorResolver(ConfirmEmailDto), defaultValues: { ...new ConfirmEmailDto() } });
  const onSubmit = handleSubmit(async ({ code }) => applyIssues(setError, await viewModel.submit(code)));
  return (
    <section className="page auth-card" aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title">{t('confirmEmail.title')}</h1>
      {viewModel.hasToken ? (
        <>
          <p>{viewModel.email ? t('confirmEmail.intro', { email: viewModel.email }) : t('confirmEmail.introNoEmail')}</p>
          <form noValidate aria-labelledby="confirm-email-title" aria-busy={viewModel.busy} onSubmit={(event) => void onSubmit(event)}>
            <fieldset className="form-fields" disabled={viewModel.busy}>
              <FormField
                control={control}
                name="code"
                id="confirm-email-code"
                label={t('confirmEmail.code')}
                hint={t('confirmEmail.codeHint')}
                className="code-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={CONFIRMATION_CODE_LENGTH}
                aria-required
              />
              <div className="form-actions">
                <SubmitButton busy={viewModel.submitting}>{t('confirmEmail.validate')}</SubmitButton>
                <button type="button" className="button button-secondary" onClick={() => void viewModel.resend()}>
                  {t('confirmEmail.resend')}
                </button>
              </div>
            </fieldset>
          </form>
        </>
      ) : (
        <>
          <p>{t('confirmEmail.missingToken')}</p>
          <p>
            <Link to={PATHS.register}>{t('register.title')}</Link>
          </p>
        </>
      )}
    </section>
  );
});
