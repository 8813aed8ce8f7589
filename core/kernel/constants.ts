// The business constants and limits of SPEC §9 (and the defaults of §3), with their exact values.
import { DEFAULT_LOCALE } from './locale';
import { PLATFORM_ORIGIN_CODE } from './active-user';

/** The default locale and the platform origin code, defined with their types and listed here too. */
export { DEFAULT_LOCALE, PLATFORM_ORIGIN_CODE };

/** Length of the demo trial, in days. */
export const DEMO_TRIAL_DAYS = 7;
/** How long an e-mail confirmation code (token) stays valid, in hours. */
export const CONFIRMATION_TOKEN_VALIDITY_HOURS = 2;
/** The same validity in milliseconds. */
export const CONFIRMATION_TOKEN_VALIDITY_MS = CONFIRMATION_TOKEN_VALIDITY_HOURS * 60 * 60 * 1000;
/** The digits of a code sent by e-mail: the two-factor code of a new device and the e-mail confirmation code. */
export const EMAILED_CODE_LENGTH = 6;

/** Time allowed for a code-split chunk (a route's code) to load; past it the route fails with the server-error page. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The API client's request timeout: a call with no answer by then fails as a request without a response. */
export const API_TIMEOUT_MS = 15_000;
/** How often the version file is read. */
export const VERSION_CHECK_INTERVAL_MS = 120_000;
/** Delay before the page reloads after logout. */
export const LOGOUT_RELOAD_MS = 400;
/** Quiet time after a size change before the layout re-renders. */
export const LAYOUT_RERENDER_DEBOUNCE_MS = 500;
/** Time the native shell has to answer a biometric request. */
export const BIOMETRIC_TIMEOUT_MS = 8000;
/** The fewest characters a new password may have (the common-password list is cut at this length: never lower it alone). */
export const MIN_PASSWORD_LENGTH = 10;
/** A quick sign-in PIN's digits. */
export const PIN_LENGTH = 6;
/** Wrong PINs in a row after which the device's quick sign-in is revoked (the password signs in again). */
export const MAX_PIN_ATTEMPTS = 5;
/** The time-spent tick. */
export const TIME_TICK_MS = 1000;
/** A session is reported only when it lasted more than this many seconds (when the check flag is set). */
export const MIN_REPORTABLE_SESSION_SECONDS = 30;

/** At most this many starred pages. */
export const STARRED_PAGES_MAX = 10;
/** A highlight title has at most this many characters. */
export const HIGHLIGHT_TITLE_MAX_LENGTH = 120;
/** Default number of ticker items. */
export const TICKER_DEFAULT_LIMIT = 10;
/** The highlights carousel: at most 9 highlights, 3 per view. */
export const HIGHLIGHTS_CAROUSEL = { limit: 9, slidesPerView: 3 } as const;
/** Paginator defaults: page size 10, limit 24, page-size options 10, 25, 50. */
export const PAGINATOR = { defaultPageSize: 10, defaultLimit: 24, pageSizeOptions: [10, 25, 50] } as const;
/** Horizontal distance, in px, that counts as a swipe. */
export const SWIPE_THRESHOLD = 200;
/** Layout breakpoints, in px. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Default theme. */
export const DEFAULT_THEME = 'light' as const;
/** Default calendar event colour. */
export const DEFAULT_CALENDAR_COLOR = 'green' as const;
/** Default layout. */
export const DEFAULT_LAYOUT = 'vertical' as const;
/** Default list view style. */
export const DEFAULT_VIEW_STYLE = 'cards' as const;
/** Default text-to-speech rate. */
export const DEFAULT_SPEECH_RATE = 1;
/** The slowest and the fastest speech rate a user may choose (1 is the voice's normal pace). */
export const SPEECH_RATE_MIN = 0.5;
export const SPEECH_RATE_MAX = 2;
/** Default zoom, in percent. */
export const DEFAULT_ZOOM = 100;
/** Default alignment of a news detail. */
export const DEFAULT_DETAIL_ALIGNMENT = 'center' as const;

/** Obfuscation keeps this many trailing characters. */
export const OBFUSCATION_VISIBLE_CHARS = 10;
/** Default player quality (video height). */
export const PLAYER_DEFAULT_QUALITY = 576;

/** Default icon size, in px. */
export const DEFAULT_ICON_SIZE = 24;
/** Default size of the larger icons, in px. */
export const LARGE_ICON_SIZE = 28;
