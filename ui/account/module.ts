import { type AreaModule } from '../kit/area-module';

/** The privacy policy as the help dialog's tab shows it, loaded when the tab opens (the caller loads its texts). */
export const loadPrivacyPolicy = async () => (await import('./privacy-policy')).PrivacyPolicy;

/** Accounts: registration, e-mail confirmation, passwords, lost access, new clients, my account and its tabs. */
export const accountModule: AreaModule = {
  namespaces: ['account'],
  publicRoutes: ({ page }) => [
    {
      path: 'pages/register',
      lazy: page(['account'], async () => ({ Component: (await import('./register-page')).RegisterPage })),
    },
    {
      path: 'pages/confirm-email',
      lazy: page(['account'], async () => ({ Component: (await import('./confirm-email-page')).ConfirmEmailPage })),
    },
    {
      path: 'pages/forgot-password',
      lazy: page(['account'], async () => ({
        Component: (await import('./forgot-password-page')).ForgotPasswordPage,
      })),
    },
    {
      path: 'pages/reset-password',
      lazy: page(['account'], async () => ({ Component: (await import('./reset-password-page')).ResetPasswordPage })),
    },
    {
      path: 'pages/lost-access',
      lazy: page(['account'], async () => ({ Component: (await import('./lost-access-page')).LostAccessPage })),
    },
    {
      path: 'pages/new-client',
      lazy: page(['account'], async () => ({ Component: (await import('./new-client-page')).NewClientPage })),
    },
  ],
  signedInRoutes: ({ page }) => [
    {
      path: 'my-account',
      lazy: page(['account'], async () => ({ Component: (await import('./my-account-page')).MyAccountPage })),
    },
    {
      path: 'change-password',
      lazy: page(['account'], async () => ({
        Component: (await import('./change-password-form')).ChangePasswordPage,
      })),
    },
    {
      path: 'account/:tab',
      // The account's tabs, with the port of its devices and my-data tabs.
      lazy: page(['account'], async () => {
        const [{ AccountPage }, { bindAccountPrivacy }] = await Promise.all([
          import('./account-page'),
          import('../di/account-privacy-bindings'),
        ]);
        return { Component: AccountPage, services: [bindAccountPrivacy] };
      }),
    },
  ],
};
