import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { ContentListSection } from './content-list-section';
import { HighlightsCarousel } from './highlights-carousel';
import { NewsDetailView } from './news-detail';
import { usePageTitle } from '../kit/page-title';
import { detailIdOf, InformativeViewModel, type InformativeInput } from './informative.view-model';
import './content.css';

/** /informative/{commodity}[/{id}]: a fresh page for every commodity and id. */
export function InformativeRoute() {
  const { commodity = '', id } = useParams();
  return <InformativePage key={`${commodity}/${id ?? ''}`} commodity={commodity} id={id} />;
}

/** The informative page: the commodity's highlights and content list (0 = all), or one item's detail when an id is given. */
const InformativePage = observer(function InformativePage(input: InformativeInput) {
  const viewModel = useViewModel(InformativeViewModel, input);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation(['content', 'common']);
  const title = viewModel.title(locale);
  usePageTitle(title);

  if (viewModel.loading && title === undefined) {
    return (
      <section className="page" aria-busy="true">
        <h1>{t('common:loading')}</h1>
      </section>
    );
  }
  if (title === undefined) {
    return (
      <section className="page">
        <h1>{t('content:informative.notFound')}</h1>
        <p>{viewModel.failed ? t('content:informative.loadFailed') : t('content:informative.notFoundText')}</p>
      </section>
    );
  }
  // From the address itself: the view-model learns it only after the first render.
  const commodity = Number(input.commodity);
  const detailId = detailIdOf(input.id);
  if (detailId > 0) return <NewsDetailView id={detailId} listPath={`/informative/${commodity}`} />;
  return (
    <section className="page informative-page">
      <h1>{title}</h1>
      <HighlightsCarousel commodity={commodity} />
      <ContentListSection commodity={commodity} />
    </section>
  );
});
