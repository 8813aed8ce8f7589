import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection, useViewModel } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { usePageTitle } from '../kit/page-title';
import { InformativeViewModel, type InformativeInput } from './informative.view-model';
import './content.css';

/**
 * The frame of the informative pages, /informative/{commodity}[/{id}]: the commodity's title from the menu, a
 * heading while it loads and the not-found page; the list (informative-list.tsx) and the detail
 * (news-detail-route.tsx) are routes and chunks of their own that draw inside it.
 */
export const InformativePage = observer(function InformativePage({
  input,
  children,
}: {
  input: InformativeInput;
  children: (title: string) => ReactNode;
}) {
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
  return children(title);
});
