import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useViewModel } from '../kit/injection';
import { PATHS } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { LoginForm } from './login-form';
import { LogoutNotice } from './logout-notice';
import { LoginViewModel } from './login.view-model';

/** /pages/s4login: the alternative login of the s4 system's accounts; says why an s4 session was closed. */
export const S4LoginPage = observer(function S4LoginPage() {
  const { search } = useLocation();
  const viewModel = useViewModel(LoginViewModel, search, true);
  const { t } = useTranslation(['shell-pages', 'auth', 'common']);
  usePageTitle(t('shell-pages:pages.s4login.title'));
  return (
    <section className="page auth-card" aria-labelledby="s4-login-title">
      <h1 id="s4-login-title">{t('shell-pages:pages.s4login.title')}</h1>
      <LogoutNotice />
      <p>{t('shell-pages:pages.s4login.description')}</p>
      <LoginForm viewModel={viewModel} idPrefix="s4-login" labelledBy="s4-login-title" />
      <p>
        <Link to={PATHS.login}>{t('common:goToLogin')}</Link>
      </p>
    </section>
  );
});
