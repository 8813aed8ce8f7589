// The attendance team of each brand (SPEC §7: attendance/client and attendance/public): fixed reference data, as the
// seed's users and subjects are. Visitors see the general desks; a signed-in client also sees its account team.
import { type AttendanceContact, type Brand } from '../../core';

/** The desks anyone may contact, per brand. */
const PUBLIC_CONTACTS: Readonly<Record<Brand, readonly AttendanceContact[]>> = {
  consultancy: [
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
  ],
  'market-news': [
    {
      id: 11,
      name: 'Atendimento Celeiro Notícias',
      area: 'support',
      email: 'atendimento@noticias.celeiro.example',
      phone: '+55 11 3090-2600',
      whatsapp: '+55 11 99250-2600',
    },
    {
      id: 12,
      name: 'Assinaturas Celeiro Notícias',
      area: 'commercial',
      email: 'assinaturas@noticias.celeiro.example',
      phone: '+55 11 3090-2610',
      whatsapp: null,
    },
  ],
};

/** The client's account team, per brand, before the public desks. */
const CLIENT_CONTACTS: Readonly<Record<Brand, readonly AttendanceContact[]>> = {
  consultancy: [
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
  ],
  'market-news': [
    {
      id: 13,
      name: 'Rafael Tavares',
      area: 'account-manager',
      email: 'rafael.tavares@noticias.celeiro.example',
      phone: '+55 11 3090-2621',
      whatsapp: '+55 11 99250-2621',
    },
    {
      id: 14,
      name: 'Redação',
      area: 'analysis',
      email: 'redacao@noticias.celeiro.example',
      phone: '+55 11 3090-2630',
      whatsapp: null,
    },
  ],
};

/** The contacts a visitor sees. */
export function publicContacts(brand: Brand): AttendanceContact[] {
  return PUBLIC_CONTACTS[brand].map((contact) => ({ ...contact }));
}

/** The contacts a signed-in client sees: its account team, then the public desks. */
export function clientContacts(brand: Brand): AttendanceContact[] {
  return [...CLIENT_CONTACTS[brand], ...PUBLIC_CONTACTS[brand]].map((contact) => ({ ...contact }));
}
