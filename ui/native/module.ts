import { type AreaModule } from '../kit/area-module';

/** The native shell's parts: quick sign-in and biometry, drawn inside the login and account pages when in the app. */
export const nativeModule: AreaModule = { namespaces: ['native'] };
