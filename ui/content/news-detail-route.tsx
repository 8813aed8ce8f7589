import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { NewsDetailView } from './news-detail';
import { InformativePage } from './informative-page';
import { detailIdOf } from './informative.view-model';

/** The list, for an address whose id names no item (/informative/1/0): loaded only then. */
const InformativeList = lazy(async () => ({ default: (await import('./informative-list')).InformativeList }));

/** /informative/{commodity}/{id}: a fresh page for every item; the commodity's list when the id names none. */
export function NewsDetailRoute() {
  const { commodity = '', id } = useParams();
  const detailId = detailIdOf(id);
  return (
    <InformativePage key={`${commodity}/${id ?? ''}`} input={{ commodity, id }}>
      {(title) =>
        detailId > 0 ? (
          <NewsDetailView id={detailId} listPath={`/informative/${Number(commodity)}`} />
        ) : (
          <Suspense fallback={null}>
            <InformativeList commodity={Number(commodity)} title={title} />
          </Suspense>
        )
      }
    </InformativePage>
  );
}
