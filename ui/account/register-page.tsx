import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { observer } from 'mobx-react-lite';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RegisterDto } from './dto/account-forms.dto';
import { applyIssues } from '../kit/forms/apply-issues';
import { FormCheckbox, FormField, SubmitButton } from '../kit/forms/form-controls';
import { useViewModel } from '../kit/injection';
import { PATHS } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { RegisterViewModel } from './register.view-model';

/** /pages/register: natural or legal person, CPF or CNPJ, e-mail twice, name, phone, password and the Terms of Use. */
export const RegisterPage = observer(function RegisterPage() {
  const viewModel = useViewModel(RegisterViewModel);
  const { t } = useTranslation('account');
  usePageTitle(t('register.title'));
  const { control, handleSubmit, setError, setValue } = useForm<RegisterDto>({ resolver: classValidatorResolver(RegisterDto), defaultValues: { ...new RegisterDto() } });
  const userType = useWatch({ control, name: 'userType' });
  const onSubmit = handleSubmit(async (values) => applyIssues(setError, await viewModel.submit(values)));
  return (
    <section className="page auth-card" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <p>{t('register.intro')}</p>
      <form noValidate aria-labelledby="register-title" aria-busy={viewModel.submitting} onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="form-fields" disabled={viewModel.submitting}>
          <fieldset className="radio-group">
            <legend>{t('register.personType')}</legend>
            {(['individual', 'company'] as const).map((type) => (
              <div className="checkbox" key={type}>
                <input
                  id={`register-type-${type}`}
                  type="radio"
                  name="userType"
                  checked={userType === type}
                  onChange={() => setValue('userType', type)}
                />
                <label htmlFor={`register-type-${type}`}>{t(`register.${type}`)}</label>
              </div>
            ))}
          </fieldset>
          <FormField
            key={userType}
            control={control}
            name="document"
            id="register-document"
            label={userType === 'individual' ? t('register.cpf') : t('register.cnpj')}
            mask={userType === 'individual' ? 'cpf' : 'cnpj'}
            inputMode={userType === 'individual' ? 'numeric' : 'text'}
            aria-required
          />
          <FormField control={control} name="name" id="register-name" label={t('common.name')} autoComplete="name" aria-required />
          <FormField control={control} name="email" id="register-email" label={t('common.email')} type="email" autoComplete="email" aria-required />
          <FormField control={control} name="emailRepeat" id="register-email-repeat" label={t('register.emailRepeat')} type="email" autoComplete="email" aria-required />
          <FormField control={control} name="phone" id="register-phone" label={t('common.phone')} mask="phone" inputMode="tel" autoComplete="tel" aria-required />
          <FormField control={control} name="password" id="register-password" label={t('register.password')} type="password" autoComplete="new-password" aria-required />
          <FormCheckbox control={control} name="acceptedTerms" id="register-terms" label={t('register.terms')} />
          <SubmitButton busy={viewModel.submitting}>{t('register.submit')}</SubmitButton>
        </fieldset>
      </form>
      <p>
        <Link to={PATHS.login}>{t('register.haveAccount')}</Link>
      </p>
    </section>
  );
});
