import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { BrandName } from './brand-name';
import { LanguagePicker } from './language-picker';
import { PrivacyPolicyDialog } from './privacy-policy-dialog';

/** The frame of the public pages: brand, language and the page. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="public-layout">
      <header className="public-header">
        <span className="brand">
          <BrandName />
        </span>
        <LanguagePicker />
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="public-footer">
        <span>{t('footer')}</span>
        <PrivacyPolicyDialog />
      </footer>
    </div>
  );
}
