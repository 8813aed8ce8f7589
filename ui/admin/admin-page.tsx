import { useTranslation } from 'react-i18next';
import { type ADMIN_PAGES } from '../shell/paths';
import { ContentArrivesHere } from '../kit/empty-state';
import { usePageTitle } from '../kit/page-title';

/** An admin page: a listed table or its register form. */
export type AdminPageName = (typeof ADMIN_PAGES)[number];

/** The route component of an admin page: its heading and a clear "content arrives here" state. */
export function adminPage(name: AdminPageName) {
  function Page() {
    const { t } = useTranslation('admin');
    const title = t(name);
    usePageTitle(title);
    return (
      <section className="page">
        <h1>{title}</h1>
        <ContentArrivesHere text={t('arrives')} />
      </section>
    );
  }
  Page.displayName = `AdminPage(${name})`;
  return Page;
}
