import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useViewModel } from '../di/injection';
import { PATHS } from '../routes/paths';
import { usePageTitle } from '../shell/page-title';
import { LoginForm } from './login-form';
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
  return (
    <section className="page auth-card" aria-labelledby="s4-login-title">
      <h1 id="s4-login-title">{t('pages:s4login.title')}</h1>
      {params.get('error') === S4_OTHER_LOGIN && (
        <p className="notice" role="alert">
          {t('auth:s4login.otherLogin')}
        </p>
      )}
      <p>{t('pages:s4login.description')}</p>
      <LoginForm viewModel={viewModel} idPrefix="s4-login" labelledBy="s4-login-title" />
      <p>
        <Link to={PATHS.login}>{t('common:goToLogin')}</Link>
      </p>
    </section>
  );
});
