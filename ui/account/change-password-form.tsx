import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { parseLocale, passwordRuleHint } from '../../core';
import { FormField } from '../kit/forms/form-controls';
import { FormFrame } from '../kit/forms/form-frame';
import { useModelForm } from '../kit/forms/use-model-form';
import { useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { ChangePasswordViewModel } from './change-password.view-model';
import { ChangePasswordDto } from './dto/account-forms.dto';

/** The change-password form: current, new and repeat (SPEC §5); emptied only once the password changed. */
export const ChangePasswordForm = observer(function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  const { form } = useViewModel(ChangePasswordViewModel);
  const { t, i18n } = useTranslation('account');
  const { control, onSubmit } = useModelForm(form, ChangePasswordDto, { resetWhenDone: true });
  return (
    <FormFrame labelledBy={labelledBy} busy={form.pending} onSubmit={onSubmit} submitLabel={t('changePassword.submit')}>
      <FormField
        control={control}
        name="current"
        id="change-password-current"
        label={t('changePassword.current')}
        type="password"
        autoComplete="current-password"
        aria-required
      />
      <FormField
        control={control}
        name="next"
        id="change-password-next"
        label={t('changePassword.next')}
        hint={passwordRuleHint(parseLocale(i18n.language))}
        type="password"
        autoComplete="new-password"
        aria-required
      />
      <FormField
        control={control}
        name="repeat"
        id="change-password-repeat"
        label={t('changePassword.repeat')}
        type="password"
        autoComplete="new-password"
        aria-required
      />
    </FormFrame>
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
