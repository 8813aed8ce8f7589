// The enumerations of SPEC §3 with their exact API values.

/** News status (SPEC §3). */
export const NewsStatus = { SENDNOW: 1, SAVED: 2, SCHEDULED: 3, SENT: 4, ERROR: 5 } as const;
/** A news status code. */
export type NewsStatus = (typeof NewsStatus)[keyof typeof NewsStatus];

/** News importance (SPEC §3). */
export const NewsImportance = { DEFAULT: 0, IMPORTANT: 1 } as const;
/** A news importance code. */
export type NewsImportance = (typeof NewsImportance)[keyof typeof NewsImportance];

/** Device type: mobile 0, desktop 1 (SPEC §3). */
export const DeviceType = { MOBILE: 0, DESKTOP: 1 } as const;
/** A device type code. */
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];

/** Platform: android 0, ios 1, other 2 (SPEC §3). */
export const Platform = { ANDROID: 0, IOS: 1, OTHER: 2 } as const;
/** A platform code. */
export type Platform = (typeof Platform)[keyof typeof Platform];

/** Disclosure types: announcement 1, invite 2, economic calendar 3 (SPEC §3). */
export const DisclosureType = { ANNOUNCEMENT: 1, INVITE: 2, ECONOMIC_CALENDAR: 3 } as const;
/** A disclosure type code. */
export type DisclosureType = (typeof DisclosureType)[keyof typeof DisclosureType];

/** Data layout: news 1, flashes 2, podcast 3, tvcast 4, report 5 (SPEC §3). */
export const DataLayout = { NEWS: 1, FLASHES: 2, PODCAST: 3, TVCAST: 4, REPORT: 5 } as const;
/** A data layout code. */
export type DataLayout = (typeof DataLayout)[keyof typeof DataLayout];

/** Quick date filter: one day 1, one week 2, one month 3, three months 4, others 5 (SPEC §3). */
export const DateFilter = { ONE_DAY: 1, ONE_WEEK: 2, ONE_MONTH: 3, THREE_MONTHS: 4, OTHERS: 5 } as const;
/** A date filter code. */
export type DateFilter = (typeof DateFilter)[keyof typeof DateFilter];

/** The zoom levels, in percent (SPEC §3). */
export const ZOOM_LEVELS = [80, 90, 100, 110, 120] as const;

/** Biometry types reported by the native shell (SPEC §3). */
export const BiometryType = {
  TOUCH_ID: 'TouchID',
  FACE_ID: 'FaceID',
  OPTIC_ID: 'OpticID',
  FINGERPRINT: 'Fingerprint',
  FACE: 'Face',
  IRIS: 'Iris',
} as const;
/** A biometry type name. */
export type BiometryType = (typeof BiometryType)[keyof typeof BiometryType];

/** List view style codes: 1 list, 2 detailed list (SPEC §3). */
export const ListViewStyle = { LIST: 1, DETAILED_LIST: 2 } as const;
/** A list view style code. */
export type ListViewStyle = (typeof ListViewStyle)[keyof typeof ListViewStyle];

/** Content badges (SPEC §3). */
export const ContentBadge = {
  IMPORTANT: 'Important',
  EXCLUSIVE: 'Exclusive',
  LIVE: 'Live',
  DISCLOSURE: 'Disclosure',
  ANNOUNCEMENT: 'Announcement',
  INVITE: 'Invite',
} as const;
/** A content badge. */
export type ContentBadge = (typeof ContentBadge)[keyof typeof ContentBadge];

/** Media badges (SPEC §3). */
export const MediaBadge = { ATTACHMENT: 'attachment', AUDIO: 'audio', VIDEO: 'video', PODCAST: 'podcast' } as const;
/** A media badge. */
export type MediaBadge = (typeof MediaBadge)[keyof typeof MediaBadge];

/** Where the ticker sits (SPEC §3, display preferences). */
export const TickerPosition = { TOP: 'top', FOOTER: 'footer' } as const;
/** A ticker position. */
export type TickerPosition = (typeof TickerPosition)[keyof typeof TickerPosition];

/** The display types of SPEC §2. */
export const DISPLAY_TYPES = [
  'list',
  'detailed-list',
  'card',
  'mosaic',
  'tag',
  'calendar',
  'schedule',
  'playlist',
] as const;
/** A display type. */
export type DisplayType = (typeof DISPLAY_TYPES)[number];

/** The calendar views of SPEC §2. */
export const CALENDAR_VIEWS = ['Month', 'Week', 'Day', 'List'] as const;
/** A calendar view. */
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** Event type (SPEC §3): online or in person. */
export const EventType = { ONLINE: 'online', IN_PERSON: 'in-person' } as const;
/** An event type. */
export type EventType = (typeof EventType)[keyof typeof EventType];

/** The two white-label clients: the consultancy and its market-news brand. */
export type Brand = 'consultancy' | 'market-news';
/** Every brand, the default (the consultancy) first. */
export const BRANDS: readonly Brand[] = ['consultancy', 'market-news'];

/** The brand a configuration names; anything else is the consultancy. */
export function parseBrand(value: unknown): Brand {
  return (BRANDS as readonly unknown[]).includes(value) ? (value as Brand) : 'consultancy';
}

/** The fixed home commodity list, id → name (SPEC §3). */
export const HOME_COMMODITIES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Sugar & Ethanol' },
  { id: 3, name: 'Cotton' },
  { id: 4, name: 'Rice' },
  { id: 6, name: 'Cattle' },
  { id: 7, name: 'Coffee' },
  { id: 11, name: 'Beans' },
  { id: 12, name: 'Chicken' },
  { id: 13, name: 'Corn' },
  { id: 16, name: 'Soy' },
  { id: 17, name: 'Soy meal & oil' },
  { id: 20, name: 'Swine' },
  { id: 21, name: 'Wheat' },
  { id: 202, name: 'Precision agriculture' },
  { id: 5, name: 'Bioenergy' },
  { id: 23, name: 'Chicago' },
  { id: 201, name: 'Fertilizers' },
];

/** The disabled item of the home commodity list (SPEC §3). */
export const DISABLED_HOME_COMMODITY = { id: 61, name: 'Hedge solutions' } as const;
