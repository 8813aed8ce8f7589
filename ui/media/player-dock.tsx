import { type Container } from 'inversify';
import { ListMusic, Maximize2, Minimize2, Pause, Play, X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { formatDuration, PLAYBACK_SPEEDS, qualityBadge, qualitiesOf } from '../../core';
import { InjectionProvider, useInjection } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { MediaStore } from './media.store';
import { PlaylistPanel } from './playlist-panel';
import './media.css';

/**
 * Keeps room below the page for the docked player while it shows (--dock-space on the root, its height and margin),
 * so the end of every page can still be scrolled into view above it.
 */
function useReservedSpace(): (element: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    const root = document.documentElement;
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      root.style.removeProperty('--dock-space');
      return;
    }
    const reserve = () => root.style.setProperty('--dock-space', `${element.offsetHeight + 16}px`);
    reserve();
    if (typeof ResizeObserver !== 'undefined') {
      observer.current = new ResizeObserver(reserve);
      observer.current.observe(element);
    }
  }, []);
}

/**
 * The docked player: the one media element that plays the current media, with play, pause, seek, speed and quality,
 * full or as a mini-player; and the playlist panel. It lives in a root of its own beside the app's, so it keeps
 * playing while the user reads other pages.
 */
export const PlayerDock = observer(function PlayerDock() {
  const store = useInjection(MediaStore);
  const { t } = useTranslation('media');
  const now = store.now;
  const source = store.source;
  const video = store.kind === 'video';
  const state = store.state;
  const reserveSpace = useReservedSpace();
  // A reload or a closed tab while the media plays keeps where the user was.
  useEffect(() => {
    const keep = () => store.keepPosition();
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [store]);
  const events = {
    ref: store.attach,
    src: source?.src,
    preload: 'auto' as const,
    onLoadedMetadata: (event: { currentTarget: HTMLMediaElement }) => store.onLoaded(event.currentTarget),
    onPlay: store.onPlaying,
    onPause: (event: { currentTarget: HTMLMediaElement }) => store.onPaused(event.currentTarget),
    onTimeUpdate: (event: { currentTarget: HTMLMediaElement }) => store.onTime(event.currentTarget),
    onEnded: (event: { currentTarget: HTMLMediaElement }) => store.onEnded(event.currentTarget),
  };
  return (
    <>
      {store.playlistOpen && (
        <div className="media-playlist-dock">
          <button
            type="button"
            className="button button-ghost icon-button"
            aria-label={t('closePlaylist')}
            onClick={() => store.setPlaylistOpen(false)}
          >
            <X aria-hidden="true" size={18} />
          </button>
          <PlaylistPanel store={store} />
        </div>
      )}
      {now && (
        <section ref={reserveSpace} className="media-dock" data-expanded={store.expanded} aria-label={t('player')}>
          {video ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the API gives a media item no caption track to load; an empty track would only silence this rule
            <video {...events} className="media-video" hidden={!store.expanded} playsInline />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- sound only: it needs a transcript, not captions, and the API gives a media item no text track
            <audio {...events} />
          )}
          <div className="media-dock-bar">
            <button
              type="button"
              className="button icon-button"
              aria-label={state.isPlaying ? t('pause') : t('resume')}
              onClick={store.toggle}
            >
              {state.isPlaying ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
            </button>
            <div className="media-dock-title">
              <strong>{now.item.title}</strong>
              {now.episode && <span className="media-muted"> · {now.episode.title}</span>}
            </div>
            <span className="media-muted tabular" data-testid="media-time">
              {formatDuration(state.currentTime)} / {formatDuration(store.duration || now.item.duration)}
            </span>
            <button
              type="button"
              className="button button-ghost icon-button"
              aria-label={t('openPlaylist')}
              onClick={() => store.setPlaylistOpen(!store.playlistOpen)}
            >
              <ListMusic aria-hidden="true" size={18} />
            </button>
            <button
              type="button"
              className="button button-ghost icon-button"
              aria-label={store.expanded ? t('minimize') : t('maximize')}
              onClick={() => store.setExpanded(!store.expanded)}
            >
              {store.expanded ? <Minimize2 aria-hidden="true" size={18} /> : <Maximize2 aria-hidden="true" size={18} />}
            </button>
            <button
              type="button"
              className="button button-ghost icon-button"
              aria-label={t('close')}
              onClick={store.stop}
            >
              <X aria-hidden="true" size={18} />
            </button>
          </div>
          {store.expanded && (
            <div className="media-dock-controls">
              <label className="media-seek">
                <span className="visually-hidden">{t('position')}</span>
                <input
                  type="range"
                  min={0}
                  max={Math.max(1, Math.round(store.duration || now.item.duration))}
                  step={1}
                  value={Math.round(state.currentTime)}
                  onChange={(event) => store.seek(Number(event.currentTarget.value))}
                />
              </label>
              <label>
                {t('speed')}{' '}
                <select value={store.speed} onChange={(event) => store.setSpeed(Number(event.currentTarget.value))}>
                  {PLAYBACK_SPEEDS.map((speed) => (
                    <option key={speed} value={speed}>{`${speed}×`}</option>
                  ))}
                </select>
              </label>
              {video && store.variants.length > 0 && (
                <label>
                  {t('quality')}{' '}
                  <select
                    value={source?.height ?? store.quality}
                    onChange={(event) => store.setQuality(Number(event.currentTarget.value))}
                  >
                    {qualitiesOf(store.variants).map((height) => (
                      <option key={height} value={height}>
                        {`${height}p ${qualityBadge(height) ?? ''}`.trim()}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          )}
        </section>
      )}
    </>
  );
});

let mounted = false;

/** Mounts the docked player once, in a root of its own at the end of the page (it then stays for the visit). */
export function mountPlayerDock(container: Container): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'media-dock';
  document.body.append(host);
  createRoot(host).render(
    <InjectionProvider container={container}>
      <I18nextProvider i18n={container.get(LocaleStore).i18n}>
        <PlayerDock />
      </I18nextProvider>
    </InjectionProvider>,
  );
}
