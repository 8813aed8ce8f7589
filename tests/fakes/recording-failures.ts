import { type TransportFailure, type TransportFailurePort } from '../../core';

/** Records the failures the HTTP adapter reports. */
export class RecordingFailures implements TransportFailurePort {
  readonly reported: TransportFailure[] = [];
  report(failure: TransportFailure): void {
    this.reported.push(failure);
  }
}
