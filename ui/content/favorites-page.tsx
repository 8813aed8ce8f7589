import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { detailPath } from './content-entry';
import { ContentFailed, EmptyContent } from './content-status';
import { FavoriteStar } from './favorite-star';
import { FavoritesViewModel } from './favorites.view-model';
import './content.css';

/**
 * /favorites: the account's favourites with their titles, for every commodity or one (`?commodity=`), each with its
 * star to take it out. Loaded on first visit.
 */
export const FavoritesPage = observer(function FavoritesPage() {
  const viewModel = useViewModel(FavoritesViewModel);
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const commodity = Number(params.get('commodity') ?? 0) || 0;
  const entries = viewModel.entries(commodity);
  const title = t('favorites.title');
  usePageTitle(title);
  const choose = (id: number) => setParams(id === 0 ? {} : { commodity: String(id) }, { replace: true });

  return (
    <section className="page favorites-page" aria-busy={viewModel.loading}>
      <h1>{title}</h1>
      {viewModel.commodities.length > 0 ? (
        <div className="publication-types" role="group" aria-label={t('favorites.filter')}>
          <button type="button" className="chip" aria-pressed={commodity === 0} onClick={() => choose(0)}>
            {t('favorites.all')}
          </button>
          {viewModel.commodities.map((option) => (
            <button
              key={option.id}
              type="button"
              className="chip"
              aria-pressed={commodity === option.id}
              onClick={() => choose(option.id)}
            >
              {option.name}
            </button>
          ))}
        </div>
      ) : null}
      {viewModel.failed ? <ContentFailed text={t('favorites.failed')} onRetry={() => void viewModel.retry()} /> : null}
      {entries.length === 0 ? (
        <EmptyContent title={t('favorites.empty')} text={t('favorites.emptyText')} />
      ) : (
        <ul className="favorites-list" aria-label={title}>
          {entries.map(({ commodity: group, id, detail }) => (
            <li key={`${group}:${id}`} className="content-cell favorites-item">
              {detail ? (
                <Link className="content-entry content-entry-list" to={detailPath(detail)}>
                  <span className="content-title">{detail.title}</span>
                  <span className="content-meta">
                    <span>{detail.commodity.nome}</span>
                    <span>{detail.newsContent[0]?.nome}</span>
                  </span>
                </Link>
              ) : (
                <span className="content-entry content-entry-list">
                  {viewModel.loading ? t('favorites.loading') : t('favorites.gone', { id })}
                </span>
              )}
              <FavoriteStar
                on
                label={t('favorites.remove')}
                onToggle={() => void viewModel.favorites.toggle(group, id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
