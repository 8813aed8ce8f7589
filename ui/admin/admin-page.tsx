import { useTranslation } from 'react-i18next';
import { type ADMIN_PAGES } from '../shell/paths';
import { ContentArrivesHere } from '../kit/empty-state';
import { usePageTitle } from '../kit/page-title';
import { SubjectRegister, TagRegister, UserRegister } from './admin-forms';
import { SubjectsList, TagsList, UsersList } from './admin-lists';

/** An admin page: a listed table or its register form. */
export type AdminPageName = (typeof ADMIN_PAGES)[number];

// The lists and forms load with the admin route's own chunk (one chunk: the entry names each chunk it may preload).
const PAGES = {
  subjects: SubjectsList,
  users: UsersList,
  tags: TagsList,
  'subjects/register': SubjectRegister,
  'users/register': UserRegister,
  'tags/register': TagRegister,
} as const satisfies Partial<Record<AdminPageName, unknown>>;

/** A page still waiting for its feature (the publishing desk): its heading and what it is for. */
function Placeholder({ name }: { name: AdminPageName }) {
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

/** The route component of an admin page: the list or register form, or the placeholder of a page yet to come. */
export function adminPage(name: AdminPageName) {
  const Page = name in PAGES ? PAGES[name as keyof typeof PAGES] : undefined;
  function AdminPage() {
    return Page ? <Page /> : <Placeholder name={name} />;
  }
  AdminPage.displayName = `AdminPage(${name})`;
  return AdminPage;
}
