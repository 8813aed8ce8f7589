import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatReportDate, SWIPE_THRESHOLD } from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { ContentBadges } from './content-badges';
import { detailPath } from './content-entry';
import { type CarouselApi } from './embla-attach';
import { HighlightsViewModel } from './highlights.view-model';

/**
 * Embla, loaded when the carousel is first reached for (pointer over it, focus in it, a touch): the page draws the
 * slides, embla moves them. Not at idle: most mornings nobody drags the highlights, and a phone on a slow network
 * should not pay for it (8 KB and its parse) on every list.
 */
const EmblaAttach = lazy(() => import('./embla-attach'));

/**
 * The carousel's viewport and embla on it, once embla has loaded (when the user reaches for the carousel); an action
 * asked for before embla is there runs when it is.
 */
function useCarousel() {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const api = useRef<CarouselApi | undefined>(undefined);
  const pending = useRef<((embla: CarouselApi) => void)[]>([]);
  const onApi = useCallback((embla: CarouselApi | undefined) => {
    api.current = embla;
    if (embla) for (const action of pending.current.splice(0)) action(embla);
  }, []);
  const act = (action: (embla: CarouselApi) => void) => {
    if (api.current) action(api.current);
    else {
      pending.current.push(action);
      setWanted(true);
    }
  };
  const attach =
    wanted && viewport ? (
      <Suspense fallback={null}>
        <EmblaAttach viewport={viewport} options={OPTIONS} onApi={onApi} />
      </Suspense>
    ) : null;
  return { viewport: setViewport, want: () => setWanted(true), act, attach };
}

/**
 * From the first slide, a view at a time: the stylesheet decides how many slides a view holds (one on a phone, two on
 * a tablet, the spec's three on a desk); a drag moves the slides once it passes the spec's swipe threshold.
 */
const OPTIONS = { align: 'start', slidesToScroll: 'auto', dragThreshold: SWIPE_THRESHOLD } as const;

/** The highlights of a commodity in a carousel: at most 9, 3 per view, collapsible. */
export const HighlightsCarousel = observer(function HighlightsCarousel({ commodity }: { commodity: number }) {
  const viewModel = useViewModel(HighlightsViewModel, commodity);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('content');
  const carousel = useCarousel();
  if (!viewModel.loading && !viewModel.failed && viewModel.items.length === 0) return null;
  return (
    <section
      className="highlights"
      aria-labelledby="highlights-title"
      onPointerEnter={carousel.want}
      onFocus={carousel.want}
      onTouchStart={carousel.want}
    >
      <div className="highlights-head">
        <h2 id="highlights-title">{t('highlights.title')}</h2>
        <button
          type="button"
          className="button button-ghost"
          aria-expanded={!viewModel.collapsed}
          aria-controls="highlights-track"
          onClick={viewModel.toggle}
        >
          {viewModel.collapsed ? (
            <ChevronDown aria-hidden="true" size={16} />
          ) : (
            <ChevronUp aria-hidden="true" size={16} />
          )}
          {viewModel.collapsed ? t('highlights.expand') : t('highlights.collapse')}
        </button>
      </div>
      <div id="highlights-track" hidden={viewModel.collapsed} className="highlights-body">
        {viewModel.failed ? (
          <p className="notice">{t('highlights.failed')}</p>
        ) : (
          <>
            <button
              type="button"
              className="button button-ghost highlights-nav"
              aria-label={t('highlights.previous')}
              onClick={() => carousel.act((embla) => embla.scrollPrev())}
            >
              <ChevronLeft aria-hidden="true" size={18} />
            </button>
            <div className="highlights-viewport" ref={carousel.viewport}>
              <ul className="highlights-track" aria-busy={viewModel.loading}>
                {viewModel.items.map((item) => (
                  <li key={item.id} className="highlight-slide">
                    <Link className="highlight-card" to={detailPath(item)}>
                      <span className="content-meta">
                        <span>{item.commodity.nome}</span>
                        <time dateTime={item.dt_publish}>{formatReportDate(item, locale)}</time>
                      </span>
                      <span className="content-title">{item.title}</span>
                      <ContentBadges item={item} />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              className="button button-ghost highlights-nav"
              aria-label={t('highlights.next')}
              onClick={() => carousel.act((embla) => embla.scrollNext())}
            >
              <ChevronRight aria-hidden="true" size={18} />
            </button>
          </>
        )}
      </div>
      {carousel.attach}
    </section>
  );
});
