import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../kit/injection';
import { LoadState } from '../kit/load-state';
import { PrivacyPolicyViewModel } from './privacy-policy.view-model';

/**
 * The privacy policy in the interface language (SPEC §2): read from the API for a signed-in user, from the
 * cache service for a visitor. Used by the account tab and by the visitors' dialog.
 */
export const PrivacyPolicy = observer(function PrivacyPolicy() {
  const viewModel = useViewModel(PrivacyPolicyViewModel);
  const { t } = useTranslation('account');
  const policy = viewModel.policy;
  return (
    <LoadState read={viewModel} onRetry={() => void viewModel.load()}>
      {policy && (
        <article lang={policy.language} className="privacy-policy">
          <h3>{policy.title}</h3>
          <p>{t('privacyPolicy.version', { version: policy.version, date: policy.date })}</p>
          {policy.sections.map((section) => (
            <section key={section.title}>
              <h4>{section.title}</h4>
              <p>{section.text}</p>
            </section>
          ))}
        </article>
      )}
    </LoadState>
  );
});
