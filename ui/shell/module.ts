import { type AreaModule } from '../kit/area-module';
import { type InfoPageLink, type InfoPageName } from './info-page';
import { SECTION_PAGES, type PublicPage } from './paths';
import { type SectionName } from './section-page';

/** The public pages under /pages that are information pages for now, and where each one's link leads. */
const INFO_PAGES: readonly [InfoPageName & PublicPage, InfoPageLink][] = [
  ['error-404', 'home'],
  ['error-500', 'home'],
  ['callback', 'none'],
  ['comingsoon', 'home'],
  ['browser-not-support', 'none'],
  ['maintenance', 'none'],
  ['not-authorized', 'home'],
];

/** The shell: the information pages, the version page and the sections' pages. */
export const shellModule: AreaModule = {
  namespaces: ['shell', 'shell-help', 'shell-pages', 'shell-tour'],
  publicRoutes: ({ page }) => [
    ...INFO_PAGES.map(([name, link]) => ({
      path: `pages/${name}`,
      lazy: page(['shell-pages'], async () => ({
        Component: (await import('./info-page')).infoPage(name, link),
      })),
    })),
    {
      path: 'version',
      lazy: page(['shell', 'shell-help', 'shell-pages'], async () => ({
        Component: (await import('./version-page')).VersionPage,
      })),
    },
  ],
  signedInRoutes: ({ page }) =>
    SECTION_PAGES.map((name: SectionName) => ({
      path: name,
      lazy: page(['shell'], async () => ({ Component: (await import('./section-page')).sectionPage(name) })),
    })),
};
