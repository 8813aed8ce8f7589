import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  AfterLoginTour,
  AppEvents,
  EndTourUseCase,
  Tour,
  type TourEnd,
  type TourPort,
  type TourStatus,
} from '../../core';
import { attempt } from '../kit/outcome';

/**
 * The guided tour's state in the interface (SPEC §4, Tour): the TourPort the help dialog's Tour tab starts it
 * through, and the offer after a login (`watchLogins`). `requested` says a start was asked for and not taken up yet:
 * the tour's host (ui/shell/tour-host.tsx) reads it, takes it with `takeRequest()` and reports the end through
 * `skip()` or `finish()`, which the core remembers on this device, in the stored user and on the account.
 */
@injectable()
export class TourStore implements TourPort {
  requested = false;
  status: TourStatus = 'idle';
  private stopWatching: (() => void) | null = null;

  constructor(
    @inject(Tour) private readonly tour: Tour,
    @inject(EndTourUseCase) private readonly end: EndTourUseCase,
    @inject(AppEvents) private readonly events: AppEvents,
  ) {
    makeAutoObservable<this, 'tour' | 'end' | 'events' | 'stopWatching'>(
      this,
      { tour: false, end: false, events: false, stopWatching: false },
      { autoBind: true },
    );
  }

  /** Offers the tour after every login that should have it (once for the life of the page; a reload is no login). */
  watchLogins(): void {
    this.stopWatching ??= new AfterLoginTour(this.events, this.tour, this.start).start();
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

  /** The user skipped the tour (close, Escape, Skip): remembered on this device and on the account. */
  skip(): Promise<void> {
    return this.ended('skipped');
  }

  /** The user went through to the end: remembered on this device and on the account. */
  finish(): Promise<void> {
    return this.ended('finished');
  }

  private async ended(how: TourEnd): Promise<void> {
    this.requested = false;
    // A failed save was shown by the transport; the device and the stored user keep it anyway.
    const saving = attempt(() => this.end.execute(how));
    this.status = this.tour.status;
    await saving;
  }
}
