import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../kit/injection';
import { LoadState } from '../kit/load-state';
import { usePageTitle } from '../kit/page-title';
import { LandingPageViewModel } from './landing-page.view-model';
import { VisitorCalls } from './visitor-home';
import './visitor-home.css';

/** /landing-page: the platform presented to a visitor, as the landing-page call gives it, with the ways in. */
export const LandingPage = observer(function LandingPage() {
  const viewModel = useViewModel(LandingPageViewModel);
  const { t } = useTranslation('content-home');
  const page = viewModel.page;
  usePageTitle(page?.title);
  return (
    <div className="page landing-page">
      <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
        {page ? (
          <>
            <header className="visitor-hero">
              <h1>{page.title}</h1>
              <p>{page.summary}</p>
              <VisitorCalls label={t('home.calls')} />
            </header>
            <ul className="landing-features">
              {page.features.map((feature) => (
                <li key={feature.title}>
                  <h2>{feature.title}</h2>
                  <p>{feature.text}</p>
                </li>
              ))}
            </ul>
            <section aria-labelledby="landing-subjects">
              <h2 id="landing-subjects">{t('landing.subjects')}</h2>
              <ul className="visitor-subjects">
                {page.subjects.map((subject) => (
                  <li key={subject.id}>{subject.nome}</li>
                ))}
              </ul>
            </section>
          </>
        ) : null}
      </LoadState>
    </div>
  );
});
