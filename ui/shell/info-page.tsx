import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../kit/page-title';
import { type NamespaceTexts } from '../kit/i18n/area-texts';

/** A public page whose heading and purpose come from the shell-pages namespace. */
export type InfoPageName = keyof NamespaceTexts['shell-pages']['pages'];

/** Where an information page's link leads: back to login, or to the start page. */
export type InfoPageLink = 'login' | 'home' | 'none';

/** A public page with its translated heading, a sentence of what it is for, and a way on. */
export function InfoPage({ name, link = 'home' }: { name: InfoPageName; link?: InfoPageLink }) {
  const { t } = useTranslation(['shell-pages', 'common']);
  const title = t(`shell-pages:pages.${name}.title`);
  usePageTitle(title);
  return (
    <section className="page info-page">
      <h1>{title}</h1>
      <p>{t(`shell-pages:pages.${name}.description`)}</p>
      {link !== 'none' && (
        <p>
          <Link to={link === 'login' ? '/pages/login' : '/'}>
            {link === 'login' ? t('common:goToLogin') : t('common:goHome')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** The route component of an information page. */
export function infoPage(name: InfoPageName, link: InfoPageLink = 'home') {
  function Page() {
    return <InfoPage name={name} link={link} />;
  }
  Page.displayName = `InfoPage(${name})`;
  return Page;
}
