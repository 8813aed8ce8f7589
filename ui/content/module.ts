import { type Container } from 'inversify';
import { type LoaderFunctionArgs } from 'react-router-dom';
import { SessionRepository } from '../../core';
import { type AreaModule } from '../kit/area-module';
import { MenuStore } from '../shell/menu.store';

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
    void import('./list-prefetch').then(({ ListPrefetch }) =>
      container.get(ListPrefetch).start(Number(params.commodity)),
    );
    return null;
  };
}

/** The document use cases: the download page, the detail's and consulting's attachments read, save and mail with them. */
const documents = async () => (await import('../di/document-bindings')).bindDocuments;

/** The headlines' ticker the signed-in layout draws at its top and at its foot, loaded with the layout. */
export const loadNewsTicker = async () => (await import('./news-ticker')).NewsTicker;

/** The lists' report filters, which the search results page shows too (composed in ui/app). */
export const loadReportFiltersPanel = async () => (await import('./report-filters-panel')).ReportFiltersPanel;

/** The content: the visitor's pages, the lists, the detail, favourites, the schedule, consulting and the calendars. */
export const contentModule: AreaModule = {
  namespaces: [
    'content',
    'content-calendar',
    'content-consulting',
    'content-download',
    'content-home',
    'content-pages',
    'content-reading',
  ],
  publicRoutes: ({ page }) => [
    {
      // A signed-in user never gets here: the guard sends /home to the first informative item.
      path: 'home',
      lazy: page(['content-home'], async () => ({ Component: (await import('./visitor-home')).VisitorHome })),
    },
    {
      path: 'details',
      lazy: page(['content-home'], async () => ({
        Component: (await import('./public-detail-page')).PublicDetailPage,
      })),
    },
    {
      path: 'landing-page',
      lazy: page(['content-home'], async () => ({ Component: (await import('./landing-page')).LandingPage })),
    },
    {
      path: 'pages/plans',
      lazy: page(['content', 'content-pages'], async () => ({ Component: (await import('./plans-page')).PlansPage })),
    },
    {
      path: 'pages/download-file',
      // The page and the document use cases it hands files out with.
      lazy: page(['content-download'], async () => {
        const [{ DownloadFilePage }, bindDocuments] = await Promise.all([import('./download-file-page'), documents()]);
        return { Component: DownloadFilePage, services: [bindDocuments] };
      }),
    },
  ],
  signedInRoutes: ({ container, page }) => [
    {
      path: 'informative/:commodity',
      loader: startListReads(container),
      lazy: page(['content'], async () => ({
        Component: (await import('./informative-list')).InformativeListRoute,
      })),
    },
    {
      path: 'informative/:commodity/:id',
      // The detail, the document use cases its attachments are read, saved and mailed with, and the loader of the
      // listen and share engines.
      lazy: page(['content', 'content-pages'], async () => {
        const [{ NewsDetailRoute }, bindDocuments, { bindReading }] = await Promise.all([
          import('./news-detail-route'),
          documents(),
          import('../di/reading-bindings'),
        ]);
        return { Component: NewsDetailRoute, services: [bindDocuments, bindReading] };
      }),
    },
    {
      path: 'favorites',
      lazy: page(['content'], async () => ({ Component: (await import('./favorites-page')).FavoritesPage })),
    },
    {
      path: 'schedule',
      lazy: page(['content', 'content-pages'], async () => ({
        Component: (await import('./schedule-page')).SchedulePage,
      })),
    },
    {
      // Consulting (reportData/consulting): its page, its port and the document use cases.
      path: 'consulting',
      lazy: page(['content-consulting'], async () => {
        const [{ ConsultingPage }, { bindConsulting }, bindDocuments] = await Promise.all([
          import('./consulting-page'),
          import('../di/consulting-bindings'),
          documents(),
        ]);
        return { Component: ConsultingPage, services: [bindConsulting, bindDocuments] };
      }),
    },
    ...(
      [
        ['events', 'EventsCalendarPage'],
        ['economic-calendar', 'EconomicCalendarPage'],
        ['author/:id', 'AuthorPage'],
      ] as const
    ).map(([path, name]) => ({
      path,
      // The calendars and the author page: one module, imported from one place.
      lazy: page(['content', 'content-calendar'], async () => ({
        Component: (await import('./calendar-page'))[name],
      })),
    })),
  ],
};
