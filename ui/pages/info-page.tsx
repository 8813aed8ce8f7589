import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../shell/page-title';
import { type Translation } from '../i18n/resources/pt-br';

/** A public page whose heading and purpose come from the pages namespace. */
export type InfoPageName = keyof Translation['pages'];

/** Where an information page's link leads: back to login, or to the start page. */
export type InfoPageLink = 'login' | 'home' | 'none';

/** A public page with its translated heading, a sentence of what it is for, and a way on. */
export function InfoPage({ name, link = 'home' }: { name: InfoPageName; link?: InfoPageLink }) {
  const { t } = useTranslation(['pages', 'common']);
  const title = t(`pages:${name}.title`);
  usePageTitle(title);
  return (
    <section className="page info-page">
      <h1>{title}</h1>
      <p>{t(`pages:${name}.description`)}</p>
      {link !== 'none' && (
        <p>
          <Link to={link === 'login' ? '/pages/login' : '/'}>{link === 'login' ? t('common:goToLogin') : t('common:goHome')}</Link>
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
