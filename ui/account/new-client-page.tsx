import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NewClientDto } from './dto/account-forms.dto';
import { applyIssues } from '../kit/forms/apply-issues';
import { FormField, SentNotice, SubmitButton } from '../kit/forms/form-controls';
import { useViewModel } from '../kit/injection';
import { PATHS } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { NewClientViewModel } from './access-forms.view-model';

/** /pages/new-client: name, e-mail and phone for the commercial team. */
export const NewClientPage = observer(function NewClientPage() {
  const viewModel = useViewModel(NewClientViewModel);
  const { t } = useTranslation('account');
  usePageTitle(t('newClient.title'));
  const { control, handleSubmit, setError } = useForm<NewClientDto>({ resolver: classValidatorResolver(NewClientDto), defaultValues: { ...new NewClientDto() } });
  const onSubmit = handleSubmit(async (values) => applyIssues(setError, await viewModel.submit(values)));
  return (
    <section className="page auth-card" aria-labelledby="new-client-title">
      <h1 id="new-client-title">{t('newClient.title')}</h1>
      <p>{t('newClient.intro')}</p>
      {viewModel.sent && <SentNotice title={t('newClient.sentTitle')} message={t('newClient.sent')} />}
      <form noValidate aria-labelledby="new-client-title" aria-busy={viewModel.submitting} onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="form-fields" disabled={viewModel.submitting}>
          <FormField control={control} name="name" id="new-client-name" label={t('common.name')} autoComplete="name" aria-required />
          <FormField control={control} name="email" id="new-client-email" label={t('common.email')} type="email" autoComplete="email" aria-required />
          <FormField control={control} name="phone" id="new-client-phone" label={t('common.phone')} mask="phone" inputMode="tel" autoComplete="tel" aria-required />
          <SubmitButton busy={viewModel.submitting}>{t('newClient.submit')}</SubmitButton>
        </fieldset>
      </form>
      <p>
        <Link to={PATHS.login}>{t('common.backToLogin')}</Link>
      </p>
    </section>
  );
});
