import { type Container } from 'inversify';
import { type ComponentType } from 'react';
import { type LoaderFunction, type RouteObject } from 'react-router-dom';

/** Binds part of the app (an area's ports and use cases) into a container. */
export type Binding = (container: Container) => void;

/** What a route's code gives when it loads: its page, its rule's loader, and the services its page needs bound. */
export interface RouteParts {
  readonly Component: ComponentType;
  readonly loader?: LoaderFunction;
  /** Applied to the container once each, before the page is drawn (an area's later pages find them in place). */
  readonly services?: readonly Binding[];
}

/** What an area's routes are built with: the container, and the `lazy` of a page with the namespaces of its texts. */
export interface RouteKit {
  readonly container: Container;
  /** Loads the page's parts and its texts (in the current locale) side by side, and binds the page's services. */
  page(namespaces: readonly string[], load: () => Promise<RouteParts>): NonNullable<RouteObject['lazy']>;
}

/**
 * What an area brings to the app (`ui/<area>/module.ts`): its text namespaces and its routes, in the public layout
 * and in the signed-in layout. Each page's code, texts and services load with its route. `ui/modules.ts` lists
 * every area's module; a route that joins two areas is composed in `ui/app`, from the parts the areas' modules give
 * (their `load…` exports, each loading its part's code when called).
 */
export interface AreaModule {
  /** The namespaces of the area's texts: `<area>` for `ui/<area>/i18n/`, `<area>-<part>` for `ui/<area>/i18n/<part>/`. */
  readonly namespaces: readonly string[];
  readonly publicRoutes?: (kit: RouteKit) => RouteObject[];
  readonly signedInRoutes?: (kit: RouteKit) => RouteObject[];
}
