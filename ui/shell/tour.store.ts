import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LocalStoragePort, Tour, type StoragePort, type TourPort, type TourStatus } from '../../core';

/**
 * The guided tour's state in the interface (SPEC §4, Tour): the TourPort the help dialog's Tour tab starts it
 * through. `requested` says a start was asked for and not taken up yet: the tour's steps (drawn by the tour itself)
 * read it, take it with `takeRequest()` and report the end through `skip()` or `finish()`, which the core's Tour
 * remembers on this device.
 */
@injectable()
export class TourStore implements TourPort {
  requested = false;
  status: TourStatus = 'idle';
  private readonly tour: Tour;

  constructor(@inject(LocalStoragePort) local: StoragePort) {
    this.tour = new Tour(local);
    makeAutoObservable<this, 'tour'>(this, { tour: false }, { autoBind: true });
  }

  /** Asks for the tour to start now. */
  start(): void {
    this.tour.start();
    this.status = this.tour.status;
    this.requested = true;
  }

  /** The tour takes the request it is about to show: whether there was one. */
  takeRequest(): boolean {
    const wanted = this.requested;
    this.requested = false;
    return wanted;
  }

  /** The user skipped the tour (remembered on this device). */
  skip(): void {
    this.tour.skip();
    this.status = this.tour.status;
    this.requested = false;
  }

  /** The user went through to the end (remembered on this device). */
  finish(): void {
    this.tour.finish();
    this.status = this.tour.status;
    this.requested = false;
  }
}
