import { type AreaModule } from '../kit/area-module';

/** Media: the media page, its player and playlist. */
export const mediaModule: AreaModule = {
  namespaces: ['media'],
  signedInRoutes: ({ page }) => [
    {
      path: 'media',
      lazy: page(['media'], async () => {
        const [{ MediaPage }, { bindMedia }] = await Promise.all([
          import('./media-page'),
          import('../di/media-bindings'),
        ]);
        return { Component: MediaPage, services: [bindMedia] };
      }),
    },
  ],
};
