import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import { ACCOUNT_TABS, type AccountTab } from '../routes/paths';
import { ContentArrivesHere } from '../shell/empty-state';
import { usePageTitle } from '../shell/page-title';

/** /account/{tab}: the account's sections (signature, notification, change-password, privacy-policy, packages). */
export function AccountPage() {
  const { tab = 'notification' } = useParams();
  const { t } = useTranslation('content');
  const current = (ACCOUNT_TABS as readonly string[]).includes(tab) ? (tab as AccountTab) : 'notification';
  usePageTitle(`${t('account.title')} · ${t(`account.${current}`)}`);
  return (
    <section className="page">
      <h1>{t('account.title')}</h1>
      <nav className="tabs" aria-label={t('account.tabs')}>
        {ACCOUNT_TABS.map((name) => (
          <NavLink key={name} className="tab" to={`/account/${name}`}>
            {t(`account.${name}`)}
          </NavLink>
        ))}
      </nav>
      <h2>{t(`account.${current}`)}</h2>
      <ContentArrivesHere text={t('account.arrives')} />
    </section>
  );
}
