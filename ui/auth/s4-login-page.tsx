import { LoaderCircle } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useViewModel } from '../di/injection';
import { PATHS } from '../routes/paths';
import { usePageTitle } from '../shell/page-title';
import { TextField } from '../shell/text-field';
import { LoginViewModel } from './login.view-model';

/** The s4 session's logout reason (SPEC §4). */
export const S4_OTHER_LOGIN = 'ERROR_S4_OTHER_LOGIN';

/** /pages/s4login: the alternative login of the s4 system's accounts; says why an s4 session was closed. */
export const S4LoginPage = observer(function S4LoginPage() {
  const { search } = useLocation();
  const [params] = useSearchParams();
  const viewModel = useViewModel(LoginViewModel, search, true);
  const { t } = useTranslation(['pages', 'auth', 'common']);
  usePageTitle(t('pages:s4login.title'));
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // A refused sign-in gives the focus back to the password, where the user corrects it.
  useEffect(() => {
    if (viewModel.refusals > 0) passwordRef.current?.focus();
  }, [viewModel.refusals]);
  return (
    <section className="page auth-card" aria-labelledby="s4-login-title">
      <h1 id="s4-login-title">{t('pages:s4login.title')}</h1>
      {params.get('error') === S4_OTHER_LOGIN && (
        <p className="notice" role="alert">
          {t('auth:s4login.otherLogin')}
        </p>
      )}
      <p>{t('pages:s4login.description')}</p>
      <form
        noValidate
        aria-labelledby="s4-login-title"
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
            id="s4-login-email"
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
            id="s4-login-password"
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
            <input id="s4-login-remember" type="checkbox" checked={viewModel.remember} onChange={(event) => viewModel.setRemember(event.target.checked)} />
            <label htmlFor="s4-login-remember">{t('auth:login.remember')}</label>
          </div>
          <button type="submit" className="button button-primary">
            {viewModel.submitting && <LoaderCircle className="spin" aria-hidden="true" size={16} />}
            {t('auth:login.submit')}
          </button>
        </fieldset>
      </form>
      <p>
        <Link to={PATHS.login}>{t('common:goToLogin')}</Link>
      </p>
    </section>
  );
});
