import { type AreaModule } from '../kit/area-module';

/** The login page, which ui/app joins with the native shell's quick sign-in. */
export const loadLoginPage = async () => (await import('./login-page')).LoginPage;

/** Signing in: two-factor and the S4 sign-in (the login page, with the native shell's quick sign-in, is composed in ui/app). */
export const authModule: AreaModule = {
  namespaces: ['auth'],
  publicRoutes: ({ page }) => [
    {
      path: 'pages/two-factor',
      lazy: page(['auth'], async () => ({ Component: (await import('./two-factor-page')).TwoFactorPage })),
    },
    {
      path: 'pages/s4login',
      lazy: page(['auth', 'shell-pages'], async () => ({ Component: (await import('./s4-login-page')).S4LoginPage })),
    },
  ],
};
