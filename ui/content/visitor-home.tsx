import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { Observer, observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  formatReportDate,
  type Locale,
  publicDetailAddress,
  type ContentListItem,
  type PublicQuote,
  quoteChange,
  quotePrice,
  quoteTime,
  reportDate,
  visitorSubjects,
} from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { LoadState } from '../kit/load-state';
import { usePageTitle } from '../kit/page-title';
import { EmptyContent } from './content-status';
import { type HomeSection, VisitorHomeViewModel } from './visitor-home.view-model';
import './visitor-home.css';

/** The visitor's calls to action: sign in, or see the plans. */
export function VisitorCalls({ label, signIn = '/pages/login' }: { label: string; signIn?: string }) {
  const { t } = useTranslation('content-home');
  return (
    <nav className="visitor-calls" aria-label={label}>
      <Link className="button button-primary" to={signIn}>
        {t('home.signIn')}
      </Link>
      <Link className="button button-secondary" to="/pages/plans">
        {t('home.seePlans')}
      </Link>
    </nav>
  );
}

/** A section of the home: its heading, then its loading, failed, empty or ready state. */
function Section<T>({
  id,
  title,
  empty,
  section,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  section: HomeSection<T>;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <section className={`visitor-section visitor-${id}`} aria-labelledby={`visitor-${id}`}>
      <h2 id={`visitor-${id}`}>{title}</h2>
      <LoadState read={section} onRetry={() => void section.load()}>
        <Observer>
          {() => (section.items.length === 0 ? <EmptyContent title={empty} /> : <>{children(section.items)}</>)}
        </Observer>
      </LoadState>
    </section>
  );
}

/** A news teaser that opens its public detail. */
function Teaser({ item, locale, highlight = false }: { item: ContentListItem; locale: Locale; highlight?: boolean }) {
  return (
    <li className={highlight ? 'visitor-highlight' : 'visitor-news-item'}>
      <Link to={publicDetailAddress(item.id)}>{item.title}</Link>
      <p className="visitor-meta">
        <span>{item.commodity.nome}</span> ·{' '}
        <time dateTime={reportDate(item) ?? undefined}>{formatReportDate(item, locale)}</time>
      </p>
      {highlight ? <p className="visitor-summary">{item.summary}</p> : null}
    </li>
  );
}

const ARROWS = { up: ArrowUp, down: ArrowDown, flat: Minus } as const;

/** The public quotes: price in the locale's currency or number format, change with its sign and arrow. */
function QuotesTable({ quotes, locale }: { quotes: PublicQuote[]; locale: Locale }) {
  const { t } = useTranslation('content-home');
  return (
    <table className="visitor-quotes-table">
      <thead>
        <tr>
          <th scope="col">{t('home.quote.name')}</th>
          <th scope="col" className="numeric">
            {t('home.quote.last')}
          </th>
          <th scope="col" className="numeric">
            {t('home.quote.change')}
          </th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => {
          const change = quoteChange(quote.change, locale);
          const Arrow = ARROWS[change.direction];
          return (
            <tr key={quote.symbol}>
              <th scope="row">
                <span className="quote-name">{quote.name}</span>
                <span className="visitor-meta">
                  {t('home.quote.time')} <time dateTime={quote.updatedAt}>{quoteTime(quote.updatedAt, locale)}</time>
                </span>
              </th>
              <td className="numeric">{quotePrice(quote, locale)}</td>
              <td className={`numeric quote-change ${change.direction}`}>
                <Arrow className="quote-arrow" aria-hidden="true" />
                {change.text}
                <span className="visually-hidden"> ({t(`home.quote.${change.direction}`)})</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** /home for a visitor: what the cache service makes public, and the ways in (SPEC §2, §7). */
export const VisitorHome = observer(function VisitorHome() {
  const viewModel = useViewModel(VisitorHomeViewModel);
  const { locale } = useInjection(LocaleStore);
  const { t } = useTranslation('content-home');
  usePageTitle(t('home.title'));
  return (
    <div className="page visitor-home">
      <header className="visitor-hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
        <VisitorCalls label={t('home.calls')} />
      </header>
      <div className="visitor-columns">
        <div className="visitor-main">
          <Section
            id="highlights"
            title={t('home.highlights')}
            empty={t('home.highlightsEmpty')}
            section={viewModel.highlights}
          >
            {(items) => (
              <ul className="visitor-highlights">
                {items.map((item) => (
                  <Teaser key={item.id} item={item} locale={locale} highlight />
                ))}
              </ul>
            )}
          </Section>
          <Section id="news" title={t('home.news')} empty={t('home.newsEmpty')} section={viewModel.news}>
            {(items) => (
              <ul className="visitor-news">
                {items.map((item) => (
                  <Teaser key={item.id} item={item} locale={locale} />
                ))}
              </ul>
            )}
          </Section>
        </div>
        <aside className="visitor-side">
          <Section id="quotes" title={t('home.quotes')} empty={t('home.quotesEmpty')} section={viewModel.quotes}>
            {(quotes) => <QuotesTable quotes={quotes} locale={locale} />}
          </Section>
          <Section
            id="subjects"
            title={t('home.subjects')}
            empty={t('home.subjectsEmpty')}
            section={viewModel.subjects}
          >
            {(items) => {
              const subjects = visitorSubjects(items, locale);
              return subjects.length === 0 ? (
                <EmptyContent title={t('home.subjectsEmpty')} />
              ) : (
                <ul className="visitor-subjects">
                  {subjects.map((subject) => (
                    <li key={subject.id}>{subject.name}</li>
                  ))}
                </ul>
              );
            }}
          </Section>
        </aside>
      </div>
    </div>
  );
});
