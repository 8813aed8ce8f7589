import useEmblaCarousel from 'embla-carousel-react';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatReportDate, HIGHLIGHTS_CAROUSEL } from '../../core';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { ContentBadges } from './content-badges';
import { detailPath } from './content-entry';
import { HighlightsViewModel } from './highlights.view-model';

/** The highlights of a commodity in a carousel: at most 9, 3 per view, collapsible. */
export const HighlightsCarousel = observer(function HighlightsCarousel({ commodity }: { commodity: number }) {
  const viewModel = useViewModel(HighlightsViewModel, commodity);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('content');
  const [viewport, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: HIGHLIGHTS_CAROUSEL.slidesPerView });
  if (!viewModel.loading && !viewModel.failed && viewModel.items.length === 0) return null;
  return (
    <section className="highlights" aria-labelledby="highlights-title">
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
              onClick={() => embla?.scrollPrev()}
            >
              <ChevronLeft aria-hidden="true" size={18} />
            </button>
            <div className="highlights-viewport" ref={viewport}>
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
              onClick={() => embla?.scrollNext()}
            >
              <ChevronRight aria-hidden="true" size={18} />
            </button>
          </>
        )}
      </div>
    </section>
  );
});
