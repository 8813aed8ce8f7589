import {
  Copy,
  FileDown,
  Headphones,
  Mail,
  MessageCircle,
  Pause,
  Play,
  Share2,
  SkipBack,
  SkipForward,
  Square,
} from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, languageName, SPEECH_RATES, type ShareChannel } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { type ReadingItem, ReadingToolsViewModel } from './reading-tools.view-model';
import './reading-tools.css';

/** The class of the block being read aloud. */
const READING_NOW = 'reading-now';

/** A block's text as the reading sees it: on one line, spaces collapsed. */
const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Marks the block of the detail being read (the title, then each block of the body, as the core cuts them) and keeps
 * it in sight; unmarks it when the reading ends.
 */
function useReadingMark(paragraphs: readonly string[], current: number): void {
  useEffect(() => {
    const detail = document.querySelector('.news-detail');
    detail?.querySelectorAll(`.${READING_NOW}`).forEach((element) => element.classList.remove(READING_NOW));
    const paragraph = paragraphs[current];
    if (!detail || paragraph === undefined) return;
    const blocks = [
      ...detail.querySelectorAll('h1, .news-body :is(p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, td, div)'),
    ];
    const block =
      blocks.find((element) => textOf(element) === paragraph) ??
      blocks.reverse().find((element) => textOf(element).includes(paragraph));
    if (!block) return;
    block.classList.add(READING_NOW);
    block.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [paragraphs, current]);
}

const SHARE_ICONS: Record<ShareChannel, typeof Share2> = {
  system: Share2,
  whatsapp: MessageCircle,
  email: Mail,
  copy: Copy,
  pdf: FileDown,
};

/** The listen and share controls of an item's detail, with the player of the reading under way. */
const Tools = observer(function Tools({ item }: { item: ReadingItem }) {
  const viewModel = useViewModel(ReadingToolsViewModel, item);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('content-reading');
  const { reading } = viewModel;
  useReadingMark(
    reading.paragraphs,
    reading.status === 'speaking' || reading.status === 'paused' ? reading.current : -1,
  );
  const language = reading.lang ? languageName(reading.lang, locale) : '';
  const channels: ShareChannel[] = [
    ...(viewModel.hasShareSheet ? (['system'] as const) : []),
    'whatsapp',
    'email',
    'copy',
    ...(item.canPdf ? (['pdf'] as const) : []),
  ];
  const problem =
    reading.status === 'no-voice'
      ? t('noVoice', { language })
      : reading.status === 'unsupported'
        ? t('unsupported')
        : reading.status === 'failed'
          ? t('failed')
          : null;
  const notice = viewModel.notice;
  return (
    <div className="reading-tools" role="group" aria-label={t('tools')}>
      <div className="reading-tools-buttons">
        <button
          type="button"
          className="button button-secondary reading-listen"
          aria-label={t('listenLabel')}
          aria-busy={viewModel.starting || reading.status === 'loading'}
          disabled={viewModel.playing}
          onClick={() => void viewModel.listen()}
        >
          <Headphones aria-hidden="true" size={18} /> {t('listen')}
        </button>
        <div className="share-control">
          <button
            type="button"
            className="button button-secondary reading-share"
            aria-label={t('shareLabel')}
            aria-expanded={viewModel.shareOpen}
            aria-controls="share-menu"
            onClick={() => void viewModel.toggleShare()}
          >
            <Share2 aria-hidden="true" size={18} /> {t('share')}
          </button>
          {viewModel.shareOpen ? (
            <ul id="share-menu" className="share-menu" aria-label={t('shareLabel')}>
              {channels.map((channel) => {
                const Icon = SHARE_ICONS[channel];
                const label = channel === 'system' ? t('shareSystem') : t(channel);
                return (
                  <li key={channel}>
                    <button
                      type="button"
                      className="share-option"
                      data-channel={channel}
                      aria-busy={viewModel.sharing === channel}
                      disabled={viewModel.sharing !== null}
                      onClick={() => void viewModel.share(channel)}
                    >
                      <Icon aria-hidden="true" size={18} /> {label}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </div>
      {notice ? (
        <p className={`notice ${notice.kind === 'failed' ? '' : 'notice-success'} share-notice`} role="status">
          {notice.kind === 'pdf-saved'
            ? t('pdfSaved', { name: notice.name })
            : t(notice.kind === 'failed' ? 'shareFailed' : notice.kind)}
        </p>
      ) : null}
      {problem ? (
        <p className="notice reading-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {viewModel.playing ? (
        <section className="reading-player" aria-label={t('player')}>
          <p className="reading-progress" aria-live="polite">
            {reading.status === 'loading'
              ? t('loading')
              : t('paragraph', { current: reading.current + 1, total: reading.paragraphs.length })}
          </p>
          <div className="reading-player-buttons">
            <button type="button" className="icon-button" aria-label={t('previous')} onClick={viewModel.previous}>
              <SkipBack aria-hidden="true" size={20} />
            </button>
            {reading.status === 'paused' ? (
              <button
                type="button"
                className="icon-button reading-main"
                aria-label={t('resume')}
                onClick={viewModel.resume}
              >
                <Play aria-hidden="true" size={22} />
              </button>
            ) : (
              <button
                type="button"
                className="icon-button reading-main"
                aria-label={t('pause')}
                onClick={viewModel.pause}
              >
                <Pause aria-hidden="true" size={22} />
              </button>
            )}
            <button type="button" className="icon-button" aria-label={t('next')} onClick={viewModel.next}>
              <SkipForward aria-hidden="true" size={20} />
            </button>
            <button type="button" className="icon-button" aria-label={t('stop')} onClick={viewModel.stop}>
              <Square aria-hidden="true" size={18} />
            </button>
            <label className="reading-rate">
              <span>{t('rate')}</span>
              <select value={viewModel.rate} onChange={(event) => viewModel.setRate(Number(event.target.value))}>
                {SPEECH_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {t('rateValue', { rate: formatNumber(rate, locale) })}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </section>
      ) : null}
    </div>
  );
});

/** The controls, once their texts have loaded (they load with the controls, on the detail only). */
export function ReadingTools({ item }: { item: ReadingItem }) {
  const locale = useInjection(LocaleStore);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void locale.load(['content-reading']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale]);
  return ready ? <Tools item={item} /> : null;
}
