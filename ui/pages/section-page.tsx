import { useTranslation } from 'react-i18next';
import { type Translation } from '../i18n/resources/pt-br';
import { ContentArrivesHere } from '../shell/empty-state';
import { usePageTitle } from '../shell/page-title';

/** A signed-in page whose content arrives in a later release. */
export type SectionName = keyof Translation['content']['sections'];

/** The route component of a signed-in section: its heading and a clear "content arrives here" state. */
export function sectionPage(name: SectionName) {
  function Page() {
    const { t } = useTranslation('content');
    const title = t(`sections.${name}.title`);
    usePageTitle(title);
    return (
      <section className="page">
        <h1>{title}</h1>
        <ContentArrivesHere text={t(`sections.${name}.description`)} />
      </section>
    );
  }
  Page.displayName = `SectionPage(${name})`;
  return Page;
}
