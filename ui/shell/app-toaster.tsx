import { observer } from 'mobx-react-lite';
import { Toaster } from 'sonner';
import { useInjection } from '../kit/injection';
import { PreferencesStore } from './preferences.store';

/** Where the toasts appear, in the current theme. */
export const AppToaster = observer(function AppToaster() {
  const preferences = useInjection(PreferencesStore);
  return (
    <Toaster position="top-right" richColors closeButton theme={preferences.theme === 'dark' ? 'dark' : 'light'} />
  );
});
