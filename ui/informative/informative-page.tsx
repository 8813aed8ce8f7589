import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useInjection, useViewModel } from '../di/injection';
import { LocaleStore } from '../i18n/locale.store';
import { ContentArrivesHere } from '../shell/empty-state';
import { usePageTitle } from '../shell/page-title';
import { InformativeViewModel, type InformativeInput } from './informative.view-model';

/** /informative/{commodity}[/{id}]: a fresh page for every commodity and id. */
export function InformativeRoute() {
  const { commodity = '', id } = useParams();
  return <InformativePage key={`${commodity}/${id ?? ''}`} commodity={commodity} id={id} />;
}

/** The informative page: the commodity's name as heading; its content lists arrive in a later release. */
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
  return (
    <section className="page">
      <h1>{title}</h1>
      <ContentArrivesHere text={t('content:informative.arrives')} />
    </section>
  );
});
