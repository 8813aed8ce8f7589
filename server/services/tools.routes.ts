// The services' tools routes (under /api), each for a plan that includes the tool: the freight calculator's options
// and quotes, the ship line-up and the weather.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  FREIGHT_MAX_TONNES,
  FREIGHT_MODES,
  FREIGHT_PRODUCTS,
  type FreightOptions,
  type FreightProduct,
  type FreightQuote,
  type FreightQuoteQuery,
  type LineUp,
  type WeatherQuery,
  weatherRegionsFor,
  type WeatherReport,
  zonedDay,
} from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { type AssertSame, Int, literals } from '../wire';
import { requireService } from './guard';
import { freightOptions, freightQuote, lineUp } from './tools.service';
import { weatherReport } from './weather';

const PLACE_ID = { type: 'string', pattern: '^[a-z0-9-]{1,40}$', maxLength: 40 } as const;
const FreightQuoteSchema = Type.Object({
  origin: Type.String(PLACE_ID),
  destination: Type.String(PLACE_ID),
  product: literals(Object.keys(FREIGHT_PRODUCTS) as FreightProduct[]),
  tonnage: Int(1, FREIGHT_MAX_TONNES),
  mode: literals(FREIGHT_MODES),
});
export type FreightQuoteQueryIsCore = AssertSame<Static<typeof FreightQuoteSchema>, FreightQuoteQuery>;

const WeatherQuerySchema = Type.Object({ commodity: Type.Optional(Int(1)) });
export type WeatherQueryIsCore = AssertSame<Static<typeof WeatherQuerySchema>, WeatherQuery>;

/** The weather's days are São Paulo's: the forecast starts on its today. */
const WEATHER_ZONE = 'America/Sao_Paulo';

/** Registers the tools' routes. */
export function toolsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Reply: FreightOptions }>('/services/freight/options', async (request) => {
    await requireService(ctx, request, 'freight-calculator');
    return freightOptions(ctx);
  });

  app.get<{ Querystring: FreightQuoteQuery; Reply: FreightQuote }>(
    '/services/freight/quote',
    { schema: { querystring: FreightQuoteSchema } },
    async (request) => {
      await requireService(ctx, request, 'freight-calculator');
      return freightQuote(ctx, request.query, requestLocale(request));
    },
  );

  app.get<{ Reply: LineUp }>('/services/line-up', async (request) => {
    await requireService(ctx, request, 'ship-line-up');
    return lineUp(ctx);
  });

  app.get<{ Querystring: WeatherQuery; Reply: WeatherReport }>(
    '/services/weather',
    { schema: { querystring: WeatherQuerySchema } },
    async (request) => {
      await requireService(ctx, request, 'weather');
      const today = zonedDay(ctx.now().getTime(), WEATHER_ZONE);
      return weatherReport(weatherRegionsFor(request.query.commodity), today);
    },
  );
}
