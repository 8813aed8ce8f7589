/** Fresh unique identifiers (device ids, correlation ids). */
export interface IdPort {
  /** A new random UUID. */
  uuid(): string;
}
export const IdPort = Symbol('IdPort');
