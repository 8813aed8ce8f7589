// The seeded service options of each plan (by the name a user's signature carries) and its monthly questions to the
// analyst. Written when missing, also into a data folder copied from a template made before the services existed.
import { sql } from 'drizzle-orm';
import { type ServiceOption, SERVICE_OPTIONS } from '../../core';
import { type Database } from '../db/database';
import { servicePlans } from './schema';

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
  { plan: 'Demonstração (7 dias)', options: SERVICE_OPTIONS, askAnalystLimit: 1 },
];

/** Writes the plans' service options that are missing (existing rows are kept as they are). */
export async function seedServicesIfEmpty(db: Database): Promise<void> {
  await db
    .insert(servicePlans)
    .values(SEED_SERVICE_PLANS.map((row) => ({ ...row, options: [...row.options] })))
    .onConflictDoNothing({ target: servicePlans.plan });
  // Keeps the planner's view of the small table fresh.
  await db.execute(sql`analyze service_plans`);
}
