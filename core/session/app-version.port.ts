/** The deployed version of the app (SPEC §7: GET appversion.json). */
export interface AppVersionPort {
  /** The hash of the version file now on the server. */
  hash(): Promise<string>;
}
/** Injection token of the AppVersionPort. */
export const AppVersionPort = Symbol('AppVersionPort');
