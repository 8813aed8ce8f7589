// Badges of a content item and of a document's video quality (SPEC §3, §9).
import { ContentBadge, DisclosureType, MediaBadge, NewsImportance } from '../kernel/enums';

/** The video quality badge of a height: 2160 → 4K; 720 to 1440 → HD; 576 and 480 → SD; otherwise none. */
export function qualityBadge(height: number): '4K' | 'HD' | 'SD' | null {
  if (height === 2160) return '4K';
  if (height >= 720 && height <= 1440) return 'HD';
  if (height === 576 || height === 480) return 'SD';
  return null;
}

/** The flags of a content item that give badges. */
export interface BadgeFlags {
  importance?: number | null;
  exclusive?: boolean | null;
  live?: boolean | null;
  /** The disclosure type (1 announcement, 2 invite, 3 economic calendar), when the item is a disclosure. */
  disclosureType?: number | null;
  hasAttachment?: boolean | null;
  hasAudio?: boolean | null;
  hasVideo?: boolean | null;
  hasPodcast?: boolean | null;
}

/** The badges of an item: content badges first, then media badges. */
export interface ItemBadges {
  content: ContentBadge[];
  media: MediaBadge[];
}

/**
 * The badges of a content item, in a fixed order: Important (importance 1), Exclusive, Live, Disclosure
 * (any disclosure type) followed by Announcement (type 1) or Invite (type 2); then attachment, audio,
 * video, podcast.
 */
export function contentBadges(flags: BadgeFlags): ItemBadges {
  const content: ContentBadge[] = [];
  if (flags.importance === NewsImportance.IMPORTANT) content.push(ContentBadge.IMPORTANT);
  if (flags.exclusive) content.push(ContentBadge.EXCLUSIVE);
  if (flags.live) content.push(ContentBadge.LIVE);
  const disclosure = flags.disclosureType;
  if (
    disclosure === DisclosureType.ANNOUNCEMENT ||
    disclosure === DisclosureType.INVITE ||
    disclosure === DisclosureType.ECONOMIC_CALENDAR
  ) {
    content.push(ContentBadge.DISCLOSURE);
    if (disclosure === DisclosureType.ANNOUNCEMENT) content.push(ContentBadge.ANNOUNCEMENT);
    if (disclosure === DisclosureType.INVITE) content.push(ContentBadge.INVITE);
  }
  const media: MediaBadge[] = [];
  if (flags.hasAttachment) media.push(MediaBadge.ATTACHMENT);
  if (flags.hasAudio) media.push(MediaBadge.AUDIO);
  if (flags.hasVideo) media.push(MediaBadge.VIDEO);
  if (flags.hasPodcast) media.push(MediaBadge.PODCAST);
  return { content, media };
}
