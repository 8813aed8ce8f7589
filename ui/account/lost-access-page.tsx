import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LostAccessDto } from './dto/account-forms.dto';
import { applyIssues } from '../kit/forms/apply-issues';
import { FormField, SentNotice, SubmitButton } from '../kit/forms/form-controls';
import { useViewModel } from '../kit/injection';
import { PATHS } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { LostAccessViewModel } from './access-forms.view-model';

/** /pages/lost-access: e-mail, phone and message for customer service. */
export const LostAccessPage = observer(function LostAccessPage() {
  const viewModel = useViewModel(LostAccessViewModel);
  const { t } = useTranslation('account');
  usePageTitle(t('lostAccess.title'));
  const { control, handleSubmit, setError } = useForm<LostAccessDto>({ resolver: classValidatorResolver(LostAccessDto), defaultValues: { ...new LostAccessDto() } });
  const onSubmit = handleSubmit(async (values) => applyIssues(setError, await viewModel.submit(values)));
  return (
    <section className="page auth-card" aria-labelledby="lost-access-title">
      <h1 id="lost-access-title">{t('lostAccess.title')}</h1>
      <p>{t('lostAccess.intro')}</p>
      {viewModel.sent && <SentNotice title={t('lostAccess.sentTitle')} message={t('lostAccess.sent')} />}
      <form noValidate aria-labelledby="lost-access-title" aria-busy={viewModel.submitting} onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="form-fields" disabled={viewModel.submitting}>
          <FormField control={control} name="email" id="lost-access-email" label={t('common.email')} type="email" autoComplete="email" aria-required />
          <FormField control={control} name="phone" id="lost-access-phone" label={t('common.phone')} mask="phone" inputMode="tel" autoComplete="tel" aria-required />
          <FormField control={control} name="message" id="lost-access-message" label={t('lostAccess.message')} multiline aria-required />
          <SubmitButton busy={viewModel.submitting}>{t('lostAccess.submit')}</SubmitButton>
        </fieldset>
      </form>
      <p>
        <Link to={PATHS.login}>{t('common.backToLogin')}</Link>
      </p>
    </section>
  );
});
