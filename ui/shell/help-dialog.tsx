import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleStore } from '../kit/i18n/locale.store';
import { useInjection } from '../kit/injection';
import { ShellStore } from './shell.store';

/** The dialog, its tabs and the shell's texts: loaded when help is first about to be used (pointer over, focus, press). */
let modal: Promise<typeof import('./help-modal')> | undefined;
const loadModal = () => (modal ??= import('./help-modal'));

/** Opens the help dialog: the help link of the public pages' footer (visitors). */
export function HelpLink() {
  const shell = useInjection(ShellStore);
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className="link-button"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadModal()}
      onFocus={() => void loadModal()}
      onClick={() => shell.setPopupOpen('help', true)}
    >
      {t('help')}
    </button>
  );
}

/**
 * The help dialog (SPEC §2: About, Attendance, Version, LGPD, Privacy policy, Tour, Terms of use, Support tools), drawn
 * by each layout once it is first opened (the user menu's Help, the public footer's help link). It is one of the
 * shell's popups, so a navigation closes it (guard rule 1); closing it gives the focus back to what opened it. The
 * privacy policy's tab shows what the composition gives.
 */
export const HelpDialogHost = observer(function HelpDialogHost({ privacyPolicy }: { privacyPolicy?: ReactNode }) {
  const shell = useInjection(ShellStore);
  const locale = useInjection(LocaleStore);
  const open = shell.isPopupOpen('help');
  const opener = useRef<Element | null>(null);
  const [HelpModal] = useState(() =>
    lazy(async () => {
      const [loaded] = await Promise.all([loadModal(), locale.load(['shell-help'])]);
      return loaded;
    }),
  );
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <HelpModal
        isOpen={open}
        privacyPolicy={privacyPolicy}
        onOpenChange={(next) => {
          shell.setPopupOpen('help', next);
          if (!next && opener.current instanceof HTMLElement) opener.current.focus();
        }}
      />
    </Suspense>
  );
});
