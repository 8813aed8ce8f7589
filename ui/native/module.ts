import { type AreaModule } from '../kit/area-module';

/** The quick sign-in by biometry or PIN that ui/app draws in the login page inside the native shell. */
export const loadQuickSignIn = async () => (await import('./quick-sign-in-panel')).default;

/** The biometry dialogs the native side (ui/app/native-shell.tsx) shows over the page: the offer and the settings. */
export const loadBiometryDialogs = async () => {
  const [{ BiometryOffer }, { BiometryDialog }] = await Promise.all([
    import('./biometry-offer'),
    import('./biometry-dialog'),
  ]);
  return { BiometryOffer, BiometryDialog };
};

/** The native shell's parts: quick sign-in and biometry, drawn inside the login and account pages when in the app. */
export const nativeModule: AreaModule = { namespaces: ['native'] };
