import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { otherMessage, S4_OTHER_LOGIN, USER_DISABLED_LOGOUT, userDisabledNotice } from '../../core';
import { useCatalogue } from '../kit/i18n/use-catalogue';

/**
 * Why the last session ended, on the login page a logout reloads on (its `error` parameter): a disabled account
 * (titled, as the notice shown before the reload), or, on the s4 login, a sign-in from another station.
 */
export const LogoutNotice = observer(function LogoutNotice() {
  const [params] = useSearchParams();
  const catalogue = useCatalogue();
  const error = params.get('error');
  if (error === USER_DISABLED_LOGOUT) {
    const { title, message } = userDisabledNotice(catalogue);
    return (
      <div className="notice" role="alert">
        <strong>{title}</strong>
        <p>{message}</p>
      </div>
    );
  }
  if (error === S4_OTHER_LOGIN) {
    return (
      <p className="notice" role="alert">
        {otherMessage('s4OtherLogin', catalogue)}
      </p>
    );
  }
  return null;
});
