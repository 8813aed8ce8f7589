// The content shapes of the API (SPEC §3, News item and Event), as the API spells them.
import { type DisclosureType, type EventType, type NewsImportance } from '../kernel/enums';
import { type Locale, type LocalizedNames } from '../kernel/locale';
import { type ContentLocation } from '../kernel/access';

/** A reference to a commodity or subject. */
export interface CommodityRef {
  id: number;
  nome: string;
}

/** The publication type of an item: `newsContent[0].code` decides its date (SPEC §3). */
export interface NewsContentRef {
  code: string;
  nome: string;
}

/** Who wrote an item. */
export interface ContentAuthor {
  id: number;
  name: string;
}

/** An item's picture: its address, and what it shows (in the reader's language) for those who cannot see it. */
export interface ContentImage {
  url: string;
  alt: string;
}

/** One entry of a content list; a locked entry carries no body (SPEC §6). */
export interface ContentListItem {
  id: number;
  commodity: CommodityRef;
  title: string;
  summary: string;
  dt_report: string | null;
  dt_publish: string;
  newsContent: NewsContentRef[];
  periodicity: string;
  originCountry: string;
  author: ContentAuthor;
  reportType: { id: number; nome: string } | null;
  importance: NewsImportance;
  exclusive: boolean;
  live: boolean;
  highlight: boolean;
  relevant: boolean;
  priority: number;
  disclosureType: DisclosureType | null;
  hasAttachment: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
  hasPodcast: boolean;
  /** Free content: open to every profile. */
  free: boolean;
  /** The user's rights do not include this item: title, summary and badges only. */
  locked: boolean;
  /** Where the item opens for this user (detail-public or one of the private-content locations). */
  location: ContentLocation;
  /** Whether this user has read the item. */
  read: boolean;
  /** The item's picture, when it has one (shown by the card and mosaic views and the detail). */
  image: ContentImage | null;
}

/** A file attached to an item. */
export interface ContentAttachment {
  name: string;
  url: string;
  mimeType: string;
  size: number;
}

/** An event (SPEC §3): online or in person, all day or timed, with its place, price, link and related news. */
export interface ContentEvent {
  type: EventType;
  allDay: boolean;
  start: string;
  end: string;
  location: string | null;
  price: number | null;
  link: string | null;
  relatedNews: { id: number; title: string }[];
}

/** A news detail: the list entry plus its body, attachments and event, when the user's rights include them. */
export interface NewsDetail extends ContentListItem {
  /** The HTML body; absent when the item is locked. */
  body?: string;
  attachments: ContentAttachment[];
  /** Demo users see the item but not its attachments (shown as an upsell). */
  attachmentsLocked: boolean;
  event: ContentEvent | null;
  /** The languages the item is offered in. */
  languages: Locale[];
}

/** A filter option (SPEC §3, Content filter option). */
export interface ContentFilterOption extends LocalizedNames {
  id: number | string;
  habilitado: boolean;
  icone: string;
  isQuotes: boolean;
  slug: string;
}

/** A sub-menu item of a commodity (`menu/content`): a publication type, enabled when the plan includes it. */
export interface ContentMenuItem extends LocalizedNames {
  id: string;
  habilitado: boolean;
  icone: string;
}

/** The name of a filter option or sub-menu item in a locale, else its nome. */
export function optionLabel(
  option: Pick<ContentFilterOption, 'nome'> & Partial<Record<`name${Locale}`, string>>,
  locale: Locale,
): string {
  const localised = option[`name${locale}`];
  return localised && localised.trim() !== '' ? localised : option.nome;
}
