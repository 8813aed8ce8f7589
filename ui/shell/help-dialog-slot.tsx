import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useInjection } from '../kit/injection';
import { ShellStore } from './shell.store';

const Host = lazy(async () => ({ default: (await import('./help-dialog')).HelpDialogHost }));

/**
 * Where the signed-in pages draw the help dialog: its host's code loads when help is first opened (the user menu's
 * Help), not with the page.
 */
export const HelpDialogSlot = observer(function HelpDialogSlot({ privacyPolicy }: { privacyPolicy?: ReactNode }) {
  const shell = useInjection(ShellStore);
  const [used, setUsed] = useState(false);
  if (shell.isPopupOpen('help') && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Host privacyPolicy={privacyPolicy} />
    </Suspense>
  );
});
