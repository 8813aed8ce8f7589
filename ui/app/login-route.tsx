import { lazy, Suspense } from 'react';
import { LoginPage } from '../auth/login-page';
import { useInjection } from '../kit/injection';
import { ShellStore } from '../shell/shell.store';

/** Quick sign-in by biometry or PIN, loaded only inside the native shell. */
const QuickSignIn = lazy(() => import('../native/quick-sign-in-panel'));

/** /pages/login, with the quick sign-in inside the native shell (the app marker, kept for the tab by the guard). */
export function LoginRoute() {
  const { isApp } = useInjection(ShellStore);
  return (
    <LoginPage
      quickSignIn={
        isApp && (
          <Suspense>
            <QuickSignIn />
          </Suspense>
        )
      }
    />
  );
}
