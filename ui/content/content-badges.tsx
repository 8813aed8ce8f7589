import { FileText, Headphones, Mic, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contentBadges, MediaBadge, type ContentBadge, type ContentListItem } from '../../core';

const MEDIA_ICONS = {
  [MediaBadge.ATTACHMENT]: FileText,
  [MediaBadge.AUDIO]: Headphones,
  [MediaBadge.VIDEO]: Video,
  [MediaBadge.PODCAST]: Mic,
} as const;

/** The name of a badge ('Important', 'Audio'…) in the interface language. */
export type BadgeLabel = (badge: ContentBadge | MediaBadge) => string;

/** The badges of an item, named by `label` (what a long list draws in each of its cells, without a hook of its own). */
export function ContentBadgeList({ item, label }: { item: ContentListItem; label: BadgeLabel }) {
  const badges = contentBadges(item);
  if (badges.content.length === 0 && badges.media.length === 0) return null;
  return (
    <span className="content-badges">
      {badges.content.map((badge) => (
        <span key={badge} className={`badge badge-${badge.toLowerCase()}`}>
          {label(badge)}
        </span>
      ))}
      {badges.media.map((badge) => {
        const Icon = MEDIA_ICONS[badge];
        return (
          <span key={badge} className="badge badge-media" title={label(badge)}>
            <Icon aria-hidden="true" size={14} />
            <span className="visually-hidden">{label(badge)}</span>
          </span>
        );
      })}
    </span>
  );
}

/** The content and media badges of an item (Important, Exclusive, Live, Disclosure…; attachment, audio, video, podcast). */
export function ContentBadges({ item }: { item: ContentListItem }) {
  const { t } = useTranslation('content');
  return <ContentBadgeList item={item} label={(badge) => t(`badges.${badge}`)} />;
}
