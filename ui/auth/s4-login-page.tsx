import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { InfoPage } from '../pages/info-page';

/** The s4 session's logout reason (SPEC §4). */
export const S4_OTHER_LOGIN = 'ERROR_S4_OTHER_LOGIN';

/** /pages/s4login: the alternative login; says why an s4 session was closed. */
export function S4LoginPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation('auth');
  return (
    <>
      {params.get('error') === S4_OTHER_LOGIN && (
        <p className="notice" role="alert">
          {t('s4login.otherLogin')}
        </p>
      )}
      <InfoPage name="s4login" link="login" />
    </>
  );
}
