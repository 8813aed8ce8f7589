import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useViewModel } from '../kit/injection';
import { pagePath } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { LoginForm } from './login-form';
import { LogoutNotice } from './logout-notice';
import { LoginViewModel } from './login.view-model';

/**
 * /pages/login: e-mail, password, remember me, and the ways to get help or register; `quickSignIn` is the native
 * shell's sign-in by biometry or PIN, which the composition gives inside the shell.
 */
export const LoginPage = observer(function LoginPage({ quickSignIn }: { quickSignIn?: ReactNode }) {
  const { search } = useLocation();
  const viewModel = useViewModel(LoginViewModel, search);
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('auth:login.title'));
  return (
    <section className="page auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('auth:login.title')}</h1>
      <LogoutNotice />
      <p>{t('auth:login.intro')}</p>
      {quickSignIn}
      <LoginForm viewModel={viewModel} idPrefix="login" labelledBy="login-title" />
      <nav className="auth-links" aria-label={t('auth:login.otherOptions')}>
        <Link to={pagePath('forgot-password')}>{t('auth:login.forgotPassword')}</Link>
        <Link to={pagePath('lost-access')}>{t('auth:login.lostAccess')}</Link>
        <Link to={pagePath('register')}>{t('auth:login.newHere')}</Link>
      </nav>
    </section>
  );
});
