import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../core';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection, useViewModel } from '../kit/injection';
import { LoadState } from '../kit/load-state';
import { AppVersionViewModel } from './app-version.view-model';

/** The running version's hash and build date, as appversion.json gives them: the help's Version tab and /version. */
export const VersionInfo = observer(function VersionInfo() {
  const viewModel = useViewModel(AppVersionViewModel);
  const locale = useInjection(LocaleStore);
  const { t } = useTranslation('shell-help');
  const version = viewModel.version;
  const builtAt =
    version?.builtAt &&
    formatDate(version.builtAt, locale.current(), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
  return (
    <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
      {version && (
        <dl className="facts version-info">
          <dt>{t('version.hash')}</dt>
          <dd>
            <code>{version.hash}</code>
          </dd>
          <dt>{t('version.builtAt')}</dt>
          <dd>{builtAt ? <time dateTime={version.builtAt}>{builtAt}</time> : t('version.noBuildDate')}</dd>
        </dl>
      )}
    </LoadState>
  );
});
