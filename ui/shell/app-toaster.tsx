import { observer } from 'mobx-react-lite';
import { useInjection } from '../kit/injection';
import { loadedSonner, toastsWanted } from '../kit/toasts';
import { PreferencesStore } from './preferences.store';

/**
 * Where the toasts appear (top right, below the header), in the current theme: drawn once the page has a first toast to
 * show and sonner is there.
 */
export const AppToaster = observer(function AppToaster() {
  const preferences = useInjection(PreferencesStore);
  const sonner = loadedSonner();
  if (!toastsWanted.get() || !sonner) return null;
  const { Toaster } = sonner;
  return (
    // Below the header, so a toast never covers the user menu or the notifications while it shows.
    <Toaster
      position="top-right"
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
      theme={preferences.theme === 'dark' ? 'dark' : 'light'}
    />
  );
});
