import { type AppConfig } from './api';

/** Where the configuration comes from. */
export interface ConfigPort {
  /** The configuration; loaded once, then cached. */
  get(): Promise<AppConfig>;
}
/** Injection token of the ConfigPort. */
export const ConfigPort = Symbol('ConfigPort');
