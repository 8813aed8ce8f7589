import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { ChangePasswordViewModel } from './change-password.view-model';
import { ChangePasswordDto } from './dto/account-forms.dto';
import { applyIssues } from '../kit/forms/apply-issues';
import { FormField, SubmitButton } from '../kit/forms/form-controls';

/** The change-password form: current, new and repeat (SPEC §5); emptied only once the password changed. */
export const ChangePasswordForm = observer(function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  const viewModel = useViewModel(ChangePasswordViewModel);
  const { t } = useTranslation('account');
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordDto>({ resolver: classValidatorResolver(ChangePasswordDto), defaultValues: { ...new ChangePasswordDto() } });
  const onSubmit = handleSubmit(async (values) => {
    const { ok, issues } = await viewModel.submit(values);
    if (ok) reset();
    else applyIssues(setError, issues);
  });
  return (
    <form noValidate aria-labelledby={labelledBy} aria-busy={viewModel.submitting} onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="form-fields" disabled={viewModel.submitting}>
        <FormField control={control} name="current" id="change-password-current" label={t('changePassword.current')} type="password" autoComplete="current-password" aria-required />
        <FormField control={control} name="next" id="change-password-next" label={t('changePassword.next')} type="password" autoComplete="new-password" aria-required />
        <FormField control={control} name="repeat" id="change-password-repeat" label={t('changePassword.repeat')} type="password" autoComplete="new-password" aria-required />
        <SubmitButton busy={viewModel.submitting}>{t('changePassword.submit')}</SubmitButton>
      </fieldset>
    </form>
  );
});

/** /change-password: the form on its own page. */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('changePassword.title'));
  return (
    <section className="page" aria-labelledby="change-password-title">
      <h1 id="change-password-title">{t('changePassword.title')}</h1>
      <p>{t('changePassword.intro')}</p>
      <ChangePasswordForm labelledBy="change-password-title" />
    </section>
  );
}
