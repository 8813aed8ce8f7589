import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SessionEndedGate } from '../../core';

/** Why the session ended: the server ended it, a sign-in elsewhere took its place (simultaneous access), or the account was disabled. */
export type SessionEndReason = 'ended' | 'concurrent-access' | 'user-disabled';

/** The single session-ended dialog (SPEC §4): shown once per burst of 401s until the user accepts it. */
@injectable()
export class SessionEndedStore {
  open = false;
  reason: SessionEndReason = 'ended';

  constructor(@inject(SessionEndedGate) private readonly gate: SessionEndedGate) {
    makeAutoObservable<this, 'gate'>(this, { gate: false }, { autoBind: true });
  }

  /** A 401 arrived while signed in: opens the dialog (saying why) unless it is already showing. */
  sessionEnded(reason: SessionEndReason = 'ended'): void {
    if (!this.gate.shouldShow()) return;
    this.reason = reason;
    this.open = true;
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
