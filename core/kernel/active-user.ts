import { type Locale } from './locale';
import { parseProfile, type AdminRole, type Profile } from './profile';

/** Interface themes: dark and light (the body also knows semi-dark). */
export const Theme = { DARK: 'dark', LIGHT: 'light', SEMI_DARK: 'semi-dark' } as const;
/** An interface theme. */
export type Theme = (typeof Theme)[keyof typeof Theme];
/** How lists are shown by default. */
export type ViewStyle = 'cards' | 'list' | 'detailed-list' | 'mosaic' | 'tag';
/** Alignment of images and text in a news detail: left, center, right. */
export const DetailAlignment = { LEFT: 'left', CENTER: 'center', RIGHT: 'right' } as const;
/** A detail alignment. */
export type DetailAlignment = (typeof DetailAlignment)[keyof typeof DetailAlignment];

/** Every interface theme, light first. */
export const THEMES: readonly Theme[] = [Theme.LIGHT, Theme.DARK, Theme.SEMI_DARK];
/** Every view style, the default (cards) first. */
export const VIEW_STYLES: readonly ViewStyle[] = ['cards', 'list', 'detailed-list', 'mosaic', 'tag'];
/** Every detail alignment. */
export const DETAIL_ALIGNMENTS: readonly DetailAlignment[] = [
  DetailAlignment.LEFT,
  DetailAlignment.CENTER,
  DetailAlignment.RIGHT,
];

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** A stored or received theme; anything else is light (the default, SPEC §3). */
export function parseTheme(value: unknown): Theme {
  return oneOf(THEMES, value, Theme.LIGHT);
}

/** A stored or received view style; anything else is cards (the default). */
export function parseViewStyle(value: unknown): ViewStyle {
  return oneOf(VIEW_STYLES, value, 'cards');
}

/** A stored or received detail alignment; anything else is center (the default). */
export function parseDetailAlignment(value: unknown): DetailAlignment {
  return oneOf(DETAIL_ALIGNMENTS, value, DetailAlignment.CENTER);
}

/** One item of the user's rights list: a commodity or subject and whether it is enabled. */
export interface RightsItem {
  id: number;
  nome: string;
  habilitado: boolean;
}

/** A favourite: the contents saved for one commodity. */
export interface FavoriteContent {
  commodity: number;
  content: { id: number }[];
}

/** The signed-in user as stored on the device (SPEC §3, Active user). */
export interface ActiveUser {
  nome: string;
  token: string;
  acptoken: string;
  refresh_token: string;
  auth: boolean;
  email: string;
  rights: RightsItem[];
  metadata: Record<string, unknown>;
  /** The user's admin roles (SPEC §6): none (or absent) for a reader without a back-office role. */
  roles?: AdminRole[];
  profile: Profile;
  signature: string;
  originCode: number;
  hasQuotesRights: boolean;
  s4Login: boolean;
  skipTour: boolean;
  afterLoginShowBiometry: boolean;
  theme: Theme;
  viewstyle: ViewStyle;
  rateTextSpeech: number;
  zoom: number;
  zoomDetail: number;
  formatAlignDetail: DetailAlignment;
  favoriteContent: FavoriteContent[];
  viewImportantTickers: boolean;
  viewHighlightsTickers: boolean;
  /** Whether the ticker shows, as the account's layout keeps it (this device's setting until the layout is read). */
  canDisplayTicker?: boolean;
  /** The ticker at the top rather than in the footer, as the account's layout keeps it. */
  tickerViewAtTheTop?: boolean;
  /** The ids of the saved news (the schedule), as the account's layout keeps them. */
  savedNews?: string[];
  /** The server's time of the account layout this user shows (ISO); a layout written earlier is not applied. */
  layoutUpdatedAt?: string;
  highlightCollapsed: boolean;
  agency: string[];
  userCode: string;
  acpurl: string;
  domain: string;
  sessionId: string;
  wdmasid: string;
  requestIp: string;
  userAgent: string;
  operatingSystem: string;
  browser: string;
}

/** The platform origin code (SPEC §9). */
export const PLATFORM_ORIGIN_CODE = 250;

/** The defaults of every Active user field (SPEC §3 and §9). */
export const ACTIVE_USER_DEFAULTS: Omit<ActiveUser, 'nome' | 'email' | 'token' | 'profile'> = {
  acptoken: '',
  refresh_token: '',
  auth: false,
  rights: [],
  metadata: {},
  signature: '',
  originCode: PLATFORM_ORIGIN_CODE,
  hasQuotesRights: false,
  s4Login: false,
  skipTour: false,
  afterLoginShowBiometry: false,
  theme: 'light',
  viewstyle: 'cards',
  rateTextSpeech: 1,
  zoom: 100,
  zoomDetail: 100,
  formatAlignDetail: 'center',
  favoriteContent: [],
  viewImportantTickers: false,
  viewHighlightsTickers: false,
  highlightCollapsed: false,
  agency: [],
  userCode: '',
  acpurl: '',
  domain: '',
  sessionId: '',
  wdmasid: '',
  requestIp: '',
  userAgent: '',
  operatingSystem: '',
  browser: '',
};

/** The login fields of the first item of the `auth/new-signin` response, as the API spells them. */
export type LoginFields = Partial<ActiveUser> &
  Pick<ActiveUser, 'nome' | 'email' | 'token' | 'profile'> & {
    /** Interface language chosen by the user (a Locale name or code). */
    language?: Locale | number;
  };

/** An Active user built from the login fields, every missing field taking its default. */
export function createActiveUser(fields: LoginFields): ActiveUser {
  const { language: _language, ...rest } = fields;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null));
  return { ...ACTIVE_USER_DEFAULTS, ...defined, profile: parseProfile(fields.profile), auth: true } as ActiveUser;
}
