/** Starts the guided tour (SPEC §4, Tour) from wherever the user asks for it (the help dialog's Tour tab). */
export interface TourPort {
  /** Asks for the tour to start now. */
  start(): void;
}
/** Injection token of the TourPort. */
export const TourPort = Symbol('TourPort');
