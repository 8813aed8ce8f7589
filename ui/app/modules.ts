import { accountModule } from '../account/module';
import { adminModule } from '../admin/module';
import { authModule } from '../auth/module';
import { contentModule } from '../content/module';
import { type AreaModule } from '../kit/area-module';
import { marketModule } from '../market/module';
import { mediaModule } from '../media/module';
import { nativeModule } from '../native/module';
import { searchModule } from '../search/module';
import { servicesModule } from '../services/module';
import { sessionModule } from '../session/module';
import { shellModule } from '../shell/module';

/** The parts of an area that a layout of ui/app draws: ui/app reaches the areas through this file only. */
export { loadPrivacyPolicy } from '../account/module';
export { loadLoginPage } from '../auth/module';
export { loadNewsTicker, loadReportFiltersPanel } from '../content/module';
export { loadBiometryDialogs, loadQuickSignIn } from '../native/module';
export { loadHeaderSuggestions, loadSearchResults } from '../search/module';

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
