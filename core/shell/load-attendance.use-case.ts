import { type AttendanceContact } from './api';
import { type SupportApiPort } from './support-api.port';
import { type SessionRepository } from '../session/session-repository';

/**
 * The attendance team to show (SPEC §2, help dialog): a signed-in user reads the client contacts (attendance/client,
 * its account team included), a visitor the public ones (attendance/public).
 */
export class LoadAttendanceUseCase {
  constructor(
    private readonly api: SupportApiPort,
    private readonly session: SessionRepository,
  ) {}

  /** The contacts, in the server's order. */
  execute(): Promise<AttendanceContact[]> {
    return this.session.isAuthenticated() ? this.api.clientAttendance() : this.api.publicAttendance();
  }
}
