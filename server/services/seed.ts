// The seeded service options of each plan (by the name a user's signature carries) and its monthly questions to the
// analyst. Written when missing, also into a data folder copied from a template made before the services existed.
import { sql } from 'drizzle-orm';
import { type ServiceOption, SERVICE_OPTIONS, type VesselStatus } from '../../core';
import { type Database } from '../db/database';
import { freightPlaces, freightRates, lineUpVessels, servicePlans } from './schema';

/** A plan's service options and its monthly limit of questions to the analyst. */
export interface SeedServicePlan {
  plan: string;
  options: readonly ServiceOption[];
  askAnalystLimit: number;
}

/** The plans of the content seed (server/content/seed.ts SEED_PLANS) with their services. The free plan has none. */
export const SEED_SERVICE_PLANS: readonly SeedServicePlan[] = [
  { plan: 'Gratuito', options: [], askAnalystLimit: 0 },
  {
    plan: 'Plano Grãos e Açúcar',
    options: ['ask-analyst', 'freight-calculator', 'ship-line-up', 'weather', 'open-line', 'consulting'],
    askAnalystLimit: 3,
  },
  { plan: 'Plano Proteína Animal', options: ['weather', 'freight-calculator'], askAnalystLimit: 0 },
  { plan: 'Plano Corporativo', options: SERVICE_OPTIONS, askAnalystLimit: 10 },
  // Consulting is contracted work for a client: a demo shows it as an upsell, as the free plan does.
  {
    plan: 'Demonstração (7 dias)',
    options: SERVICE_OPTIONS.filter((option) => option !== 'consulting'),
    askAnalystLimit: 1,
  },
];

/** The places of the freight calculator: producing cities (by state) and export ports. */
export const SEED_FREIGHT_PLACES = [
  { id: 'sorriso-mt', name: 'Sorriso', state: 'MT', kind: 'city' },
  { id: 'rondonopolis-mt', name: 'Rondonópolis', state: 'MT', kind: 'city' },
  { id: 'rio-verde-go', name: 'Rio Verde', state: 'GO', kind: 'city' },
  { id: 'uberaba-mg', name: 'Uberaba', state: 'MG', kind: 'city' },
  { id: 'cascavel-pr', name: 'Cascavel', state: 'PR', kind: 'city' },
  { id: 'santos-sp', name: 'Porto de Santos', state: 'SP', kind: 'port' },
  { id: 'paranagua-pr', name: 'Porto de Paranaguá', state: 'PR', kind: 'port' },
  { id: 'miritituba-pa', name: 'Miritituba', state: 'PA', kind: 'port' },
] as const;

/** The freight table: [origin, destination, mode, km, thousandths of a real per t·km, terminal fee in cents per tonne]. */
export const SEED_FREIGHT_RATES: readonly [string, string, 'road' | 'rail', number, number, number][] = [
  ['sorriso-mt', 'santos-sp', 'road', 1950, 105, 1200],
  ['sorriso-mt', 'santos-sp', 'rail', 1900, 72, 2800],
  ['sorriso-mt', 'miritituba-pa', 'road', 1080, 115, 1000],
  ['sorriso-mt', 'paranagua-pr', 'road', 2150, 100, 1200],
  ['rondonopolis-mt', 'santos-sp', 'road', 1500, 105, 1200],
  ['rondonopolis-mt', 'santos-sp', 'rail', 1450, 65, 2500],
  ['rio-verde-go', 'santos-sp', 'road', 930, 118, 1200],
  ['rio-verde-go', 'santos-sp', 'rail', 1000, 78, 2600],
  ['rio-verde-go', 'paranagua-pr', 'road', 1250, 110, 1200],
  ['uberaba-mg', 'santos-sp', 'road', 560, 140, 1200],
  ['uberaba-mg', 'santos-sp', 'rail', 620, 85, 2200],
  ['cascavel-pr', 'paranagua-pr', 'road', 600, 135, 1200],
  ['cascavel-pr', 'paranagua-pr', 'rail', 700, 90, 2200],
];

/** The line-up: [id, vessel, port, berth, product, tonnes, days from the first start, status]. */
export const SEED_LINE_UP: readonly [string, string, string, string, string, number, number, VesselStatus][] = [
  ['v01', 'Ocean Harvest', 'Santos', 'TGG 1', 'soy', 66_000, -4, 'sailed'],
  ['v02', 'Cape Araguaia', 'Santos', 'TGG 2', 'corn', 72_500, -1, 'loading'],
  ['v03', 'Star Paulista', 'Santos', 'TEAG', 'sugar', 48_000, 0, 'berthed'],
  ['v04', 'Nordic Grain', 'Santos', 'ADM 39', 'soymeal', 55_000, 2, 'anchored'],
  ['v05', 'Pacific Cerrado', 'Santos', 'TGG 1', 'soy', 70_000, 5, 'expected'],
  ['v06', 'Iguaçu Trader', 'Paranaguá', 'Corredor 212', 'soy', 63_000, -2, 'loading'],
  ['v07', 'Atlantic Lotus', 'Paranaguá', 'Corredor 213', 'soymeal', 45_000, 1, 'berthed'],
  ['v08', 'Golden Parana', 'Paranaguá', 'Berço 201', 'fertilizer', 38_000, 3, 'anchored'],
  ['v09', 'Sea Cascavel', 'Paranaguá', 'Corredor 214', 'corn', 60_000, 8, 'expected'],
  ['v10', 'Amazon Spirit', 'Itaqui', 'Berço 103', 'soy', 75_000, 0, 'loading'],
  ['v11', 'Maranhão Star', 'Itaqui', 'Berço 105', 'corn', 68_000, 6, 'expected'],
  ['v12', 'Tapajós Queen', 'Santarém', 'Cargill 1', 'soy', 52_000, -3, 'sailed'],
  ['v13', 'Rio Grande Bay', 'Rio Grande', 'Termasa', 'soy', 64_000, 4, 'anchored'],
  ['v14', 'Mogiana Express', 'Santos', 'T-Grão', 'coffee', 18_000, 2, 'expected'],
  ['v15', 'Cotton Runner', 'Santos', 'Brasil Terminal', 'cotton', 24_000, 7, 'expected'],
];

const DAY_MS = 86_400_000;

/** Writes the plans' service options, the freight table and the line-up where they are missing (existing rows are kept). */
export async function seedServicesIfEmpty(db: Database, now: Date): Promise<void> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
  await db
    .insert(lineUpVessels)
    .values(
      SEED_LINE_UP.map(([id, vessel, port, berth, product, tonnage, days, status]) => ({
        id,
        vessel,
        port,
        berth,
        product,
        tonnage,
        expectedAt: new Date(today + days * DAY_MS),
        status,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(servicePlans)
    .values(SEED_SERVICE_PLANS.map((row) => ({ ...row, options: [...row.options] })))
    .onConflictDoNothing({ target: servicePlans.plan });
  await db
    .insert(freightPlaces)
    .values(SEED_FREIGHT_PLACES.map((place, index) => ({ ...place, sortOrder: index + 1 })))
    .onConflictDoNothing({ target: freightPlaces.id });
  await db
    .insert(freightRates)
    .values(
      SEED_FREIGHT_RATES.map(([origin, destination, mode, distanceKm, rateMillis, terminalFeeCents]) => ({
        origin,
        destination,
        mode,
        distanceKm,
        rateMillis,
        terminalFeeCents,
      })),
    )
    .onConflictDoNothing();
  // Keeps the planner's view of the small table fresh.
  await db.execute(sql`analyze service_plans, freight_places, freight_rates, line_up_vessels`);
}
