import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isNativeApp } from '../../core';
import { LoginPage } from '../auth/login-page';

/** Quick sign-in by biometry or PIN, loaded only inside the native shell. */
const QuickSignIn = lazy(() => import('../native/quick-sign-in-panel'));

/** /pages/login, with the quick sign-in inside the native shell (whose login address carries the app marker). */
export function LoginRoute() {
  const { search } = useLocation();
  return (
    <LoginPage
      quickSignIn={
        isNativeApp(search) && (
          <Suspense>
            <QuickSignIn />
          </Suspense>
        )
      }
    />
  );
}
