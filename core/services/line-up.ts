// The ship line-up (SPEC §1 services): the vessels expected, anchored, berthed, loading or sailed at the export ports,
// filtered by port, product and status, sorted by any column, with the tonnage totals by product.

/** The statuses of a vessel in the line-up, in the order a call at a port goes through them. */
export const VESSEL_STATUSES = ['expected', 'anchored', 'berthed', 'loading', 'sailed'] as const;
/** A vessel's status. */
export type VesselStatus = (typeof VESSEL_STATUSES)[number];

/** One vessel of the line-up as the API sends it (`expected`: the day it is expected, YYYY-MM-DD). */
export interface LineUpVessel {
  id: string;
  vessel: string;
  port: string;
  berth: string;
  /** One of the calculator's products (soy, corn, sugar, …). */
  product: string;
  tonnage: number;
  expected: string;
  status: VesselStatus;
}

/** The ship line-up (services/line-up). */
export interface LineUp {
  vessels: LineUpVessel[];
}

/** What the line-up shows: one port, product and status each, or all ('' or absent). */
export interface LineUpFilter {
  port?: string;
  product?: string;
  status?: VesselStatus | '';
}

/** The columns the line-up sorts by. */
export const LINE_UP_SORT_KEYS = ['vessel', 'port', 'berth', 'product', 'tonnage', 'expected', 'status'] as const;
/** A column to sort by. */
export type LineUpSortKey = (typeof LINE_UP_SORT_KEYS)[number];

/** The vessels that match every chosen filter. */
export function filterLineUp(vessels: readonly LineUpVessel[], filter: LineUpFilter): LineUpVessel[] {
  return vessels.filter(
    (vessel) =>
      (!filter.port || vessel.port === filter.port) &&
      (!filter.product || vessel.product === filter.product) &&
      (!filter.status || vessel.status === filter.status),
  );
}

/**
 * The vessels sorted by a column (numbers by value, statuses in the order of a call, texts alphabetically), then by
 * expected day and name, so equal keys keep a stable order; `descending` reverses the column's order only.
 */
export function sortLineUp(vessels: readonly LineUpVessel[], key: LineUpSortKey, descending = false): LineUpVessel[] {
  const compare = (a: LineUpVessel, b: LineUpVessel): number => {
    if (key === 'tonnage') return a.tonnage - b.tonnage;
    if (key === 'status') return VESSEL_STATUSES.indexOf(a.status) - VESSEL_STATUSES.indexOf(b.status);
    return a[key].localeCompare(b[key]);
  };
  const tie = (a: LineUpVessel, b: LineUpVessel) =>
    a.expected.localeCompare(b.expected) || a.vessel.localeCompare(b.vessel);
  return [...vessels].sort((a, b) => (descending ? -compare(a, b) : compare(a, b)) || tie(a, b));
}

/** The tonnage and number of vessels of each product, the largest tonnage first. */
export function lineUpTotals(
  vessels: readonly LineUpVessel[],
): { product: string; tonnage: number; vessels: number }[] {
  const totals = new Map<string, { product: string; tonnage: number; vessels: number }>();
  for (const vessel of vessels) {
    const total = totals.get(vessel.product) ?? { product: vessel.product, tonnage: 0, vessels: 0 };
    total.tonnage += vessel.tonnage;
    total.vessels += 1;
    totals.set(vessel.product, total);
  }
  return [...totals.values()].sort((a, b) => b.tonnage - a.tonnage || a.product.localeCompare(b.product));
}

/** The distinct values of a column, sorted (the options of its filter). */
export function lineUpValues(vessels: readonly LineUpVessel[], key: 'port' | 'product'): string[] {
  return [...new Set(vessels.map((vessel) => vessel[key]))].sort((a, b) => a.localeCompare(b));
}
