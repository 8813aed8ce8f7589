import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The dialog and the policy in it: loaded when the link is first about to be used (pointer over it, focus, press). */
const loadModal = () => import('./privacy-policy-modal');
const PrivacyPolicyModal = lazy(loadModal);

/** The privacy-policy link of the public pages: a dialog with the policy for visitors. */
export function PrivacyPolicyDialog() {
  const { t } = useTranslation('common');
  const trigger = useRef<HTMLButtonElement>(null);
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="link-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('privacyPolicy')}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <PrivacyPolicyModal
            isOpen={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) trigger.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
