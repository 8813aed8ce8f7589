import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormField } from '../kit/forms/form-controls';
import { FormFrame, SentNotice } from '../kit/forms/form-frame';
import { useModelForm } from '../kit/forms/use-model-form';
import { useViewModel } from '../kit/injection';
import { PublicFormPage } from '../kit/public-form-page';
import { PATHS } from '../shell/paths';
import { NewClientViewModel } from './access-forms.view-model';
import { NewClientDto } from './dto/account-forms.dto';

/** /pages/new-client: name, e-mail and phone for the commercial team. */
export const NewClientPage = observer(function NewClientPage() {
  const { form } = useViewModel(NewClientViewModel);
  const { t } = useTranslation('account');
  const { control, onSubmit } = useModelForm(form, NewClientDto);
  return (
    <PublicFormPage
      id="new-client-title"
      title={t('newClient.title')}
      intro={t('newClient.intro')}
      notice={form.done && <SentNotice title={t('newClient.sentTitle')} message={t('newClient.sent')} />}
      footer={<Link to={PATHS.login}>{t('common.backToLogin')}</Link>}
    >
      <FormFrame
        labelledBy="new-client-title"
        busy={form.pending}
        onSubmit={onSubmit}
        submitLabel={t('newClient.submit')}
      >
        <FormField
          control={control}
          name="name"
          id="new-client-name"
          label={t('common.name')}
          autoComplete="name"
          aria-required
        />
        <FormField
          control={control}
          name="email"
          id="new-client-email"
          label={t('common.email')}
          type="email"
          autoComplete="email"
          aria-required
        />
        <FormField
          control={control}
          name="phone"
          id="new-client-phone"
          label={t('common.phone')}
          mask="phone"
          inputMode="tel"
          autoComplete="tel"
          aria-required
        />
      </FormFrame>
    </PublicFormPage>
  );
});
