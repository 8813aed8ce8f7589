import { observer } from 'mobx-react-lite';
import { Toaster } from 'sonner';
import { useInjection } from '../di/injection';
import { PreferencesStore } from '../theme/preferences.store';

/** Where the toasts appear, in the current theme. */
export const AppToaster = observer(function AppToaster() {
  const preferences = useInjection(PreferencesStore);
  return <Toaster position="top-right" richColors closeButton theme={preferences.theme === 'dark' ? 'dark' : 'light'} />;
});
