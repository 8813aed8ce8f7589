import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import { Profile } from '../../core';
import { useViewModel } from '../kit/injection';
import { ACCOUNT_TABS, type AccountTab } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { ChangePasswordForm } from './change-password-form';
import { DemoRequest } from './demo-request';
import { LoadState } from '../kit/load-state';
import { NotificationsTab } from './notifications-tab';
import { PrivacyPolicy } from './privacy-policy';
import { SignatureViewModel } from './signature.view-model';

/** The signature tab: the current signature, the days left of a demo, and the demo request of a Free user. */
const SignatureTab = observer(function SignatureTab() {
  const viewModel = useViewModel(SignatureViewModel);
  const { t } = useTranslation('account');
  const overview = viewModel.overview;
  return (
    <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
      {overview && (
        <>
          <dl className="data-list">
            <div>
              <dt>{t('signature.current')}</dt>
              <dd>{overview.current.signature}</dd>
            </div>
            <div>
              <dt>{t('myAccount.profile')}</dt>
              <dd>{t(`profiles.${overview.current.profile}`)}</dd>
            </div>
          </dl>
          {overview.current.profile === Profile.DEMO && overview.demoDaysLeft !== null && (
            <p>{t('signature.demoEnds', { days: overview.demoDaysLeft })}</p>
          )}
          {overview.canRequestDemo && <DemoRequest viewModel={viewModel} />}
        </>
      )}
    </LoadState>
  );
});

/** The packages tab: each subject and whether the signature includes it. */
const PackagesTab = observer(function PackagesTab() {
  const viewModel = useViewModel(SignatureViewModel);
  const { t } = useTranslation('account');
  const packages = viewModel.overview?.packages ?? [];
  return (
    <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
      {packages.length === 0 ? (
        <p>{t('packages.empty')}</p>
      ) : (
        <ul className="package-list" aria-label={t('packages.title')}>
          {packages.map((item) => (
            <li key={item.id}>
              {item.nome}: {item.habilitado ? t('packages.included') : t('packages.notIncluded')}
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
});

/** The devices and my-data tabs load when first opened (their code and styles stay out of the other tabs). */
const DevicesTab = lazy(async () => ({ default: (await import('./privacy-tabs')).DevicesTab }));
const MyDataTab = lazy(async () => ({ default: (await import('./privacy-tabs')).MyDataTab }));

/** The content of each tab. */
const TAB_CONTENT: Record<AccountTab, () => React.JSX.Element> = {
  signature: () => <SignatureTab />,
  notification: () => <NotificationsTab />,
  'change-password': () => <ChangePasswordForm labelledBy="account-tab-title" />,
  'privacy-policy': () => <PrivacyPolicy />,
  packages: () => <PackagesTab />,
  devices: () => <DevicesTab />,
  'my-data': () => <MyDataTab />,
};

/** /account/{tab}: signature, notification, change-password, privacy-policy, packages, devices and my-data. */
export function AccountPage() {
  const { tab = 'notification' } = useParams();
  const { t } = useTranslation('account');
  const current = (ACCOUNT_TABS as readonly string[]).includes(tab) ? (tab as AccountTab) : 'notification';
  usePageTitle(`${t('page.title')} · ${t(`page.${current}`)}`);
  const Content = TAB_CONTENT[current];
  return (
    <section className="page">
      <h1>{t('page.title')}</h1>
      <nav className="tabs" aria-label={t('page.tabs')}>
        {ACCOUNT_TABS.map((name) => (
          <NavLink key={name} className="tab" to={`/account/${name}`}>
            {t(`page.${name}`)}
          </NavLink>
        ))}
      </nav>
      <h2 id="account-tab-title">{t(`page.${current}`)}</h2>
      <Suspense fallback={null}>
        <Content key={current} />
      </Suspense>
    </section>
  );
}
