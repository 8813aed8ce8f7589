import { useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContentListItem, type ListDisplayType } from '../../core';
import { ContentEntry } from './content-entry';

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

/** The width of an element, followed as it changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
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

/**
 * The items of a list in a display type, virtualized: only the rows in view (and a few around them) are in the
 * page, so a list of 10,000 items stays small. The scroll area has the list's full height up to a cap, so
 * nothing moves when the items arrive.
 */
export function VirtualContentList({
  items,
  display,
  onLocked,
}: {
  items: readonly ContentListItem[];
  display: ListDisplayType;
  onLocked: (item: ContentListItem) => void;
}) {
  const { t } = useTranslation('content');
  const viewport = useRef<HTMLDivElement>(null);
  const columns = columnsFor(display, useWidth(viewport));
  const rows = useMemo(() => {
    const chunks: ContentListItem[][] = [];
    for (let start = 0; start < items.length; start += columns) chunks.push(items.slice(start, start + columns));
    return chunks;
  }, [items, columns]);
  const { rowHeight } = DISPLAY_METRICS[display];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    overscan: 3,
    initialRect: { width: 960, height: MAX_VIEWPORT },
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
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="content-row"
            style={{
              transform: `translateY(${row.start}px)`,
              height: rowHeight,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {rows[row.index]?.map((item) => (
              <div role="listitem" key={item.id} className="content-cell">
                <ContentEntry item={item} display={display} onLocked={onLocked} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
