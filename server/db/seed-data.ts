// Deterministic seed data: the fixed commodity list (SPEC §3) and the demo accounts of every profile and role.
import { type AdminRole, Profile } from '../../core';

/** A subject of the fixed home commodity list. */
export interface SeedSubject {
  id: number;
  names: { PtBr: string; EnEu: string; EsEs: string; EsAr: string; PtPt: string };
  icone: string;
  mne: string;
  slug: string;
  habilitado: boolean;
}

const subject = (
  id: number,
  names: SeedSubject['names'],
  icone: string,
  mne: string,
  slug: string,
  habilitado = true,
): SeedSubject => ({ id, names, icone, mne, slug, habilitado });

/** The fixed home commodity list in menu order; Latin America is id 30, Hedge solutions (61) is disabled. */
export const SEED_SUBJECTS: readonly SeedSubject[] = [
  subject(
    1,
    {
      PtBr: 'Açúcar e Etanol',
      EnEu: 'Sugar & Ethanol',
      EsEs: 'Azúcar y Etanol',
      EsAr: 'Azúcar y Etanol',
      PtPt: 'Açúcar e Etanol',
    },
    'sugar-ethanol',
    'ACE',
    'acucar-e-etanol',
  ),
  subject(
    3,
    { PtBr: 'Algodão', EnEu: 'Cotton', EsEs: 'Algodón', EsAr: 'Algodón', PtPt: 'Algodão' },
    'cotton',
    'ALG',
    'algodao',
  ),
  subject(4, { PtBr: 'Arroz', EnEu: 'Rice', EsEs: 'Arroz', EsAr: 'Arroz', PtPt: 'Arroz' }, 'rice', 'ARZ', 'arroz'),
  subject(
    6,
    { PtBr: 'Boi', EnEu: 'Cattle', EsEs: 'Ganado bovino', EsAr: 'Hacienda', PtPt: 'Bovinos' },
    'cattle',
    'BOI',
    'boi',
  ),
  subject(7, { PtBr: 'Café', EnEu: 'Coffee', EsEs: 'Café', EsAr: 'Café', PtPt: 'Café' }, 'coffee', 'CAF', 'cafe'),
  subject(
    11,
    { PtBr: 'Feijão', EnEu: 'Beans', EsEs: 'Judías', EsAr: 'Porotos', PtPt: 'Feijão' },
    'beans',
    'FEI',
    'feijao',
  ),
  subject(
    12,
    { PtBr: 'Frango', EnEu: 'Chicken', EsEs: 'Pollo', EsAr: 'Pollo', PtPt: 'Frango' },
    'chicken',
    'FRA',
    'frango',
  ),
  subject(13, { PtBr: 'Milho', EnEu: 'Corn', EsEs: 'Maíz', EsAr: 'Maíz', PtPt: 'Milho' }, 'corn', 'MIL', 'milho'),
  subject(16, { PtBr: 'Soja', EnEu: 'Soy', EsEs: 'Soja', EsAr: 'Soja', PtPt: 'Soja' }, 'soy', 'SOJ', 'soja'),
  subject(
    17,
    {
      PtBr: 'Farelo e óleo de soja',
      EnEu: 'Soy meal & oil',
      EsEs: 'Harina y aceite de soja',
      EsAr: 'Harina y aceite de soja',
      PtPt: 'Farelo e óleo de soja',
    },
    'soy-meal-oil',
    'FOS',
    'farelo-e-oleo-de-soja',
  ),
  subject(
    20,
    { PtBr: 'Suínos', EnEu: 'Swine', EsEs: 'Porcino', EsAr: 'Cerdos', PtPt: 'Suínos' },
    'swine',
    'SUI',
    'suinos',
  ),
  subject(21, { PtBr: 'Trigo', EnEu: 'Wheat', EsEs: 'Trigo', EsAr: 'Trigo', PtPt: 'Trigo' }, 'wheat', 'TRI', 'trigo'),
  subject(
    202,
    {
      PtBr: 'Agricultura de precisão',
      EnEu: 'Precision agriculture',
      EsEs: 'Agricultura de precisión',
      EsAr: 'Agricultura de precisión',
      PtPt: 'Agricultura de precisão',
    },
    'precision-agriculture',
    'AGP',
    'agricultura-de-precisao',
  ),
  subject(
    5,
    { PtBr: 'Bioenergia', EnEu: 'Bioenergy', EsEs: 'Bioenergía', EsAr: 'Bioenergía', PtPt: 'Bioenergia' },
    'bioenergy',
    'BIO',
    'bioenergia',
  ),
  subject(
    23,
    { PtBr: 'Chicago', EnEu: 'Chicago', EsEs: 'Chicago', EsAr: 'Chicago', PtPt: 'Chicago' },
    'chicago',
    'CHI',
    'chicago',
  ),
  subject(
    201,
    { PtBr: 'Fertilizantes', EnEu: 'Fertilizers', EsEs: 'Fertilizantes', EsAr: 'Fertilizantes', PtPt: 'Fertilizantes' },
    'fertilizers',
    'FER',
    'fertilizantes',
  ),
  subject(
    30,
    {
      PtBr: 'América Latina',
      EnEu: 'Latin America',
      EsEs: 'América Latina',
      EsAr: 'Latinoamérica',
      PtPt: 'América Latina',
    },
    'latin-america',
    'LAT',
    'america-latina',
  ),
  subject(
    61,
    {
      PtBr: 'Soluções de hedge',
      EnEu: 'Hedge solutions',
      EsEs: 'Soluciones de cobertura',
      EsAr: 'Soluciones de cobertura',
      PtPt: 'Soluções de cobertura',
    },
    'hedge',
    'HED',
    'solucoes-de-hedge',
    false,
  ),
];

/** The password of every seeded account. */
export const SEED_PASSWORD = 'Celeiro#2026';

/** A seeded account. */
export interface SeedUser {
  userCode: string;
  email: string;
  name: string;
  profile: Profile;
  roles: AdminRole[];
  signature: string;
  hasQuotesRights: boolean;
  agency: string[];
  /** Subject ids the user has rights to (every other subject is listed as not enabled). */
  enabledSubjects: 'all' | readonly number[];
  /** Whether the account is a demo whose trial ends 7 days after seeding. */
  demo?: boolean;
  /**
   * Whether the account has put the guided tour away (users.skip_tour). The accounts people and the test suites
   * sign in with every day have; editor and publicador have not, so their first sign-in offers the tour.
   */
  skipTour: boolean;
}

const ALL_AGENCIES = ['Agência Celeiro em tempo real', 'Outras agências'];

/** The demo accounts (all with password {@link SEED_PASSWORD}). */
export const SEED_USERS: readonly SeedUser[] = [
  {
    userCode: 'CEL-000101',
    email: 'assinante@example.com',
    skipTour: true,
    name: 'Mariana Albuquerque Souza',
    profile: Profile.SUBSCRIBER,
    roles: [],
    signature: 'Plano Grãos e Açúcar',
    hasQuotesRights: true,
    agency: ['Agência Celeiro em tempo real'],
    enabledSubjects: [1, 7, 13, 16, 17, 23],
  },
  {
    userCode: 'CEL-000102',
    email: 'demo@example.com',
    skipTour: true,
    name: 'Rafael Teixeira Lima',
    profile: Profile.DEMO,
    roles: [],
    signature: 'Demonstração (7 dias)',
    hasQuotesRights: true,
    agency: ALL_AGENCIES,
    enabledSubjects: 'all',
    demo: true,
  },
  {
    userCode: 'CEL-000103',
    email: 'gratuito@example.com',
    skipTour: true,
    name: 'Beatriz Carvalho Nogueira',
    profile: Profile.FREE,
    roles: [],
    signature: 'Gratuito',
    hasQuotesRights: false,
    agency: [],
    enabledSubjects: [],
  },
  {
    userCode: 'CEL-000001',
    email: 'admin@example.com',
    skipTour: true,
    name: 'Carlos Eduardo Monteiro',
    profile: Profile.SUBSCRIBER,
    roles: ['admin'],
    signature: 'Plano Corporativo',
    hasQuotesRights: true,
    agency: ALL_AGENCIES,
    enabledSubjects: 'all',
  },
  {
    userCode: 'CEL-000002',
    email: 'editor@example.com',
    skipTour: false,
    name: 'Fernanda Ribeiro Castro',
    profile: Profile.SUBSCRIBER,
    roles: ['editor'],
    signature: 'Plano Corporativo',
    hasQuotesRights: true,
    agency: ALL_AGENCIES,
    enabledSubjects: 'all',
  },
  {
    userCode: 'CEL-000003',
    email: 'publicador@example.com',
    skipTour: false,
    name: 'João Pedro Azevedo',
    profile: Profile.SUBSCRIBER,
    roles: ['publisher'],
    signature: 'Plano Corporativo',
    hasQuotesRights: true,
    agency: ALL_AGENCIES,
    enabledSubjects: 'all',
  },
];
