import { accountModule } from './account/module';
import { adminModule } from './admin/module';
import { authModule } from './auth/module';
import { contentModule } from './content/module';
import { type AreaModule } from './kit/area-module';
import { marketModule } from './market/module';
import { mediaModule } from './media/module';
import { nativeModule } from './native/module';
import { searchModule } from './search/module';
import { servicesModule } from './services/module';
import { sessionModule } from './session/module';
import { shellModule } from './shell/module';

// The UI's areas, at the root of ui/: the one file that imports them, and only their modules. ui/app composes the app
// from this list and the parts the modules give; it imports no area (eslint.config.js).

/** The parts of an area that ui/app draws or joins, each loaded when called. */
export { loadPrivacyPolicy } from './account/module';
export { loadLoginPage } from './auth/module';
export { loadNewsTicker, loadReportFiltersPanel } from './content/module';
export { loadBiometryDialogs, loadQuickSignIn } from './native/module';
export { loadHeaderSuggestions, loadSearchResults } from './search/module';

/** Every area of the interface: a new area adds its `ui/<area>/module.ts` here (docs/architecture.md). */
export const MODULES: readonly AreaModule[] = [
  shellModule,
  authModule,
  sessionModule,
  accountModule,
  contentModule,
  mediaModule,
  marketModule,
  servicesModule,
  searchModule,
  adminModule,
  nativeModule,
];
