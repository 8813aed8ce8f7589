import { useTranslation } from 'react-i18next';
import { type NamespaceTexts } from '../kit/i18n/area-texts';
import { ContentArrivesHere } from '../kit/empty-state';
import { usePageTitle } from '../kit/page-title';

/** A signed-in page whose content arrives in a later release. */
export type SectionName = keyof NamespaceTexts['shell']['sections'];

/** The route component of a signed-in section: its heading and a clear "content arrives here" state. */
export function sectionPage(name: SectionName) {
  function Page() {
    const { t } = useTranslation('shell');
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
