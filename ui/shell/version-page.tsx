import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../kit/page-title';
import { VersionInfo } from './version-info';

/** /version (SPEC §2): the version of the running app and its build date, as the help's Version tab shows them. */
export function VersionPage() {
  const { t } = useTranslation(['shell-pages', 'shell', 'common']);
  const title = t('shell-pages:pages.version.title');
  usePageTitle(title);
  return (
    <section className="page info-page">
      <h1>{title}</h1>
      <p>{t('shell-pages:pages.version.description')}</p>
      <VersionInfo />
      <p>
        <Link to="/">{t('common:goHome')}</Link>
      </p>
    </section>
  );
}
