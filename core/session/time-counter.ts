/** The time-spent count that logout stops (SPEC §4, time spent). */
export interface TimeCounter {
  /** Stops counting and reports the time spent when the rule says so. */
  stop(): Promise<void>;
}
