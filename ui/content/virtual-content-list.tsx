import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { memo, type RefObject, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContentListItem, type ListDisplayType } from '../../core';
import { useInjection } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { ContentEntry, type EntryTexts } from './content-entry';
import { favoriteKey, FavoritesStore } from './favorites.store';

/** Row height and minimum column width of each display type, in px; the list reserves exactly this space. */
export const DISPLAY_METRICS: Readonly<Record<ListDisplayType, { rowHeight: number; minColumnWidth: number }>> = {
  list: { rowHeight: 56, minColumnWidth: 0 },
  'detailed-list': { rowHeight: 148, minColumnWidth: 0 },
  card: { rowHeight: 236, minColumnWidth: 280 },
  mosaic: { rowHeight: 168, minColumnWidth: 200 },
  tag: { rowHeight: 52, minColumnWidth: 220 },
};

/** The tallest the list's scroll area grows, in px. */
const MAX_VIEWPORT = 720;

/** How many columns fit in a width. */
function columnsFor(display: ListDisplayType, width: number): number {
  const { minColumnWidth } = DISPLAY_METRICS[display];
  if (minColumnWidth === 0) return 1;
  return Math.max(1, Math.floor((width || 960) / minColumnWidth));
}

/** The width of an element, followed as it changes (undefined until it is measured, before the first paint). */
function useWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** One row of the list, at its place: drawn again only when what it shows changes, not on every scroll. */
const ContentRow = memo(function ContentRow({
  items,
  start,
  height,
  columns,
  display,
  onLocked,
  texts,
  favorites,
  onFavorite,
}: {
  items: readonly ContentListItem[];
  start: number;
  height: number;
  columns: number;
  display: ListDisplayType;
  onLocked: (item: ContentListItem) => void;
  texts: EntryTexts;
  favorites: ReadonlySet<string>;
  onFavorite: (item: ContentListItem) => void;
}) {
  return (
    <div
      className="content-row"
      style={{ transform: `translateY(${start}px)`, height, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {items.map((item) => (
        <div role="listitem" key={item.id} className="content-cell">
          <ContentEntry
            item={item}
            display={display}
            onLocked={onLocked}
            texts={texts}
            favorite={favorites.has(favoriteKey(item.commodity.id, item.id))}
            onFavorite={onFavorite}
          />
        </div>
      ))}
    </div>
  );
});

/**
 * The items of a list in a display type, virtualized: only the rows in view (and a few around them) are in the
 * page, so a list of 10,000 items stays small. The scroll area has the list's full height up to a cap, so
 * nothing moves when the items arrive. Scrolling draws the rows that come into view after the scroll, not
 * inside it (no synchronous flush), and a row already drawn is not drawn again; the entries' texts are made once
 * for the whole list. Each entry carries its favourite star: a toggle draws again only the rows in view.
 */
export const VirtualContentList = observer(function VirtualContentList({
  items,
  display,
  onLocked,
}: {
  items: readonly ContentListItem[];
  display: ListDisplayType;
  onLocked: (item: ContentListItem) => void;
}) {
  const { t } = useTranslation('content');
  const { locale } = useInjection(LocaleStore);
  const favorites = useInjection(FavoritesStore);
  const onFavorite = useCallback(
    (item: ContentListItem) => void favorites.toggle(item.commodity.id, item.id),
    [favorites],
  );
  const viewport = useRef<HTMLDivElement>(null);
  // The rows are drawn once the width is known (before the first paint): drawn before, they would all be drawn again
  // in the width's number of columns.
  const width = useWidth(viewport);
  const columns = columnsFor(display, width ?? 0);
  const rows = useMemo(() => {
    const chunks: ContentListItem[][] = [];
    for (let start = 0; start < items.length; start += columns) chunks.push(items.slice(start, start + columns));
    return chunks;
  }, [items, columns]);
  const texts = useMemo<EntryTexts>(
    () => ({
      locale,
      locked: (title) => t('list.locked', { title }),
      read: t('list.read'),
      badge: (badge) => t(`badges.${badge}`),
      favoriteAdd: t('favorites.add'),
      favoriteRemove: t('favorites.remove'),
    }),
    [t, locale],
  );
  const { rowHeight } = DISPLAY_METRICS[display];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    overscan: 3,
    initialRect: { width: 960, height: MAX_VIEWPORT },
    useFlushSync: false,
  });
  return (
    <div
      ref={viewport}
      className={`content-list-viewport display-${display}`}
      style={{ height: Math.min(rows.length * rowHeight, MAX_VIEWPORT) }}
    >
      <div
        role="list"
        aria-label={t('list.label')}
        className="content-list"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {(width === undefined ? [] : virtualizer.getVirtualItems()).map((row) => (
          <ContentRow
            key={row.key}
            items={rows[row.index] ?? []}
            start={row.start}
            height={rowHeight}
            columns={columns}
            display={display}
            onLocked={onLocked}
            texts={texts}
            favorites={favorites.keys}
            onFavorite={onFavorite}
          />
        ))}
      </div>
    </div>
  );
});
