import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormField } from '../kit/forms/form-controls';
import { FormFrame, SentNotice } from '../kit/forms/form-frame';
import { useModelForm } from '../kit/forms/use-model-form';
import { useViewModel } from '../kit/injection';
import { PublicFormPage } from '../kit/public-form-page';
import { PATHS } from '../shell/paths';
import { ForgotPasswordViewModel } from './access-forms.view-model';
import { ForgotPasswordDto } from './dto/account-forms.dto';

/** /pages/forgot-password: the e-mail that receives a reset link. */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const { form } = useViewModel(ForgotPasswordViewModel);
  const { t } = useTranslation('account');
  const { control, onSubmit } = useModelForm(form, ForgotPasswordDto);
  const sent = form.last?.kind === 'done' ? form.last : null;
  return (
    <PublicFormPage
      id="forgot-title"
      title={t('forgotPassword.title')}
      intro={t('forgotPassword.intro')}
      notice={
        sent && (
          <SentNotice title={t('forgotPassword.sentTitle')} message={t('forgotPassword.sent', { email: sent.value })} />
        )
      }
      footer={<Link to={PATHS.login}>{t('common.backToLogin')}</Link>}
    >
      <FormFrame
        labelledBy="forgot-title"
        busy={form.pending}
        onSubmit={onSubmit}
        submitLabel={t('forgotPassword.submit')}
      >
        <FormField
          control={control}
          name="email"
          id="forgot-email"
          label={t('common.email')}
          type="email"
          autoComplete="email"
          aria-required
        />
      </FormFrame>
    </PublicFormPage>
  );
});
