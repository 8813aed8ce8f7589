// The freight calculator (SPEC §1 services): the cost of moving a product between two places by road or rail, from a
// table of rates per route and mode. The formula is the core's, so the page states it and the server applies it.
import { checkForm, type FieldRule, type FormRules } from '../kernel/validation/rules';
import { type FieldIssue } from '../kernel/validation/messages';

/** The modes a route is rated by. */
export const FREIGHT_MODES = ['road', 'rail'] as const;
/** A mode of transport. */
export type FreightMode = (typeof FREIGHT_MODES)[number];

/** The products the calculator prices, each with its handling factor (bulk grain 1; bagged, baled or sacked more). */
export const FREIGHT_PRODUCTS = {
  soy: 1,
  corn: 1,
  soymeal: 1.03,
  sugar: 1.05,
  fertilizer: 1.08,
  coffee: 1.15,
  cotton: 1.2,
} as const satisfies Record<string, number>;
/** A product of the calculator. */
export type FreightProduct = keyof typeof FREIGHT_PRODUCTS;

/** Whether a text names a product of the calculator. */
export const isFreightProduct = (value: unknown): value is FreightProduct =>
  typeof value === 'string' && Object.hasOwn(FREIGHT_PRODUCTS, value);

/** The largest tonnage a quote takes. */
export const FREIGHT_MAX_TONNES = 100_000;

/** A route's rate by one mode: its distance, its price per tonne and kilometre, and the terminal fee per tonne (R$). */
export interface FreightRate {
  distanceKm: number;
  ratePerTonneKm: number;
  terminalFeePerTonne: number;
}

/** Rounds to cents. */
const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * The formula: cost per tonne = distance × rate per tonne-km × product factor + terminal fee per tonne, in cents;
 * total = cost per tonne × tonnes.
 */
export function freightCost(
  rate: FreightRate,
  product: FreightProduct,
  tonnes: number,
): { costPerTonne: number; total: number; productFactor: number } {
  const productFactor = FREIGHT_PRODUCTS[product];
  const costPerTonne = cents(rate.distanceKm * rate.ratePerTonneKm * productFactor + rate.terminalFeePerTonne);
  return { costPerTonne, total: cents(costPerTonne * tonnes), productFactor };
}

/** The freight form as typed (each choice's value; the tonnage as text). */
export interface FreightInput {
  origin: string;
  destination: string;
  product: string;
  tonnage: string;
  mode: string;
}

const chosen: FieldRule<unknown> = {
  issue: { message: 'services.chooseOne' },
  passes: (value) => typeof value === 'string' && value.trim() !== '',
};

/** Whole tonnes from 1 to {@link FREIGHT_MAX_TONNES}, digits only. */
const wholeTonnes: FieldRule<unknown> = {
  issue: { message: 'services.invalidTonnage' },
  passes: (value) =>
    typeof value === 'string' &&
    /^\d{1,6}$/.test(value.trim()) &&
    Number(value) >= 1 &&
    Number(value) <= FREIGHT_MAX_TONNES,
};

const otherThanOrigin: FieldRule<FreightInput> = {
  issue: { message: 'services.sameOriginAndDestination' },
  passes: (value, form) => value !== form.origin,
};

/** The freight form's rules: every choice made, the destination other than the origin, 1 to 100000 whole tonnes. */
export const FREIGHT_RULES: FormRules<FreightInput> = {
  origin: [chosen],
  destination: [chosen, otherThanOrigin],
  product: [
    chosen,
    { issue: { message: 'services.chooseOne' }, passes: (value) => value === '' || isFreightProduct(value) },
  ],
  tonnage: [wholeTonnes],
  mode: [
    {
      issue: { message: 'services.chooseOne' },
      passes: (value) => (FREIGHT_MODES as readonly unknown[]).includes(value),
    },
  ],
};

/** The freight form's issues; empty when it is good. */
export function validateFreight(input: FreightInput): FieldIssue<keyof FreightInput & string>[] {
  return checkForm(FREIGHT_RULES, input);
}
