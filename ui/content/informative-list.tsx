import { useParams } from 'react-router-dom';
import { ContentListSection } from './content-list-section';
import { HighlightsCarousel } from './highlights-carousel';
import { InformativePage } from './informative-page';

/**
 * The report filters' panel, loaded when first opened: the search's results page opens it through this module, the
 * lists' own, so the filters' modules stay in the lists' chunks.
 */
export const loadReportFiltersPanel = () => import('./report-filters-panel');

/** The list of a commodity (0 = all): its highlights and its content list. */
export function InformativeList({ commodity, title }: { commodity: number; title: string }) {
  return (
    <section className="page informative-page">
      <h1>{title}</h1>
      <HighlightsCarousel commodity={commodity} />
      <ContentListSection commodity={commodity} />
    </section>
  );
}

/** /informative/{commodity}: a fresh page for every commodity. */
export function InformativeListRoute() {
  const { commodity = '' } = useParams();
  return (
    <InformativePage key={commodity} input={{ commodity }}>
      {(title) => <InformativeList commodity={Number(commodity)} title={title} />}
    </InformativePage>
  );
}
