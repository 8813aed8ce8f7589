/** Fresh unique identifiers (device ids, correlation ids). */
export interface IdPort {
  /** A new random UUID. */
  uuid(): string;
}
/** Injection token of the IdPort. */
export const IdPort = Symbol('IdPort');
