import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../kit/forms/form-frame';
import { TextField } from '../kit/forms/text-field';
import { type LoginViewModel } from './login.view-model';

/** The sign-in form of the login pages: e-mail, password, remember me; `idPrefix` keeps field ids unique per page. */
export const LoginForm = observer(function LoginForm({
  viewModel,
  idPrefix,
  labelledBy,
}: {
  viewModel: LoginViewModel;
  idPrefix: string;
  labelledBy: string;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // A refused sign-in gives the focus back to the password, where the user corrects it.
  useEffect(() => {
    if (viewModel.refusals > 0) passwordRef.current?.focus();
  }, [viewModel.refusals]);
  return (
    <FormFrame
      labelledBy={labelledBy}
      busy={viewModel.submitting}
      submitLabel={t('auth:login.submit')}
      onSubmit={() => {
        void viewModel.submit();
        if (viewModel.emailMissing) emailRef.current?.focus();
        else if (viewModel.passwordMissing) passwordRef.current?.focus();
      }}
    >
      <TextField
        id={`${idPrefix}-email`}
        ref={emailRef}
        label={t('auth:login.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required
        value={viewModel.email}
        onValueChange={viewModel.setEmail}
        error={viewModel.emailMissing ? t('common:required') : undefined}
      />
      <TextField
        id={`${idPrefix}-password`}
        ref={passwordRef}
        label={t('auth:login.password')}
        type="password"
        autoComplete="current-password"
        aria-required
        value={viewModel.password}
        onValueChange={viewModel.setPassword}
        error={viewModel.passwordMissing ? t('common:required') : undefined}
      />
      <div className="checkbox">
        <input
          id={`${idPrefix}-remember`}
          type="checkbox"
          checked={viewModel.remember}
          onChange={(event) => viewModel.setRemember(event.target.checked)}
        />
        <label htmlFor={`${idPrefix}-remember`}>{t('auth:login.remember')}</label>
      </div>
    </FormFrame>
  );
});
