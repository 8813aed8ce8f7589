import { type AppVersion } from './api';

/** The deployed version of the app (SPEC §7: GET appversion.json). */
export interface AppVersionPort {
  /** The hash of the version file now on the server. */
  hash(): Promise<string>;
  /** The version file now on the server: the hash and the build date. */
  version(): Promise<AppVersion>;
}
/** Injection token of the AppVersionPort. */
export const AppVersionPort = Symbol('AppVersionPort');
