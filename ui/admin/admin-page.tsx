import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type ADMIN_PAGES } from '../shell/paths';
import { ContentArrivesHere } from '../kit/empty-state';
import { usePageTitle } from '../kit/page-title';

/** An admin page: a listed table or its register form. */
export type AdminPageName = (typeof ADMIN_PAGES)[number];

const Lists = () => import('./admin-lists');
const Forms = () => import('./admin-forms');
const PAGES = {
  subjects: lazy(async () => ({ default: (await Lists()).SubjectsList })),
  users: lazy(async () => ({ default: (await Lists()).UsersList })),
  tags: lazy(async () => ({ default: (await Lists()).TagsList })),
  'subjects/register': lazy(async () => ({ default: (await Forms()).SubjectRegister })),
  'users/register': lazy(async () => ({ default: (await Forms()).UserRegister })),
  'tags/register': lazy(async () => ({ default: (await Forms()).TagRegister })),
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
    return Page ? (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    ) : (
      <Placeholder name={name} />
    );
  }
  AdminPage.displayName = `AdminPage(${name})`;
  return AdminPage;
}
