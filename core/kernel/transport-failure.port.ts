import { type TransportFailure } from './errors/transport';

/** Where the HTTP adapter reports every failed request before rejecting it; the UI decides what to show. */
export interface TransportFailurePort {
  /** A request failed (status and decoded body, or no response). */
  report(failure: TransportFailure): void;
}
/** Injection token of the TransportFailurePort. */
export const TransportFailurePort = Symbol('TransportFailurePort');
