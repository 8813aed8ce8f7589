import { ExternalLink, ListPlus, Lock, Play } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  embedUrl,
  formatDuration,
  isPlayable,
  MediaEmbedConfigPort,
  MEDIA_KIND_NAMES,
  MEDIA_KINDS,
  orderedEpisodes,
  qualityBadges,
  ResumePositions,
  type Locale,
  type MediaEmbedConfig,
  type MediaItem,
} from '../../core';
import { useContainer, useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { MediaStore } from './media.store';
import { MediaPageViewModel } from './media-page.view-model';
import { mountPlayerDock } from './player-dock';
import { PlaylistPanel } from './playlist-panel';
import './media.css';

// What plays media from another area's page (a live session's recording) needs, from this route's own chunk.
export { MediaStore } from './media.store';
export { mountPlayerDock } from './player-dock';

/** One media item: thumbnail, kind, quality badges, duration, author; play, add to the playlist, or open its embed. */
const MediaCard = observer(function MediaCard({
  item,
  locale,
  embeds,
}: {
  item: MediaItem;
  locale: Locale;
  embeds: MediaEmbedConfig | undefined;
}) {
  const { t } = useTranslation('media');
  const store = useInjection(MediaStore);
  const resume = useInjection(ResumePositions);
  const episodes = orderedEpisodes(item);
  const point = resume.get(item._id);
  const embed = item.embed ? embedUrl(embeds, item.embed) : null;
  return (
    <li className="media-card">
      <img src={item.thumbnail} alt="" width={160} height={90} loading="lazy" />
      <div className="media-badges">
        <span className="media-badge">{MEDIA_KIND_NAMES[item.kind][locale]}</span>
        {qualityBadges(item.variants).map(({ height, badge }) => (
          <span key={height} className="media-badge" title={`${height}p`}>
            {badge}
          </span>
        ))}
        <span className="media-muted tabular">{formatDuration(item.duration)}</span>
      </div>
      <h3>{item.title}</h3>
      <span className="media-muted">{t('by', { author: item.author })}</span>
      {episodes.length > 0 && (
        <details>
          <summary>
            {t('episodes')} ({episodes.length})
          </summary>
          <ol className="media-episodes">
            {episodes.map((episode) => (
              <li key={episode.id}>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={item.locked}
                  onClick={() => store.play(item, episode.id)}
                >
                  {episode.title} <span className="media-muted tabular">{formatDuration(episode.duration)}</span>
                </button>
              </li>
            ))}
          </ol>
        </details>
      )}
      {point && point.time > 0 && (
        <span className="media-muted">{t('resumeAt', { time: formatDuration(point.time) })}</span>
      )}
      <div className="media-card-actions">
        {item.locked ? (
          <span className="media-muted">
            <Lock aria-hidden="true" size={14} /> {t('locked')}
          </span>
        ) : item.embed ? (
          embed ? (
            <a className="button" href={embed} target="_blank" rel="noreferrer noopener">
              <ExternalLink aria-hidden="true" size={16} /> {t('openEmbed')}
            </a>
          ) : (
            <span className="media-muted">{t('noEmbed')}</span>
          )
        ) : (
          <>
            <button
              type="button"
              className="button"
              disabled={!isPlayable(item)}
              aria-label={t('play', { title: item.title })}
              onClick={() => store.play(item)}
            >
              <Play aria-hidden="true" size={16} />
            </button>
            <button
              type="button"
              className="button button-ghost"
              aria-label={t('addToPlaylist', { title: item.title })}
              disabled={store.inPlaylist(item._id)}
              onClick={() => store.add(item)}
            >
              <ListPlus aria-hidden="true" size={16} /> {store.inPlaylist(item._id) ? t('inPlaylist') : null}
            </button>
          </>
        )}
      </div>
    </li>
  );
});

/** /media: the latest media by kind, as cards or as the playlist display; playing mounts the docked player. */
export const MediaPage = observer(function MediaPage() {
  const { t } = useTranslation('media');
  const container = useContainer();
  const store = useInjection(MediaStore);
  const locale = useInjection(LocaleStore).locale;
  const vm = useViewModel(MediaPageViewModel);
  const embedConfig = useInjection<MediaEmbedConfigPort>(MediaEmbedConfigPort);
  const [embeds, setEmbeds] = useState<MediaEmbedConfig>();
  useEffect(() => {
    void embedConfig.get().then(setEmbeds);
  }, [embedConfig]);
  useEffect(() => mountPlayerDock(container), [container]);
  return (
    <div className="media-page">
      <h1>{t('title')}</h1>
      <div className="media-toolbar">
        <label>
          {t('kinds')}{' '}
          <select
            value={vm.kind ?? ''}
            onChange={(event) => void vm.setKind((event.currentTarget.value || null) as MediaItem['kind'] | null)}
          >
            <option value="">{t('all')}</option>
            {MEDIA_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {MEDIA_KIND_NAMES[kind][locale]}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label={t('display')}>
          <button
            type="button"
            className="button button-ghost"
            aria-pressed={vm.display === 'cards'}
            onClick={() => vm.setDisplay('cards')}
          >
            {t('cards')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            aria-pressed={vm.display === 'playlist'}
            onClick={() => vm.setDisplay('playlist')}
          >
            {t('playlist')}
          </button>
        </div>
      </div>
      {vm.display === 'playlist' ? (
        <PlaylistPanel store={store} height={560} />
      ) : vm.items.length === 0 && !vm.loading ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="media-grid" aria-label={t('title')}>
          {vm.items.map((item) => (
            <MediaCard key={item._id} item={item} locale={locale} embeds={embeds} />
          ))}
        </ul>
      )}
      {vm.display === 'cards' && vm.hasMore && (
        <button type="button" className="button" onClick={() => void vm.more()} disabled={vm.loading}>
          {t('more')}
        </button>
      )}
    </div>
  );
});
