// The services' tools (SPEC §7): the freight calculator's options and quotes (core's cost rule over the stored rate
// of a route) and the ship line-up.
import {
  FREIGHT_MODES,
  FREIGHT_PRODUCTS,
  freightCost,
  type FreightOptions,
  type FreightProduct,
  type FreightQuote,
  type FreightQuoteQuery,
  issueText,
  type LineUp,
  type Locale,
  type VesselStatus,
} from '../../core';
import { type AppContext } from '../context';
import { validationError } from '../errors';
import { findFreightRate, freightPlacesInOrder, lineUpInOrder } from './tools.repository';
import { SERVER_CATALOGUES } from '../messages';

/** The freight calculator's places, products and modes. */
export async function freightOptions(ctx: AppContext): Promise<FreightOptions> {
  const places = await freightPlacesInOrder(ctx.db);
  return {
    places: places.map(({ id, name, state, kind }) => ({ id, name, state, kind })),
    products: Object.keys(FREIGHT_PRODUCTS) as FreightProduct[],
    modes: [...FREIGHT_MODES],
  };
}

/** The freight of a load on a route; 400 with the field to change when there is no such route. */
export async function freightQuote(ctx: AppContext, query: FreightQuoteQuery, locale: Locale): Promise<FreightQuote> {
  const { origin, destination, product, tonnage, mode } = query;
  const rate = await findFreightRate(ctx.db, { origin, destination, mode });
  if (!rate)
    throw validationError('invalidRequest', [
      origin === destination
        ? {
            field: 'destination',
            message: issueText({ message: 'services.sameOriginAndDestination' }, SERVER_CATALOGUES[locale]),
          }
        : { field: 'mode', message: issueText({ message: 'services.noFreightRoute' }, SERVER_CATALOGUES[locale]) },
    ]);
  const table = {
    distanceKm: rate.distanceKm,
    ratePerTonneKm: rate.rateMillis / 1000,
    terminalFeePerTonne: rate.terminalFeeCents / 100,
  };
  return { origin, destination, product, mode, tonnage, ...table, ...freightCost(table, product, tonnage) };
}

/** The ship line-up, by expected arrival. */
export async function lineUp(ctx: AppContext): Promise<LineUp> {
  const rows = await lineUpInOrder(ctx.db);
  return {
    vessels: rows.map((row) => ({
      id: row.id,
      vessel: row.vessel,
      port: row.port,
      berth: row.berth,
      product: row.product,
      tonnage: row.tonnage,
      expected: row.expectedAt.toISOString().slice(0, 10),
      status: row.status as VesselStatus,
    })),
  };
}
