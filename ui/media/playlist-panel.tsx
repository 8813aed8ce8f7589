import { useVirtualizer } from '@tanstack/react-virtual';
import { ListX, Trash2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../core';
import { type MediaStore } from './media.store';

const ROW = 44;

/**
 * The playlist (SPEC §4), as a panel or as the playlist display: its items in order, virtualised (only the rows in
 * view are drawn, so a playlist of a thousand items keeps the page light), each selectable (it plays) and removable;
 * a button empties it and stops the current media.
 */
export const PlaylistPanel = observer(function PlaylistPanel({
  store,
  height = 320,
}: {
  store: MediaStore;
  height?: number;
}) {
  const { t } = useTranslation('media');
  const scroller = useRef<HTMLDivElement>(null);
  const items = store.items;
  const virtual = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 6,
    useFlushSync: false,
  });
  return (
    <section className="media-playlist" aria-label={t('playlist')}>
      <header className="media-playlist-head">
        <h2>{t('playlist')}</h2>
        <span className="media-muted">{t('count', { count: items.length })}</span>
        <button type="button" className="button button-ghost" onClick={store.clear} disabled={items.length === 0}>
          <ListX aria-hidden="true" size={16} /> {t('clear')}
        </button>
      </header>
      {items.length === 0 ? (
        <p className="media-muted">{t('emptyPlaylist')}</p>
      ) : (
        <div ref={scroller} className="media-playlist-scroll" style={{ maxHeight: height }}>
          <ol aria-label={t('playlist')} style={{ height: virtual.getTotalSize(), position: 'relative' }}>
            {virtual.getVirtualItems().map((row) => {
              const item = items[row.index]!;
              const selected = store.selected?._id === item._id;
              return (
                <li
                  key={item._id}
                  aria-current={selected ? 'true' : undefined}
                  className="media-playlist-row"
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: ROW,
                    transform: `translateY(${row.start}px)`,
                  }}
                >
                  <button
                    type="button"
                    className="media-playlist-select"
                    aria-label={t('select', { title: item.title })}
                    onClick={() => store.select(item._id)}
                  >
                    <span className="media-playlist-title">{item.title}</span>
                    <span className="media-muted tabular">{formatDuration(item.duration)}</span>
                  </button>
                  <button
                    type="button"
                    className="button button-ghost icon-button"
                    aria-label={t('remove', { title: item.title })}
                    onClick={() => store.remove(item._id)}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </section>
  );
});
