import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneDto } from './dto/account-forms.dto';
import { applyIssues } from '../kit/forms/apply-issues';
import { FormField, SubmitButton } from '../kit/forms/form-controls';
import { type SignatureViewModel } from './signature.view-model';

/** The phone step of a demo request: the phone on record, or the check-info field message (not found, invalid format). */
const DemoPhoneForm = observer(function DemoPhoneForm({ viewModel }: { viewModel: SignatureViewModel }) {
  const { t } = useTranslation('account');
  const demo = viewModel.demo!;
  const { control, handleSubmit, setError } = useForm<PhoneDto>({ resolver: classValidatorResolver(PhoneDto), defaultValues: { phone: demo.phone } });
  // The check-info step's field messages show from the start.
  useEffect(() => applyIssues(setError, demo.issues), [demo, setError]);
  const onSubmit = handleSubmit(async ({ phone }) => applyIssues(setError, await viewModel.confirmDemo(phone)));
  return (
    <form noValidate aria-labelledby="demo-title" aria-busy={viewModel.demoBusy} onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="form-fields" disabled={viewModel.demoBusy}>
        <FormField control={control} name="phone" id="demo-phone" label={t('common.phone')} mask="phone" inputMode="tel" autoComplete="tel" aria-required />
        <SubmitButton busy={viewModel.demoBusy}>{t('signature.demoConfirm')}</SubmitButton>
      </fieldset>
    </form>
  );
});

/** The 7-day demo request of a Free user: start, check-info, phone, confirm. */
export const DemoRequest = observer(function DemoRequest({ viewModel }: { viewModel: SignatureViewModel }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="demo-title">
      <h3 id="demo-title">{t('signature.demoTitle')}</h3>
      <p>{t('signature.demoIntro')}</p>
      {viewModel.demo ? (
        <DemoPhoneForm viewModel={viewModel} />
      ) : (
        <button type="button" className="button button-primary" disabled={viewModel.demoBusy} onClick={() => void viewModel.startDemo()}>
          {t('signature.demoStart')}
        </button>
      )}
    </section>
  );
});
