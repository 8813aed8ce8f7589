import { type ComponentType } from 'react';
import { type AreaModule, type RouteKit } from '../kit/area-module';
import { ADMIN_PAGES } from '../shell/paths';

/** A page of the publishing desk, with its port and the role rule of the admin pages. */
const publishing = ({ container, page }: RouteKit, path: string, load: () => Promise<ComponentType>) => ({
  path,
  lazy: page(['admin-publishing', 'kit-table'], async () => {
    const [Component, { bindPublishing }, { adminLoader }] = await Promise.all([
      load(),
      import('../di/publishing-bindings'),
      import('../di/admin-bindings'),
    ]);
    return { Component, loader: adminLoader(container), services: [bindPublishing] };
  }),
});

/**
 * The back office: the publishing desk and the other admin pages, each with the role rule of SPEC §6 as its loader
 * (a user whose roles fail it goes to not-authorized).
 */
export const adminModule: AreaModule = {
  namespaces: ['admin', 'admin-publishing'],
  signedInRoutes: (kit) => [
    publishing(kit, 'admin/publishing', async () => (await import('./publishing-list-page')).PublishingListPage),
    publishing(
      kit,
      'admin/publishing/register',
      async () => (await import('./publishing-register-page')).PublishingRegisterPage,
    ),
    ...ADMIN_PAGES.filter((name) => !name.startsWith('publishing')).map((name) => ({
      path: `admin/${name}`,
      lazy: kit.page(['admin'], async () => {
        const [{ adminPage }, { bindAdmin, adminLoader }] = await Promise.all([
          import('./admin-page'),
          import('../di/admin-bindings'),
        ]);
        return { Component: adminPage(name), loader: adminLoader(kit.container), services: [bindAdmin] };
      }),
    })),
  ],
};
