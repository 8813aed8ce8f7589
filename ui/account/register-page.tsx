import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { parseLocale, passwordRuleHint } from '../../core';
import { FormCheckbox, FormField } from '../kit/forms/form-controls';
import { FormFrame } from '../kit/forms/form-frame';
import { PersonDocumentFields } from '../kit/forms/person-document';
import { useModelForm } from '../kit/forms/use-model-form';
import { useViewModel } from '../kit/injection';
import { PublicFormPage } from '../kit/public-form-page';
import { PATHS } from '../shell/paths';
import { RegisterDto } from './dto/account-forms.dto';
import { RegisterViewModel } from './register.view-model';

/** /pages/register: natural or legal person, CPF or CNPJ, e-mail twice, name, phone, password and the Terms of Use. */
export const RegisterPage = observer(function RegisterPage() {
  const { form } = useViewModel(RegisterViewModel);
  const { t, i18n } = useTranslation('account');
  const { control, onSubmit, form: fields } = useModelForm(form, RegisterDto);
  return (
    <PublicFormPage
      id="register-title"
      title={t('register.title')}
      intro={t('register.intro')}
      footer={<Link to={PATHS.login}>{t('register.haveAccount')}</Link>}
    >
      <FormFrame labelledBy="register-title" busy={form.pending} onSubmit={onSubmit} submitLabel={t('register.submit')}>
        <PersonDocumentFields
          form={fields}
          idPrefix="register"
          required
          texts={{
            personType: t('register.personType'),
            individual: t('register.individual'),
            company: t('register.company'),
            cpf: t('register.cpf'),
            cnpj: t('register.cnpj'),
          }}
        />
        <FormField
          control={control}
          name="name"
          id="register-name"
          label={t('common.name')}
          autoComplete="name"
          aria-required
        />
        <FormField
          control={control}
          name="email"
          id="register-email"
          label={t('common.email')}
          type="email"
          autoComplete="email"
          aria-required
        />
        <FormField
          control={control}
          name="emailRepeat"
          id="register-email-repeat"
          label={t('register.emailRepeat')}
          type="email"
          autoComplete="email"
          aria-required
        />
        <FormField
          control={control}
          name="phone"
          id="register-phone"
          label={t('common.phone')}
          mask="phone"
          inputMode="tel"
          autoComplete="tel"
          aria-required
        />
        <FormField
          control={control}
          name="password"
          id="register-password"
          label={t('register.password')}
          hint={passwordRuleHint(parseLocale(i18n.language))}
          type="password"
          autoComplete="new-password"
          aria-required
        />
        <FormCheckbox control={control} name="acceptedTerms" id="register-terms" label={t('register.terms')} />
      </FormFrame>
    </PublicFormPage>
  );
});
