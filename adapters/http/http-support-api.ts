import { type AppLogEntry, type AttendanceContact, type SupportApiPort } from '../../core';
import { type ApiClient } from './api-client';
import { AttendanceContactDto } from './shell/support.dto';

/** SupportApiPort over the HTTP API: the attendance team and the app's diagnostic entries. */
export class HttpSupportApi implements SupportApiPort {
  constructor(private readonly api: ApiClient) {}

  async clientAttendance(): Promise<AttendanceContact[]> {
    return withWhatsapp(await this.api.get('attendance/client', { response: [AttendanceContactDto] }));
  }

  async publicAttendance(): Promise<AttendanceContact[]> {
    return withWhatsapp(await this.api.get('attendance/public', { response: [AttendanceContactDto] }));
  }

  async sendAppLog(entry: AppLogEntry): Promise<void> {
    await this.api.post('logger/applogger', entry);
  }
}

/** A contact without a WhatsApp number has it as null, however the answer left it out. */
function withWhatsapp(contacts: AttendanceContact[]): AttendanceContact[] {
  return contacts.map((contact) => ({ ...contact, whatsapp: contact.whatsapp ?? null }));
}
