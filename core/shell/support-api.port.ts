import { type AppLogEntry, type AttendanceContact } from './api';

/** The help dialog's calls of the API (SPEC §7: attendance/client, attendance/public, logger/applogger). */
export interface SupportApiPort {
  /** GET attendance/client: the signed-in client's contacts (its account team and the desks); 401 without a session. */
  clientAttendance(): Promise<AttendanceContact[]>;
  /** GET attendance/public: the desks anyone may contact. */
  publicAttendance(): Promise<AttendanceContact[]>;
  /** POST logger/applogger: stores a diagnostic entry (204). */
  sendAppLog(entry: AppLogEntry): Promise<void>;
}
/** Injection token of the SupportApiPort. */
export const SupportApiPort = Symbol('SupportApiPort');
