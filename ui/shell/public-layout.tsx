import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { BrandName } from './brand-name';
import { LanguagePicker } from './language-picker';

/**
 * The frame of the public pages: brand, language, the page, and the footer's links and the dialogs they open (given
 * by the composition).
 */
export function PublicLayout({ footer, overlays }: { footer?: ReactNode; overlays?: ReactNode }) {
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
        {footer}
      </footer>
      {overlays}
    </div>
  );
}
