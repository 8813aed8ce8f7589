import { lazy, Suspense } from 'react';
import { useInjection } from '../kit/injection';
import { ShellStore } from '../shell/shell.store';
import { type loadLoginPage, loadQuickSignIn } from '../modules';

/** Quick sign-in by biometry or PIN, loaded only inside the native shell. */
const QuickSignIn = lazy(async () => ({ default: await loadQuickSignIn() }));

/** /pages/login, with the quick sign-in inside the native shell (the app marker, kept for the tab by the guard). */
export function loginRoute(LoginPage: Awaited<ReturnType<typeof loadLoginPage>>) {
  return function LoginRoute() {
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
  };
}
