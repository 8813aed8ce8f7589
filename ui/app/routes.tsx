import { type Container } from 'inversify';
import { lazy } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { ClockPort, SessionRepository, type ClockPort as Clock } from '../../core';
import { withChunkTimeouts } from '../kit/route-chunks';
import { MenuStore } from '../shell/menu.store';
import { type InfoPageLink, type InfoPageName } from '../shell/info-page';
import { RouteError } from '../shell/route-error';
import { type SectionName } from '../shell/section-page';
import { PageLoading } from '../shell/loading-background';
// In the entry already: the cookie notice of every page links the policy too.
import { PrivacyPolicyDialog } from '../di/app-parts';
import { RootLayout } from '../shell/root-layout';
import { AppNavigator, type RouterLike } from '../shell/app-navigator';
import { LocaleStore } from '../kit/i18n/locale.store';
import { guardLoader } from './guard-loader';
import { ADMIN_PAGES, PATHS, SECTION_PAGES, SERVICE_ROUTES, type PublicPage } from '../shell/paths';

/** A route that only exists for the guard to redirect from (/, /home, /informative, /account). */
function Redirecting() {
  return null;
}

/** Loads a route's code and the namespaces of its texts (in the current locale) side by side. */
type WithTexts = <T>(namespaces: readonly string[], load: () => Promise<T>) => () => Promise<T>;

/** An information page, loaded on first visit. */
const info = (withTexts: WithTexts, path: string, name: InfoPageName, link: InfoPageLink = 'home'): RouteObject => ({
  path,
  lazy: withTexts(['shell-pages'], async () => ({
    Component: (await import('../shell/info-page')).infoPage(name, link),
  })),
});

/** A public page under /pages that is an information page for now. */
const infoPages: [InfoPageName & PublicPage, InfoPageLink][] = [
  ['error-404', 'home'],
  ['error-500', 'home'],
  ['callback', 'none'],
  ['comingsoon', 'home'],
  ['browser-not-support', 'none'],
  ['maintenance', 'none'],
  ['not-authorized', 'home'],
];

/**
 * The loader of a list's address: starts, at once and side by side, the reads the list will make first (the menu, the
 * list's first page, its filters' options and publication types), while the guard reads the configuration and the
 * list's code loads, instead of one after the other once the list is drawn. It waits for none of them.
 */
function startListReads(container: Container) {
  return ({ params }: LoaderFunctionArgs): null => {
    if (!container.get(SessionRepository).isAuthenticated()) return null;
    container
      .get(MenuStore)
      .load()
      .catch(() => undefined);
    void import('../content/list-prefetch').then(({ ListPrefetch }) =>
      container.get(ListPrefetch).start(Number(params.commodity)),
    );
    return null;
  };
}

/** The search area (its bindings, the header's suggestions and the results page), loaded when first used. */
const searchArea = () => import('./search-route');

/** Every route of SPEC §2 under the root route, whose loader is the navigation guard. */
export function createRoutes(container: Container): RouteObject[] {
  const locale = container.get(LocaleStore);
  const withTexts: WithTexts = (namespaces, load) => async () =>
    (await Promise.all([load(), locale.load(namespaces)]))[0];
  // The help dialog's privacy-policy tab: the account area's policy, loaded with its texts when the tab is opened.
  const HelpPrivacyPolicy = lazy(
    withTexts(['account'], async () => ({ default: (await import('../account/privacy-policy')).PrivacyPolicy })),
  );
  return [
    {
      id: 'root',
      path: '/',
      loader: guardLoader(container),
      shouldRevalidate: () => true,
      Component: RootLayout,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        { index: true, Component: Redirecting },
        {
          lazy: async () => {
            const [{ PublicLayout }, { HelpDialogHost, HelpLink }] = await Promise.all([
              import('../shell/public-layout'),
              import('../shell/help-dialog'),
            ]);
            return {
              Component: () => (
                <PublicLayout
                  footer={
                    <>
                      <PrivacyPolicyDialog />
                      <HelpLink />
                    </>
                  }
                  overlays={<HelpDialogHost privacyPolicy={<HelpPrivacyPolicy />} />}
                />
              ),
            };
          },
          children: [
            {
              // A signed-in user never gets here: the guard sends /home to the first informative item.
              path: 'home',
              lazy: withTexts(['content-home'], async () => ({
                Component: (await import('../content/visitor-home')).VisitorHome,
              })),
            },
            {
              path: 'details',
              lazy: withTexts(['content-home'], async () => ({
                Component: (await import('../content/public-detail-page')).PublicDetailPage,
              })),
            },
            {
              path: 'landing-page',
              lazy: withTexts(['content-home'], async () => ({
                Component: (await import('../content/landing-page')).LandingPage,
              })),
            },
            {
              path: 'pages/login',
              lazy: withTexts(['auth'], async () => ({ Component: (await import('./login-route')).LoginRoute })),
            },
            {
              path: 'pages/two-factor',
              lazy: withTexts(['auth'], async () => ({
                Component: (await import('../auth/two-factor-page')).TwoFactorPage,
              })),
            },
            {
              path: 'pages/s4login',
              lazy: withTexts(['auth', 'shell-pages'], async () => ({
                Component: (await import('../auth/s4-login-page')).S4LoginPage,
              })),
            },
            {
              path: 'pages/plans',
              lazy: withTexts(['content', 'content-pages'], async () => ({
                Component: (await import('../content/plans-page')).PlansPage,
              })),
            },
            {
              path: 'pages/register',
              lazy: withTexts(['account'], async () => ({
                Component: (await import('../account/register-page')).RegisterPage,
              })),
            },
            {
              path: 'pages/confirm-email',
              lazy: withTexts(['account'], async () => ({
                Component: (await import('../account/confirm-email-page')).ConfirmEmailPage,
              })),
            },
            {
              path: 'pages/forgot-password',
              lazy: withTexts(['account'], async () => ({
                Component: (await import('../account/forgot-password-page')).ForgotPasswordPage,
              })),
            },
            {
              path: 'pages/reset-password',
              lazy: withTexts(['account'], async () => ({
                Component: (await import('../account/reset-password-page')).ResetPasswordPage,
              })),
            },
            {
              path: 'pages/lost-access',
              lazy: withTexts(['account'], async () => ({
                Component: (await import('../account/lost-access-page')).LostAccessPage,
              })),
            },
            {
              path: 'pages/new-client',
              lazy: withTexts(['account'], async () => ({
                Component: (await import('../account/new-client-page')).NewClientPage,
              })),
            },
            {
              path: 'pages/download-file',
              // The page and the document use cases it hands files out with.
              lazy: withTexts(['content-download'], async () => ({
                Component: (await import('../di/download-file-bindings')).downloadFileRoute(container),
              })),
            },
            ...infoPages.map(([page, link]) => info(withTexts, `pages/${page}`, page, link)),
            {
              path: 'version',
              lazy: withTexts(['shell', 'shell-help', 'shell-pages'], async () => ({
                Component: (await import('../shell/version-page')).VersionPage,
              })),
            },
          ],
        },
        {
          lazy: withTexts(['shell', 'content'], async () => {
            const [{ SignedInLayout }, { NewsTicker }, { HelpDialogSlot }] = await Promise.all([
              import('../shell/signed-in-layout'),
              import('../content/news-ticker'),
              import('../shell/help-dialog-slot'),
            ]);
            // The suggestions' code, their bindings and texts load when the header's box is first focused.
            const loadSuggestions = async () => (await searchArea()).headerSuggestions(container);
            return {
              Component: () => (
                <SignedInLayout
                  loadSuggestions={loadSuggestions}
                  top={<NewsTicker slot="top" />}
                  bottom={<NewsTicker slot="footer" />}
                  overlays={<HelpDialogSlot privacyPolicy={<HelpPrivacyPolicy />} />}
                />
              ),
            };
          }),
          children: [
            { path: 'informative', Component: Redirecting },
            {
              path: 'informative/:commodity',
              loader: startListReads(container),
              lazy: withTexts(['content'], async () => ({
                Component: (await import('../content/informative-list')).InformativeListRoute,
              })),
            },
            {
              path: 'informative/:commodity/:id',
              // The detail and the document use cases its attachments are read, saved and mailed with.
              lazy: withTexts(['content', 'content-pages'], async () => ({
                Component: (await import('../di/news-detail-bindings')).newsDetailRoute(container),
              })),
            },
            {
              path: 'favorites',
              lazy: withTexts(['content'], async () => ({
                Component: (await import('../content/favorites-page')).FavoritesPage,
              })),
            },
            {
              path: 'schedule',
              lazy: withTexts(['content', 'content-pages'], async () => ({
                Component: (await import('../content/schedule-page')).SchedulePage,
              })),
            },
            {
              path: 'media',
              // The media area: its bindings, page and texts load with the route.
              lazy: withTexts(['media'], async () => ({
                Component: (await import('../di/media-bindings')).mediaRoute(container),
              })),
            },
            // The quotes module (its bindings, page and texts) loads with the route, from one chunk's import.
            ...(['quotes', 'tmnquotes'] as const).map((path) => ({
              path,
              lazy: withTexts(['market'], async () => (await import('../di/market-bindings')).quotesRoute(container)),
            })),
            ...SERVICE_ROUTES.map((path) => ({
              path,
              lazy: withTexts(['services'], async () => ({
                Component: (await import('../di/services-bindings')).servicesRoute(container, path),
              })),
            })),
            {
              // The search results (elastic/search): the area's bindings, page and texts load with the route.
              path: 'search',
              lazy: withTexts(['search', 'content'], async () => ({
                Component: (await searchArea()).searchRoute(container),
              })),
            },
            {
              // Consulting (reportData/consulting): its port, page and texts load with the route.
              path: 'consulting',
              lazy: withTexts(['content-consulting'], async () => ({
                Component: (await import('../di/consulting-bindings')).consultingRoute(container),
              })),
            },
            ...(
              [
                ['events', 'EventsCalendarPage'],
                ['economic-calendar', 'EconomicCalendarPage'],
                ['author/:id', 'AuthorPage'],
              ] as const
            ).map(([path, page]) => ({
              path,
              // The calendars and the author page: one module, imported from one place.
              lazy: withTexts(['content', 'content-calendar'], async () => ({
                Component: (await import('../content/calendar-page'))[page],
              })),
            })),
            {
              path: 'my-account',
              lazy: withTexts(['account'], async () => ({
                Component: (await import('../account/my-account-page')).MyAccountPage,
              })),
            },
            {
              path: 'change-password',
              lazy: withTexts(['account'], async () => ({
                Component: (await import('../account/change-password-form')).ChangePasswordPage,
              })),
            },
            ...SECTION_PAGES.map((name: SectionName) => ({
              path: name,
              lazy: withTexts(['shell'], async () => ({
                Component: (await import('../shell/section-page')).sectionPage(name),
              })),
            })),
            { path: 'account', Component: Redirecting },
            {
              path: 'account/:tab',
              // The account's tabs, with the port of its devices and my-data tabs.
              lazy: withTexts(['account'], async () => ({
                Component: (await import('../di/account-privacy-bindings')).accountRoute(container),
              })),
            },
            // The publishing desk: its pages, port and texts load with the route.
            ...(
              [
                ['admin/publishing', 'list'],
                ['admin/publishing/register', 'register'],
              ] as const
            ).map(([path, page]) => ({
              path,
              // With the role rule of the admin pages (SPEC §6): a user whose roles fail it goes to not-authorized.
              lazy: withTexts(['admin-publishing', 'kit-table'], async () => {
                const [desk, admin] = await Promise.all([
                  import('../di/publishing-bindings'),
                  import('../di/admin-bindings'),
                ]);
                return { Component: desk.publishingRoute(container, page), loader: admin.adminLoader(container) };
              }),
            })),
            ...ADMIN_PAGES.filter((name) => !name.startsWith('publishing')).map((name) => ({
              path: `admin/${name}`,
              // The page with its role rule (SPEC §6): its loader sends a user whose roles fail it to not-authorized.
              lazy: withTexts(['admin'], async () =>
                (await import('../di/admin-bindings')).adminRoute(container, name),
              ),
            })),
          ],
        },
        { path: '*', loader: () => redirect(PATHS.notFound), Component: Redirecting },
      ],
    },
  ];
}

/** Builds the app's router (browser or memory) over the routes, each route's code with its load timeout, and connects it to the AppNavigator. */
export function createAppRouter<TRouter extends RouterLike>(
  container: Container,
  create: (routes: RouteObject[]) => TRouter,
): TRouter {
  const router = create(withChunkTimeouts(createRoutes(container), container.get<Clock>(ClockPort)));
  container.get(AppNavigator).attach(router);
  return router;
}
