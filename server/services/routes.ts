// The services routes (under /api): the user's service options, the questions to the analyst left this month, and
// sending a question (SPEC §7: client/questions/available, client/send-ask-analyst). Rights are the server's: each
// route reads the user's plan again, and a question beyond the plan's monthly limit is refused by one conditional
// update in the database, so neither a client that skips its own check nor two questions sent at once pass it.
import { type Static, Type } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  addServicesMessages,
  ASK_ANALYST_QUESTION_MAX,
  type AskAnalystAnswer,
  type AskAnalystRequest,
  DISABLED_HOME_COMMODITY,
  FREIGHT_MAX_TONNES,
  FREIGHT_MODES,
  FREIGHT_PRODUCTS,
  freightCost,
  type FreightOptions,
  type FreightProduct,
  type FreightQuote,
  type FreightQuoteQuery,
  type LineUp,
  type VesselStatus,
  ErrorCode,
  HOME_COMMODITIES,
  issueText,
  mayUseService,
  parseProfile,
  Profile,
  QUESTIONS_EXHAUSTED,
  type QuestionsAvailable,
  type ServiceOption,
  type ServiceOptions,
  validateAskAnalyst,
  type WeatherQuery,
  weatherRegionsFor,
  type WeatherReport,
  zonedDay,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { ApiError, forbidden, validationError } from '../errors';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { type AssertSame, Int, literals, Text } from '../wire';
import { questionConfirmation, questionToAnalysts } from './mails';
import {
  analystQuestions,
  analystQuestionUsage,
  freightPlaces,
  freightRates,
  lineUpVessels,
  servicePlans,
} from './schema';
import { weatherReport } from './weather';

const AskBody = Type.Object(
  {
    email: Text(254, { minLength: 1 }),
    name: Text(200, { minLength: 1 }),
    question: Text(ASK_ANALYST_QUESTION_MAX + 200, { minLength: 1, multiline: true }),
    commodity: Int(1),
  },
  { additionalProperties: false },
);
export type AskBodyIsCore = AssertSame<Static<typeof AskBody>, AskAnalystRequest>;

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

/** The plan the services of a user follow: none for a free user (a demo past its trial is free again). */
export interface ServiceRights {
  options: ServiceOption[];
  askAnalystLimit: number;
}

/** The service options and monthly questions of a user, read from the plan the user's signature names. */
export async function serviceRightsOf(ctx: AppContext, user: UserRow): Promise<ServiceRights> {
  if (parseProfile(user.profile) === Profile.FREE) return { options: [], askAnalystLimit: 0 };
  const [row] = await ctx.db.select().from(servicePlans).where(eq(servicePlans.plan, user.signature)).limit(1);
  return row ? { options: row.options, askAnalystLimit: row.askAnalystLimit } : { options: [], askAnalystLimit: 0 };
}

/** The signed-in user and that user's service rights; 403 (5006) when the plan does not include `service`. */
export async function requireService(
  ctx: AppContext,
  request: FastifyRequest,
  service: ServiceOption,
): Promise<{ user: UserRow; rights: ServiceRights }> {
  const { user } = await requireSession(ctx, request);
  const rights = await serviceRightsOf(ctx, user);
  if (!mayUseService(rights.options, service)) throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  return { user, rights };
}

/** The month questions are counted in: YYYY-MM of the server's clock, in UTC. */
export const questionPeriod = (now: Date): string => now.toISOString().slice(0, 7);

/** The refusal of a question beyond the monthly limit (400, with the insufficient-rights code and its own message). */
export function questionsExhausted(): ApiError {
  return new ApiError(
    400,
    'QuestionsExhausted',
    ErrorCode.INSUFFICIENT_RIGHTS,
    (locale) => QUESTIONS_EXHAUSTED[locale],
  );
}

async function usedThisMonth(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ used: analystQuestionUsage.used })
    .from(analystQuestionUsage)
    .where(and(eq(analystQuestionUsage.userId, userId), eq(analystQuestionUsage.period, questionPeriod(ctx.now()))));
  return row?.used ?? 0;
}

/** The commodities a question may be about: the home list's enabled ones. */
const ASKABLE = new Set(HOME_COMMODITIES.map((item) => item.id).filter((id) => id !== DISABLED_HOME_COMMODITY.id));

/** Registers the services routes. */
export function servicesRoutes(app: FastifyInstance, ctx: AppContext): void {
  addServicesMessages();
  app.get<{ Reply: ServiceOptions }>('/services/options', async (request) => {
    const { user } = await requireSession(ctx, request);
    return { options: (await serviceRightsOf(ctx, user)).options };
  });

  app.get<{ Reply: QuestionsAvailable }>('/client/questions/available', async (request) => {
    const { user, rights } = await requireService(ctx, request, 'ask-analyst');
    const used = await usedThisMonth(ctx, user.id);
    return { available: Math.max(0, rights.askAnalystLimit - used), limit: rights.askAnalystLimit };
  });

  app.post<{ Body: AskAnalystRequest; Reply: AskAnalystAnswer }>(
    '/client/send-ask-analyst',
    { schema: { body: AskBody } },
    async (request) => {
      const { user, rights } = await requireService(ctx, request, 'ask-analyst');
      const locale = requestLocale(request);
      const body = request.body;
      // The core's rules of the form, checked again here.
      const issues = validateAskAnalyst({ ...body, commodity: String(body.commodity) });
      if (!ASKABLE.has(body.commodity) && !issues.some((issue) => issue.field === 'commodity'))
        issues.push({ field: 'commodity', message: 'services.chooseOne' });
      if (issues.length > 0)
        throw validationError(
          'invalidRequest',
          issues.map((issue) => ({ field: issue.field, message: issueText(issue, locale) })),
        );
      if (rights.askAnalystLimit < 1) throw questionsExhausted();
      const period = questionPeriod(ctx.now());
      const limit = rights.askAnalystLimit;
      // One statement counts the question only while the count is under the limit: of two sent at once with one
      // left, the second finds the row locked, waits, sees the new count and updates nothing.
      const used = await ctx.db.transaction(async (tx) => {
        const counted = (await tx.execute(sql`
          insert into analyst_question_usage (user_id, period, used) values (${user.id}, ${period}, 1)
          on conflict (user_id, period) do update set used = analyst_question_usage.used + 1
          where analyst_question_usage.used < ${limit}
          returning used`)) as unknown as { rows: { used: number }[] };
        const row = counted.rows[0];
        if (!row) return null;
        await tx.insert(analystQuestions).values({
          userId: user.id,
          email: body.email.trim(),
          name: body.name.trim(),
          commodity: body.commodity,
          question: body.question.trim(),
          askedAt: ctx.now(),
        });
        return Number(row.used);
      });
      if (used === null) throw questionsExhausted();
      const available = Math.max(0, limit - used);
      await ctx.mailer.send(
        questionToAnalysts({
          email: body.email.trim(),
          name: body.name.trim(),
          commodity: body.commodity,
          question: body.question.trim(),
          accountEmail: user.email,
          userCode: user.userCode,
        }),
      );
      await ctx.mailer.send(questionConfirmation(user.email, body.name.trim(), available, locale));
      return { available };
    },
  );

  app.get<{ Reply: FreightOptions }>('/services/freight/options', async (request) => {
    await requireService(ctx, request, 'freight-calculator');
    const places = await ctx.db.select().from(freightPlaces).orderBy(freightPlaces.sortOrder);
    return {
      places: places.map(({ id, name, state, kind }) => ({ id, name, state, kind })),
      products: Object.keys(FREIGHT_PRODUCTS) as FreightProduct[],
      modes: [...FREIGHT_MODES],
    };
  });

  app.get<{ Querystring: FreightQuoteQuery; Reply: FreightQuote }>(
    '/services/freight/quote',
    { schema: { querystring: FreightQuoteSchema } },
    async (request) => {
      await requireService(ctx, request, 'freight-calculator');
      const locale = requestLocale(request);
      const { origin, destination, product, tonnage, mode } = request.query;
      const [rate] = await ctx.db
        .select()
        .from(freightRates)
        .where(
          and(eq(freightRates.origin, origin), eq(freightRates.destination, destination), eq(freightRates.mode, mode)),
        );
      if (!rate)
        throw validationError('invalidRequest', [
          origin === destination
            ? { field: 'destination', message: issueText({ message: 'services.sameOriginAndDestination' }, locale) }
            : { field: 'mode', message: issueText({ message: 'services.noFreightRoute' }, locale) },
        ]);
      const table = {
        distanceKm: rate.distanceKm,
        ratePerTonneKm: rate.rateMillis / 1000,
        terminalFeePerTonne: rate.terminalFeeCents / 100,
      };
      return { origin, destination, product, mode, tonnage, ...table, ...freightCost(table, product, tonnage) };
    },
  );

  app.get<{ Reply: LineUp }>('/services/line-up', async (request) => {
    await requireService(ctx, request, 'ship-line-up');
    const rows = await ctx.db.select().from(lineUpVessels).orderBy(lineUpVessels.expectedAt, lineUpVessels.id);
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
