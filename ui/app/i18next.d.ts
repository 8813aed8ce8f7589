// The texts' keys for the type check: t('ns:key') with a key that no namespace has fails to compile.
import { type ACCOUNT_TEXTS } from '../account/i18n';
import { type ADMIN_TEXTS } from '../admin/i18n';
import { type AUTH_TEXTS } from '../auth/i18n';
import { type CONTENT_TEXTS } from '../content/i18n';
import { type MARKET_TEXTS } from '../market/i18n';
import { type MEDIA_TEXTS } from '../media/i18n';
import { type NATIVE_TEXTS } from '../native/i18n';
import { type SEARCH_TEXTS } from '../search/i18n';
import { type SERVICES_TEXTS } from '../services/i18n';
import { type SESSION_TEXTS } from '../session/i18n';
import { type SHELL_TEXTS } from '../shell/i18n';
import { type ADMIN_PUBLISHING_TEXTS } from '../admin/publishing.i18n';
import { type CONTENT_CALENDAR_TEXTS } from '../content/calendar.i18n';
import { type CONTENT_CONSULTING_TEXTS } from '../content/consulting.i18n';
import { type CONTENT_DOWNLOAD_TEXTS } from '../content/download.i18n';
import { type CONTENT_HOME_TEXTS } from '../content/home.i18n';
import { type CONTENT_PAGES_TEXTS } from '../content/pages.i18n';
import { type CONTENT_READING_TEXTS } from '../content/reading.i18n';
import { type KIT_TABLE_TEXTS } from '../kit/table.i18n';
import { type SHELL_HELP_TEXTS } from '../shell/help.i18n';
import { type SHELL_PAGES_TEXTS } from '../shell/pages.i18n';
import { type SHELL_TOUR_TEXTS } from '../shell/tour.i18n';
import { type COMMON_TEXTS } from '../kit/i18n/common';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: (typeof ACCOUNT_TEXTS)['PtBr'];
      admin: (typeof ADMIN_TEXTS)['PtBr'];
      auth: (typeof AUTH_TEXTS)['PtBr'];
      content: (typeof CONTENT_TEXTS)['PtBr'];
      market: (typeof MARKET_TEXTS)['PtBr'];
      media: (typeof MEDIA_TEXTS)['PtBr'];
      native: (typeof NATIVE_TEXTS)['PtBr'];
      search: (typeof SEARCH_TEXTS)['PtBr'];
      services: (typeof SERVICES_TEXTS)['PtBr'];
      session: (typeof SESSION_TEXTS)['PtBr'];
      shell: (typeof SHELL_TEXTS)['PtBr'];
      'admin-publishing': (typeof ADMIN_PUBLISHING_TEXTS)['PtBr'];
      'content-calendar': (typeof CONTENT_CALENDAR_TEXTS)['PtBr'];
      'content-consulting': (typeof CONTENT_CONSULTING_TEXTS)['PtBr'];
      'content-download': (typeof CONTENT_DOWNLOAD_TEXTS)['PtBr'];
      'content-home': (typeof CONTENT_HOME_TEXTS)['PtBr'];
      'content-pages': (typeof CONTENT_PAGES_TEXTS)['PtBr'];
      'content-reading': (typeof CONTENT_READING_TEXTS)['PtBr'];
      'kit-table': (typeof KIT_TABLE_TEXTS)['PtBr'];
      'shell-help': (typeof SHELL_HELP_TEXTS)['PtBr'];
      'shell-pages': (typeof SHELL_PAGES_TEXTS)['PtBr'];
      'shell-tour': (typeof SHELL_TOUR_TEXTS)['PtBr'];
      common: (typeof COMMON_TEXTS)['PtBr'];
    };
  }
}
