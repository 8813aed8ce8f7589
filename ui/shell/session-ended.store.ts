import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SessionEndedGate } from '../../core';

/** The single session-ended dialog (SPEC §4): shown once per burst of 401s until the user accepts it. */
@injectable()
export class SessionEndedStore {
  open = false;

  constructor(@inject(SessionEndedGate) private readonly gate: SessionEndedGate) {
    makeAutoObservable<this, 'gate'>(this, { gate: false }, { autoBind: true });
  }

  /** A 401 arrived while signed in: opens the dialog unless it is already showing. */
  sessionEnded(): void {
    if (this.gate.shouldShow()) this.open = true;
  }

  /** The user pressed OK: the dialog closes (the gate reopens once the logout is done). */
  close(): void {
    this.open = false;
  }

  /** The logout that follows the dialog is done: a later 401 may show it again. */
  settled(): void {
    this.gate.accepted();
  }
}
