import { LoaderCircle } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FormFrame } from '../kit/forms/form-frame';
import { TextField } from '../kit/forms/text-field';
import { useViewModel } from '../kit/injection';
import { PublicFormPage } from '../kit/public-form-page';
import { PATHS } from '../shell/paths';
import { EMAILED_CODE_LENGTH } from '../../core';
import { TwoFactorViewModel } from './two-factor.view-model';

/** /pages/two-factor: the code mailed to confirm a new device. */
export const TwoFactorPage = observer(function TwoFactorPage() {
  const { search } = useLocation();
  const viewModel = useViewModel(TwoFactorViewModel, search);
  const { t } = useTranslation(['auth', 'common']);
  const codeRef = useRef<HTMLInputElement>(null);
  // A refused code gives the focus back to the code field.
  useEffect(() => {
    if (viewModel.refusals > 0) codeRef.current?.focus();
  }, [viewModel.refusals]);
  let intro = t('auth:twoFactor.missingChallenge');
  if (viewModel.hasChallenge)
    intro = viewModel.email ? t('auth:twoFactor.intro', { email: viewModel.email }) : t('auth:twoFactor.introNoEmail');
  return (
    <PublicFormPage
      id="two-factor-title"
      title={t('auth:twoFactor.title')}
      intro={intro}
      footer={!viewModel.hasChallenge && <Link to={PATHS.login}>{t('common:goToLogin')}</Link>}
    >
      {viewModel.hasChallenge && (
        <FormFrame
          labelledBy="two-factor-title"
          busy={viewModel.busy}
          submitting={viewModel.submitting}
          submitLabel={t('auth:twoFactor.validate')}
          onSubmit={() => {
            void viewModel.validate();
            if (viewModel.codeIncomplete) codeRef.current?.focus();
          }}
          actions={
            <button type="button" className="button button-secondary" onClick={() => void viewModel.resend()}>
              {viewModel.resending && <LoaderCircle className="spin" aria-hidden="true" size={16} />}
              {t('auth:twoFactor.resend')}
            </button>
          }
        >
          <TextField
            id="two-factor-code"
            ref={codeRef}
            label={t('auth:twoFactor.code')}
            className="code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={EMAILED_CODE_LENGTH}
            aria-required
            value={viewModel.code}
            onValueChange={viewModel.setCode}
            hint={viewModel.codeIncomplete ? undefined : t('auth:twoFactor.codeHint')}
            error={viewModel.codeIncomplete ? t('auth:twoFactor.codeHint') : undefined}
          />
        </FormFrame>
      )}
    </PublicFormPage>
  );
});
