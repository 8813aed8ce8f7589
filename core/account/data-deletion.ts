// Data deletion (SPEC §4): the user confirms; a request blocks access and ends the session.
import { type OtherMessageKey } from '../kernel/errors/catalogue';

/** What a confirmed deletion request leads to, and the catalogue message to show before the session ends. */
export type DataDeletionOutcome =
  /** An active contract: the request is only registered (data kept); the commercial team contacts the user. */
  | { kind: 'registered'; endsSession: true; message: OtherMessageKey }
  /** No active contract: the data is deleted; coming back needs a new registration. */
  | { kind: 'deleted'; endsSession: true; message: OtherMessageKey };

/** The outcome of a confirmed data-deletion request; either way access is blocked and the session ends. */
export function dataDeletionOutcome(hasActiveContract: boolean): DataDeletionOutcome {
  return hasActiveContract
    ? { kind: 'registered', endsSession: true, message: 'deletionRegistered' }
    : { kind: 'deleted', endsSession: true, message: 'deletionDone' };
}
