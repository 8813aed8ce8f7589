import { type AreaModule } from '../kit/area-module';
import { SERVICE_ROUTES } from '../shell/paths';

/** The services: ask the analyst and the services' pages (live sessions, courses, their recordings). */
export const servicesModule: AreaModule = {
  namespaces: ['services'],
  signedInRoutes: ({ page }) =>
    SERVICE_ROUTES.map((path) => ({
      path,
      lazy: page(['services'], async () => {
        const [{ servicesPage }, { bindServices }] = await Promise.all([
          import('./services-page'),
          import('../di/services-bindings'),
        ]);
        return { Component: servicesPage(path), services: [bindServices] };
      }),
    })),
};
