import { Cookie } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../kit/injection';
import { CookieNoticeStore } from './cookie-notice.store';

/**
 * The cookie notice at the foot of every page until a choice is made: accept, reject, and the privacy policy
 * (given by the composition). It stays in the page's flow at its end and sticks to the bottom while the page
 * scrolls, so it never hides for good what is under it (the sign-in button on a phone).
 */
export const CookieNotice = observer(function CookieNotice({ privacyPolicy }: { privacyPolicy?: ReactNode }) {
  const notice = useInjection(CookieNoticeStore);
  const { t } = useTranslation('common');
  if (!notice.shown) return null;
  return (
    <section className="cookie-notice" aria-label={t('cookies.notice')}>
      <Cookie aria-hidden="true" size={20} className="cookie-notice-icon" />
      <p>{t('cookies.text')}</p>
      <div className="cookie-notice-actions">
        {privacyPolicy}
        <button type="button" className="button button-secondary" onClick={notice.reject}>
          {t('cookies.reject')}
        </button>
        <button type="button" className="button button-primary" onClick={notice.accept}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
});
