import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../kit/injection';
import { PreferencesStore } from './preferences.store';

/** The client's brand name: Celeiro Consultoria or Celeiro Notícias. */
export const BrandName = observer(function BrandName() {
  const { brand } = useInjection(PreferencesStore);
  const { t } = useTranslation('common');
  return <>{t(`brand.${brand}`)}</>;
});
