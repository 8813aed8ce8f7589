import { ApiError, type AppLogEntry, type AttendanceContact, type SupportApiPort } from '../../core';

/** The public desks the fake answers (as the reference server's consultancy brand has them). */
export const PUBLIC_CONTACTS: AttendanceContact[] = [
  {
    id: 1,
    name: 'Central de Atendimento',
    area: 'support',
    email: 'atendimento@celeiro.example',
    phone: '+55 11 3090-2500',
    whatsapp: '+55 11 99250-2500',
  },
  {
    id: 2,
    name: 'Comercial Celeiro Consultoria',
    area: 'commercial',
    email: 'comercial@celeiro.example',
    phone: '+55 11 3090-2510',
    whatsapp: null,
  },
];

/** The account team a signed-in client also sees. */
export const CLIENT_CONTACTS: AttendanceContact[] = [
  {
    id: 3,
    name: 'Mariana Albuquerque',
    area: 'account-manager',
    email: 'mariana.albuquerque@celeiro.example',
    phone: '+55 11 3090-2521',
    whatsapp: '+55 11 99250-2521',
  },
  {
    id: 4,
    name: 'Mesa de Análise',
    area: 'analysis',
    email: 'analise@celeiro.example',
    phone: '+55 11 3090-2530',
    whatsapp: null,
  },
  {
    id: 5,
    name: 'Financeiro',
    area: 'financial',
    email: 'financeiro@celeiro.example',
    phone: '+55 11 3090-2540',
    whatsapp: null,
  },
  ...PUBLIC_CONTACTS,
];

/**
 * An in-memory support API: the attendance lists (attendance/client answers 401 unless `signedIn` says a session is
 * there) and the diagnostic entries it received; `failure` makes the next diagnostic fail.
 */
export class FakeSupportApi implements SupportApiPort {
  readonly logs: AppLogEntry[] = [];
  readonly reads: ('client' | 'public')[] = [];
  failure: Error | null = null;

  constructor(private readonly signedIn: () => boolean = () => true) {}

  async clientAttendance(): Promise<AttendanceContact[]> {
    this.reads.push('client');
    if (!this.signedIn()) throw new ApiError(401, { errorType: 'AuthError', message: 'Sessão encerrada', erros: [] });
    return CLIENT_CONTACTS.map((contact) => ({ ...contact }));
  }

  async publicAttendance(): Promise<AttendanceContact[]> {
    this.reads.push('public');
    return PUBLIC_CONTACTS.map((contact) => ({ ...contact }));
  }

  async sendAppLog(entry: AppLogEntry): Promise<void> {
    if (this.failure) throw this.failure;
    this.logs.push(entry);
  }
}
