import { type AreaModule } from '../kit/area-module';

/** The market: the quotes module (/quotes and /tmnquotes), with its prices, watch list and alerts. */
export const marketModule: AreaModule = {
  namespaces: ['market'],
  signedInRoutes: ({ page }) =>
    (['quotes', 'tmnquotes'] as const).map((path) => ({
      path,
      lazy: page(['market'], async () => {
        const [{ QuotesPage }, { bindMarket }] = await Promise.all([
          import('./quotes-page'),
          import('../di/market-bindings'),
        ]);
        return { Component: QuotesPage, services: [bindMarket] };
      }),
    })),
};
