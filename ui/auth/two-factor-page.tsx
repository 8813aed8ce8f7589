import { LoaderCircle } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useViewModel } from '../kit/injection';
import { PATHS } from '../shell/paths';
import { usePageTitle } from '../kit/page-title';
import { TextField } from '../kit/forms/text-field';
import { TWO_FACTOR_CODE_LENGTH, TwoFactorViewModel } from './two-factor.view-model';

/** /pages/two-factor: the code mailed to confirm a new device. */
export const TwoFactorPage = observer(function TwoFactorPage() {
  const { search } = useLocation();
  const viewModel = useViewModel(TwoFactorViewModel, search);
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('auth:twoFactor.title'));
  const codeRef = useRef<HTMLInputElement>(null);
  // A refused code gives the focus back to the code field.
  useEffect(() => {
    if (viewModel.refusals > 0) codeRef.current?.focus();
  }, [viewModel.refusals]);
  return (
    <section className="page auth-card" aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">{t('auth:twoFactor.title')}</h1>
      {viewModel.hasChallenge ? (
        <>
          <p>{viewModel.email ? t('auth:twoFactor.intro', { email: viewModel.email }) : t('auth:twoFactor.introNoEmail')}</p>
          <form
            noValidate
            aria-labelledby="two-factor-title"
            aria-busy={viewModel.busy}
            onSubmit={(event) => {
              event.preventDefault();
              void viewModel.validate();
              if (viewModel.codeIncomplete) codeRef.current?.focus();
            }}
          >
            <fieldset className="form-fields" disabled={viewModel.busy}>
              <TextField
                id="two-factor-code"
                ref={codeRef}
                label={t('auth:twoFactor.code')}
                className="code-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={TWO_FACTOR_CODE_LENGTH}
                aria-required
                value={viewModel.code}
                onValueChange={viewModel.setCode}
                hint={viewModel.codeIncomplete ? undefined : t('auth:twoFactor.codeHint')}
                error={viewModel.codeIncomplete ? t('auth:twoFactor.codeHint') : undefined}
              />
              <div className="form-actions">
                <button type="submit" className="button button-primary">
                  {viewModel.submitting && <LoaderCircle className="spin" aria-hidden="true" size={16} />}
                  {t('auth:twoFactor.validate')}
                </button>
                <button type="button" className="button button-secondary" onClick={() => void viewModel.resend()}>
                  {viewModel.resending && <LoaderCircle className="spin" aria-hidden="true" size={16} />}
                  {t('auth:twoFactor.resend')}
                </button>
              </div>
            </fieldset>
          </form>
        </>
      ) : (
        <>
          <p>{t('auth:twoFactor.missingChallenge')}</p>
          <p>
            <Link to={PATHS.login}>{t('common:goToLogin')}</Link>
          </p>
        </>
      )}
    </section>
  );
});
