import { ACCOUNT_TEXTS } from '../account/i18n';
import { ADMIN_TEXTS } from '../admin/i18n';
import { AUTH_TEXTS } from '../auth/i18n';
import { CONTENT_TEXTS } from '../content/i18n';
import { type Namespaces } from '../kit/i18n/area-texts';
import { SESSION_TEXTS } from '../session/i18n';
import { SHELL_TEXTS } from '../shell/i18n';

/** Every area's namespace, named like the area (its texts live in `ui/<area>/i18n.ts`). Register a new area here. */
export const AREA_NAMESPACES: Namespaces = {
  auth: AUTH_TEXTS,
  shell: SHELL_TEXTS,
  content: CONTENT_TEXTS,
  account: ACCOUNT_TEXTS,
  session: SESSION_TEXTS,
  admin: ADMIN_TEXTS,
};
