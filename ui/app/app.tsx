import { type Container } from 'inversify';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { InjectionProvider } from '../kit/injection';
import { LocaleStore } from '../kit/i18n/locale.store';
import { AppToaster } from '../shell/app-toaster';
import { SessionEndedDialog } from '../shell/session-ended-dialog';
import { CookieNotice } from '../shell/cookie-notice';
import { BlankedTab, PrivacyPolicyDialog } from '../di/app-parts';
import { bindDocument } from '../shell/document-theme';
import { PreferencesStore } from '../shell/preferences.store';

/** A data router of the app (browser in the app, memory in tests). */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole app: the container, the translations, the router, the cookie notice, the toasts and the session-ended dialog. */
export function App({ container, router }: { container: Container; router: AppRouter }) {
  const locale = container.get(LocaleStore);
  useEffect(() => bindDocument(document.documentElement, container.get(PreferencesStore), locale), [container, locale]);
  return (
    <InjectionProvider container={container}>
      <I18nextProvider i18n={locale.i18n}>
        <BlankedTab>
          <RouterProvider router={router} />
          <CookieNotice privacyPolicy={<PrivacyPolicyDialog />} />
        </BlankedTab>
        <SessionEndedDialog />
        <AppToaster />
      </I18nextProvider>
    </InjectionProvider>
  );
}
