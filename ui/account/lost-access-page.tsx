import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormField } from '../kit/forms/form-controls';
import { FormFrame, SentNotice } from '../kit/forms/form-frame';
import { useModelForm } from '../kit/forms/use-model-form';
import { useViewModel } from '../kit/injection';
import { PublicFormPage } from '../kit/public-form-page';
import { PATHS } from '../shell/paths';
import { LostAccessViewModel } from './access-forms.view-model';
import { LostAccessDto } from './dto/account-forms.dto';

/** /pages/lost-access: e-mail, phone and message for customer service. */
export const LostAccessPage = observer(function LostAccessPage() {
  const { form } = useViewModel(LostAccessViewModel);
  const { t } = useTranslation('account');
  const { control, onSubmit } = useModelForm(form, LostAccessDto);
  return (
    <PublicFormPage
      id="lost-access-title"
      title={t('lostAccess.title')}
      intro={t('lostAccess.intro')}
      notice={form.done && <SentNotice title={t('lostAccess.sentTitle')} message={t('lostAccess.sent')} />}
      footer={<Link to={PATHS.login}>{t('common.backToLogin')}</Link>}
    >
      <FormFrame
        labelledBy="lost-access-title"
        busy={form.pending}
        onSubmit={onSubmit}
        submitLabel={t('lostAccess.submit')}
      >
        <FormField
          control={control}
          name="email"
          id="lost-access-email"
          label={t('common.email')}
          type="email"
          autoComplete="email"
          aria-required
        />
        <FormField
          control={control}
          name="phone"
          id="lost-access-phone"
          label={t('common.phone')}
          mask="phone"
          inputMode="tel"
          autoComplete="tel"
          aria-required
        />
        <FormField
          control={control}
          name="message"
          id="lost-access-message"
          label={t('lostAccess.message')}
          multiline
          aria-required
        />
      </FormFrame>
    </PublicFormPage>
  );
});
