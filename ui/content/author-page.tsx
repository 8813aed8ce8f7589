import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatReportDate } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { usePageTitle } from '../kit/page-title';
import { AuthorViewModel } from './author.view-model';
import { detailPath } from './content-entry';
import { ContentFailed, EmptyContent, LoadingRows } from './content-status';
import './content.css';
import './calendar.css';

/** /author/:id: an author's role, biography and latest items (locked ones show their lock). */
const AuthorView = observer(function AuthorView({ id }: { id: number }) {
  const viewModel = useViewModel(AuthorViewModel, id);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('content-calendar');
  const author = viewModel.author;
  usePageTitle(author?.name ?? t('author.title'));
  if (viewModel.failed) return <ContentFailed text={t('author.failed')} onRetry={() => void viewModel.retry()} />;
  if (!author) return <LoadingRows height={240} label={t('author.title')} />;
  return (
    <article className="page author-page" aria-labelledby="author-name">
      <header>
        <p className="author-kicker">{t('author.title')}</p>
        <h1 id="author-name">{author.name}</h1>
        <p className="author-role">{author.role}</p>
      </header>
      <p className="author-bio">{author.bio}</p>
      <h2>{t('author.latest')}</h2>
      {author.latest.length === 0 ? (
        <EmptyContent title={t('author.none')} />
      ) : (
        <ul className="favorites-list" aria-label={t('author.latest')}>
          {author.latest.map((item) => (
            <li key={item.id} className="content-cell">
              <Link className="content-entry content-entry-list" to={detailPath(item)}>
                <span className="content-title">{item.title}</span>
                <span className="content-meta">
                  <span>{item.commodity.nome}</span>
                  <span>{item.newsContent[0]?.nome}</span>
                  <span className="tabular">{formatReportDate(item, locale)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});

export function AuthorPage() {
  const id = Number(useParams().id);
  return <AuthorView key={id} id={id} />;
}
