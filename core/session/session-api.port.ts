/** The session-accounting calls of the API (SPEC §7, Other). */
export interface SessionApiPort {
  /** Sends the time spent, in seconds: client/update/time-spent with payload {time}. */
  sendTimeSpent(seconds: number): Promise<void>;
}
/** Injection token of the SessionApiPort. */
export const SessionApiPort = Symbol('SessionApiPort');
