import { type Container } from 'inversify';
import { lazy } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { ClockPort, type ClockPort as Clock } from '../../core';
import { type RouteKit } from '../kit/area-module';
import { withChunkTimeouts } from '../kit/route-chunks';
import { RouteError } from '../shell/route-error';
import { PageLoading } from '../shell/loading-background';
// In the entry already: the cookie notice of every page links the policy too.
import { PrivacyPolicyDialog } from '../di/app-parts';
import { bindOnce } from '../di/binding';
import { RootLayout } from '../shell/root-layout';
import { AppNavigator, type RouterLike } from '../shell/app-navigator';
import { LocaleStore } from '../kit/i18n/locale.store';
import { guardLoader } from './guard-loader';
import {
  loadHeaderSuggestions,
  loadLoginPage,
  loadNewsTicker,
  loadPrivacyPolicy,
  loadSearchResults,
  MODULES,
} from '../modules';
import { PATHS } from '../shell/paths';

/** A route that only exists for the guard to redirect from (/, /home, /informative, /account). */
function Redirecting() {
  return null;
}

/** The search area's composition (its bindings, the header's suggestions and the results page), loaded when first used. */
const searchArea = () => import('./search-route');

/**
 * Every route of SPEC §2 under the root route, whose loader is the navigation guard: the two layouts, each with the
 * routes every area's module brings to it (MODULES) and the routes composed here, which join two areas.
 */
export function createRoutes(container: Container): RouteObject[] {
  const locale = container.get(LocaleStore);
  const kit: RouteKit = {
    container,
    page: (namespaces, load) => async () => {
      const [{ services = [], ...parts }] = await Promise.all([load(), locale.load(namespaces)]);
      for (const binding of services) bindOnce(container, binding);
      return parts;
    },
  };
  // The help dialog's privacy-policy tab: the account area's policy, loaded with its texts when the tab is opened.
  const HelpPrivacyPolicy = lazy(async () => {
    const [PrivacyPolicy] = await Promise.all([loadPrivacyPolicy(), locale.load(['account'])]);
    return { default: PrivacyPolicy };
  });
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
              path: 'pages/login',
              lazy: kit.page(['auth'], async () => {
                const [{ loginRoute }, LoginPage] = await Promise.all([import('./login-route'), loadLoginPage()]);
                return { Component: loginRoute(LoginPage) };
              }),
            },
            ...MODULES.flatMap((module) => module.publicRoutes?.(kit) ?? []),
          ],
        },
        {
          lazy: kit.page(['shell', 'content'], async () => {
            const [{ SignedInLayout }, NewsTicker, { HelpDialogSlot }] = await Promise.all([
              import('../shell/signed-in-layout'),
              loadNewsTicker(),
              import('../shell/help-dialog-slot'),
            ]);
            // The suggestions' code, their bindings and texts load when the header's box is first focused.
            const loadSuggestions = async () => {
              const [{ headerSuggestions }, HeaderSuggestions] = await Promise.all([
                searchArea(),
                loadHeaderSuggestions(),
              ]);
              return headerSuggestions(container, HeaderSuggestions);
            };
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
            { path: 'account', Component: Redirecting },
            {
              // The search results (elastic/search), with the lists' report filters beside them.
              path: 'search',
              lazy: kit.page(['search', 'content'], async () => {
                const [{ searchRoute }, results] = await Promise.all([searchArea(), loadSearchResults()]);
                return { Component: searchRoute(container, results) };
              }),
            },
            ...MODULES.flatMap((module) => module.signedInRoutes?.(kit) ?? []),
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
