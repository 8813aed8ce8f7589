import { FileText, Headphones, Mic, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contentBadges, MediaBadge, type ContentListItem } from '../../core';

const MEDIA_ICONS = {
  [MediaBadge.ATTACHMENT]: FileText,
  [MediaBadge.AUDIO]: Headphones,
  [MediaBadge.VIDEO]: Video,
  [MediaBadge.PODCAST]: Mic,
} as const;

/** The content and media badges of an item (Important, Exclusive, Live, Disclosure…; attachment, audio, video, podcast). */
export function ContentBadges({ item }: { item: ContentListItem }) {
  const { t } = useTranslation('content');
  const badges = contentBadges(item);
  if (badges.content.length === 0 && badges.media.length === 0) return null;
  return (
    <span className="content-badges">
      {badges.content.map((badge) => (
        <span key={badge} className={`badge badge-${badge.toLowerCase()}`}>
          {t(`badges.${badge}`)}
        </span>
      ))}
      {badges.media.map((badge) => {
        const Icon = MEDIA_ICONS[badge];
        return (
          <span key={badge} className="badge badge-media" title={t(`badges.${badge}`)}>
            <Icon aria-hidden="true" size={14} />
            <span className="visually-hidden">{t(`badges.${badge}`)}</span>
          </span>
        );
      })}
    </span>
  );
}
