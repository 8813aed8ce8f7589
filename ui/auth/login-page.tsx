import { LoaderCircle } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useViewModel } from '../di/injection';
import { pagePath } from '../routes/paths';
import { usePageTitle } from '../shell/page-title';
import { TextField } from '../shell/text-field';
import { LoginViewModel } from './login.view-model';

/** /pages/login: e-mail, password, remember me, and the ways to get help or register. */
export const LoginPage = observer(function LoginPage() {
  const { search } = useLocation();
  const viewModel = useViewModel(LoginViewModel, search);
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('auth:login.title'));
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // A refused sign-in gives the focus back to the password, where the user corrects it.
  useEffect(() => {
    if (viewModel.refusals > 0) passwordRef.current?.focus();
  }, [viewModel.refusals]);
  return (
    <section className="page auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('auth:login.title')}</h1>
      <p>{t('auth:login.intro')}</p>
      <form
        noValidate
        aria-labelledby="login-title"
        aria-busy={viewModel.submitting}
        onSubmit={(event) => {
          event.preventDefault();
          void viewModel.submit();
          if (viewModel.emailMissing) emailRef.current?.focus();
          else if (viewModel.passwordMissing) passwordRef.current?.focus();
        }}
      >
        <fieldset className="form-fields" disabled={viewModel.submitting}>
          <TextField
            id="login-email"
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
            id="login-password"
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
            <input id="login-remember" type="checkbox" checked={viewModel.remember} onChange={(event) => viewModel.setRemember(event.target.checked)} />
            <label htmlFor="login-remember">{t('auth:login.remember')}</label>
          </div>
          <button type="submit" className="button button-primary">
            {viewModel.submitting && <LoaderCircle className="spin" aria-hidden="true" size={16} />}
            {t('auth:login.submit')}
          </button>
        </fieldset>
      </form>
      <nav className="auth-links" aria-label={t('auth:login.otherOptions')}>
        <Link to={pagePath('forgot-password')}>{t('auth:login.forgotPassword')}</Link>
        <Link to={pagePath('lost-access')}>{t('auth:login.lostAccess')}</Link>
        <Link to={pagePath('register')}>{t('auth:login.newHere')}</Link>
      </nav>
    </section>
  );
});
