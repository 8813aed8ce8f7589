import { ApiError } from '../kernel/errors/api-error';
import { ErrorCode } from '../kernel/errors/error-codes';
import { type AccountApiPort } from './account-api.port';
import { type AppEvents } from '../kernel/app-events';
import { type SessionRepository } from '../session/session-repository';
import { dataDeletionOutcome, type DataDeletionOutcome } from './data-deletion';

/**
 * The confirmed data-deletion request (SPEC §4, LGPD). The server deletes an account without a contract;
 * with an active contract it only registers the request and answers 5501. Either way the server has ended
 * every session of the account, so this device forgets its session (no logout call: there is no session left).
 */
export class DeleteAccountUseCase {
  constructor(
    private readonly api: AccountApiPort,
    private readonly session: SessionRepository,
    private readonly events: AppEvents,
  ) {}

  /** Sends the request; answers what happened, with the message to show. Other failures reject unchanged. */
  async execute(): Promise<DataDeletionOutcome> {
    let hasActiveContract = false;
    try {
      await this.api.deleteAccount();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== ErrorCode.USER_CANNOT_BE_DELETED) throw error;
      hasActiveContract = true;
    }
    this.session.clear();
    this.events.emit('logout', undefined);
    return dataDeletionOutcome(hasActiveContract);
  }
}
