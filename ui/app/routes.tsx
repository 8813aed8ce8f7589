import { type Container } from 'inversify';
import { redirect, type RouteObject } from 'react-router-dom';
import { ClockPort, type ClockPort as Clock } from '../../core';
import { withChunkTimeouts } from '../kit/route-chunks';
import { type InfoPageLink, type InfoPageName } from '../shell/info-page';
import { RouteError } from '../shell/route-error';
import { type SectionName } from '../shell/section-page';
import { LoadingBackground } from '../shell/loading-background';
import { RootLayout } from '../shell/root-layout';
import { AppNavigator, type RouterLike } from '../shell/app-navigator';
import { guardLoader } from './guard-loader';
import { ADMIN_PAGES, PATHS, PUBLIC_ROOT_PAGES, SECTION_PAGES, type PublicPage } from '../shell/paths';

/** A route that only exists for the guard to redirect from (/, /home, /informative, /account). */
function Redirecting() {
  return null;
}

/** An information page, loaded on first visit. */
const info = (path: string, name: InfoPageName, link: InfoPageLink = 'home'): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('../shell/info-page')).infoPage(name, link) }),
});

/** A public page under /pages that is an information page for now. */
const infoPages: [InfoPageName & PublicPage, InfoPageLink][] = [
  ['error-404', 'home'],
  ['error-500', 'home'],
  ['callback', 'none'],
  ['comingsoon', 'home'],
  ['browser-not-support', 'none'],
  ['download-file', 'login'],
  ['maintenance', 'none'],
  ['not-authorized', 'home'],
];

/** Every route of SPEC §2 under the root route, whose loader is the navigation guard. */
export function createRoutes(container: Container): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: guardLoader(container),
      shouldRevalidate: () => true,
      Component: RootLayout,
      HydrateFallback: LoadingBackground,
      ErrorBoundary: RouteError,
      children: [
        { index: true, Component: Redirecting },
        { path: 'home', Component: Redirecting },
        {
          lazy: async () => {
            const [{ PublicLayout }, { PrivacyPolicyDialog }] = await Promise.all([
              import('../shell/public-layout'),
              import('../account/privacy-policy-dialog'),
            ]);
            return { Component: () => <PublicLayout footer={<PrivacyPolicyDialog />} /> };
          },
          children: [
            { path: 'pages/login', lazy: async () => ({ Component: (await import('../auth/login-page')).LoginPage }) },
            {
              path: 'pages/two-factor',
              lazy: async () => ({ Component: (await import('../auth/two-factor-page')).TwoFactorPage }),
            },
            {
              path: 'pages/s4login',
              lazy: async () => ({ Component: (await import('../auth/s4-login-page')).S4LoginPage }),
            },
            {
              path: 'pages/plans',
              lazy: async () => ({ Component: (await import('../content/plans-page')).PlansPage }),
            },
            {
              path: 'pages/register',
              lazy: async () => ({ Component: (await import('../account/register-page')).RegisterPage }),
            },
            {
              path: 'pages/confirm-email',
              lazy: async () => ({ Component: (await import('../account/confirm-email-page')).ConfirmEmailPage }),
            },
            {
              path: 'pages/forgot-password',
              lazy: async () => ({ Component: (await import('../account/forgot-password-page')).ForgotPasswordPage }),
            },
            {
              path: 'pages/reset-password',
              lazy: async () => ({ Component: (await import('../account/reset-password-page')).ResetPasswordPage }),
            },
            {
              path: 'pages/lost-access',
              lazy: async () => ({ Component: (await import('../account/lost-access-page')).LostAccessPage }),
            },
            {
              path: 'pages/new-client',
              lazy: async () => ({ Component: (await import('../account/new-client-page')).NewClientPage }),
            },
            ...infoPages.map(([page, link]) => info(`pages/${page}`, page, link)),
            ...PUBLIC_ROOT_PAGES.map((page) => info(page, page, 'home')),
          ],
        },
        {
          lazy: async () => {
            const [{ SignedInLayout }, { NewsTicker }] = await Promise.all([
              import('../shell/signed-in-layout'),
              import('../content/news-ticker'),
            ]);
            return {
              Component: () => <SignedInLayout top={<NewsTicker slot="top" />} bottom={<NewsTicker slot="footer" />} />,
            };
          },
          children: [
            { path: 'informative', Component: Redirecting },
            ...['informative/:commodity', 'informative/:commodity/:id'].map((path) => ({
              path,
              lazy: async () => ({ Component: (await import('../content/informative-page')).InformativeRoute }),
            })),
            {
              path: 'my-account',
              lazy: async () => ({ Component: (await import('../account/my-account-page')).MyAccountPage }),
            },
            {
              path: 'change-password',
              lazy: async () => ({ Component: (await import('../account/change-password-form')).ChangePasswordPage }),
            },
            ...SECTION_PAGES.map((name: SectionName) => ({
              path: name,
              lazy: async () => ({ Component: (await import('../shell/section-page')).sectionPage(name) }),
            })),
            { path: 'account', Component: Redirecting },
            {
              path: 'account/:tab',
              lazy: async () => ({ Component: (await import('../account/account-page')).AccountPage }),
            },
            ...ADMIN_PAGES.map((name) => ({
              path: `admin/${name}`,
              lazy: async () => ({ Component: (await import('../admin/admin-page')).adminPage(name) }),
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
