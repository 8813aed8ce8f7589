import { Lock } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatReportDate, type ContentListItem, type ListDisplayType, type Locale } from '../../core';
import { ContentBadgeList, type BadgeLabel } from './content-badges';
import { FavoriteStar } from './favorite-star';

/** The address of an item's detail. */
export const detailPath = (item: Pick<ContentListItem, 'id' | 'commodity'>): string =>
  `/informative/${item.commodity.id}/${item.id}`;

/** The texts every entry of a list shows, made once by the list (an entry calls no hook of its own: cheap to mount). */
export interface EntryTexts {
  locale: Locale;
  /** The accessible name of a locked item. */
  locked: (title: string) => string;
  /** The read mark. */
  read: string;
  badge: BadgeLabel;
  /** The names of the favourite star: to add, to remove. */
  favoriteAdd: string;
  favoriteRemove: string;
}

/**
 * One item of a content list, drawn for a display type, with its favourite star beside it (not for a locked item,
 * which cannot be read); a locked item opens the no-rights dialog instead of its detail.
 * An item is plain data (a page of the list is replaced whole, never changed in place): the entry is drawn again only
 * when its props change.
 */
export const ContentEntry = memo(function ContentEntry({
  item,
  display,
  onLocked,
  texts,
  favorite = false,
  onFavorite,
}: {
  item: ContentListItem;
  display: ListDisplayType;
  onLocked: (item: ContentListItem) => void;
  texts: EntryTexts;
  /** Whether the item is a favourite of its commodity. */
  favorite?: boolean;
  /** Toggles the item's favourite; no star without it. */
  onFavorite?: (item: ContentListItem) => void;
}) {
  const star =
    onFavorite && !item.locked ? (
      <FavoriteStar
        on={favorite}
        label={favorite ? texts.favoriteRemove : texts.favoriteAdd}
        onToggle={() => onFavorite(item)}
      />
    ) : null;
  return (
    <>
      <EntryBody item={item} display={display} onLocked={onLocked} texts={texts} />
      {star}
    </>
  );
});

/** The entry itself: a link to the detail (a button for a locked item) drawn for the display type. */
function EntryBody({
  item,
  display,
  onLocked,
  texts,
}: {
  item: ContentListItem;
  display: ListDisplayType;
  onLocked: (item: ContentListItem) => void;
  texts: EntryTexts;
}) {
  const date = formatReportDate(item, texts.locale);
  const title = item.locked ? texts.locked(item.title) : item.title;
  const open = (children: ReactNode, className: string) =>
    item.locked ? (
      <button
        type="button"
        className={`${className} content-entry-locked`}
        aria-label={title}
        onClick={() => onLocked(item)}
      >
        {children}
      </button>
    ) : (
      <Link className={className} to={detailPath(item)} aria-label={title}>
        {children}
      </Link>
    );
  const lock = item.locked ? <Lock className="content-lock" aria-hidden="true" size={14} /> : null;
  const read = item.read ? <span className="content-read">{texts.read}</span> : null;
  const picture = (className: string) =>
    item.image ? (
      <img className={className} src={item.image.url} alt={item.image.alt} loading="lazy" width={160} height={90} />
    ) : null;
  const meta = (
    <span className="content-meta">
      <time dateTime={item.dt_publish}>{date}</time>
      <span>{item.commodity.nome}</span>
      <span>{item.newsContent[0]?.nome}</span>
      {read}
    </span>
  );

  switch (display) {
    case 'list':
      return open(
        <>
          {lock}
          <span className="content-title">{item.title}</span>
          {meta}
        </>,
        'content-entry content-entry-list',
      );
    case 'detailed-list':
      return open(
        <>
          <span className="content-title">
            {lock}
            {item.title}
          </span>
          {meta}
          <span className="content-summary">{item.summary}</span>
          <ContentBadgeList item={item} label={texts.badge} />
        </>,
        'content-entry content-entry-detailed',
      );
    case 'mosaic':
      return open(
        <>
          {picture('content-mosaic-image') ?? (
            <span className={`content-mosaic-band type-${item.newsContent[0]?.code ?? 'news'}`} aria-hidden="true">
              {item.newsContent[0]?.nome}
            </span>
          )}
          <span className="content-title">
            {lock}
            {item.title}
          </span>
          <span className="content-meta">
            <time dateTime={item.dt_publish}>{date}</time>
            {item.image ? <span>{item.newsContent[0]?.nome}</span> : null}
            {read}
          </span>
        </>,
        'content-entry content-entry-mosaic',
      );
    case 'tag':
      return open(
        <>
          {lock}
          <span className="content-title">{item.title}</span>
          {read}
        </>,
        'content-entry content-entry-tag',
      );
    default:
      return open(
        <>
          <span className="content-card-head">
            <span>{item.newsContent[0]?.nome}</span>
            <time dateTime={item.dt_publish}>{date}</time>
            {read}
          </span>
          <span className="content-card-main">
            <span className="content-title">
              {lock}
              {item.title}
            </span>
            {picture('content-card-image')}
          </span>
          <span className="content-summary">{item.summary}</span>
          <ContentBadgeList item={item} label={texts.badge} />
        </>,
        'content-entry content-entry-card',
      );
  }
}
