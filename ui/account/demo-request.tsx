import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_TRIAL_DAYS, type DemoEligibility } from '../../core';
import { applyIssues } from '../kit/forms/form-issues';
import { FormField } from '../kit/forms/form-controls';
import { FormFrame } from '../kit/forms/form-frame';
import { useModelForm } from '../kit/forms/use-model-form';
import { PhoneDto } from './dto/account-forms.dto';
import { type SignatureViewModel } from './signature.view-model';

/** The phone step of a demo request: the phone on record, or the check-info field message (not found, invalid format). */
const DemoPhoneForm = observer(function DemoPhoneForm({
  viewModel,
  demo,
}: {
  viewModel: SignatureViewModel;
  demo: DemoEligibility;
}) {
  const { t } = useTranslation('account');
  const { control, onSubmit, form } = useModelForm(viewModel.demoForm, PhoneDto, { defaults: { phone: demo.phone } });
  // The check-info step's field messages show from the start.
  useEffect(() => applyIssues(form.setError, demo.issues), [demo, form.setError]);
  return (
    <FormFrame
      labelledBy="demo-title"
      busy={viewModel.demoBusy}
      onSubmit={onSubmit}
      submitLabel={t('signature.demoConfirm')}
    >
      <FormField
        control={control}
        name="phone"
        id="demo-phone"
        label={t('common.phone')}
        mask="phone"
        inputMode="tel"
        autoComplete="tel"
        aria-required
      />
    </FormFrame>
  );
});

/** The 7-day demo request of a Free user: start, check-info, phone, confirm. */
export const DemoRequest = observer(function DemoRequest({ viewModel }: { viewModel: SignatureViewModel }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="demo-title">
      <h3 id="demo-title">{t('signature.demoTitle', { days: DEMO_TRIAL_DAYS })}</h3>
      <p>{t('signature.demoIntro', { days: DEMO_TRIAL_DAYS })}</p>
      {viewModel.demo ? (
        <DemoPhoneForm viewModel={viewModel} demo={viewModel.demo} />
      ) : (
        <button
          type="button"
          className="button button-primary"
          disabled={viewModel.demoBusy}
          onClick={() => void viewModel.startDemo()}
        >
          {t('signature.demoStart')}
        </button>
      )}
    </section>
  );
});
