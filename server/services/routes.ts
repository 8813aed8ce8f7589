// The services routes (under /api): the user's service options, the questions to the analyst left this month, and
// sending a question (SPEC §7: client/questions/available, client/send-ask-analyst). Rights are the server's: each
// route reads the user's plan again, and a question beyond the plan's monthly limit is refused by one conditional
// update in the database, so neither a client that skips its own check nor two questions sent at once pass it.
import { type Static, Type } from '@sinclair/typebox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import {
  CATALOGUES,
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
  LIVE_SERVICES,
  LIVE_SESSION_CLOSED,
  LIVE_SESSION_CLOSED_ERROR,
  LIVE_SESSION_FULL,
  LIVE_SESSION_FULL_ERROR,
  LIVE_SESSIONS_ZONE,
  LOCALE_TAGS,
  type LiveSchedule,
  type LiveScheduleQuery,
  type LiveSession,
  type LiveSessionParams,
  type Locale,
  sessionPhase,
  type WeatherQuery,
  weatherRegionsFor,
  type WeatherReport,
  zonedDay,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { ApiError, businessError, forbidden, validationError } from '../errors';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { type AssertSame, Int, literals, Text } from '../wire';
import { questionConfirmation, questionToAnalysts, registrationConfirmation } from './mails';
import { scheduledSession, scheduledSessions, type ScheduledSession, titleIn } from './live-sessions';
import {
  analystQuestions,
  analystQuestionUsage,
  freightPlaces,
  freightRates,
  lineUpVessels,
  liveSessionRegistrations,
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

const LiveScheduleSchema = Type.Object({ service: literals(LIVE_SERVICES) });
export type LiveScheduleQueryIsCore = AssertSame<Static<typeof LiveScheduleSchema>, LiveScheduleQuery>;
const LiveSessionParamsSchema = Type.Object({
  id: Type.String({ pattern: '^(ol-\\d{1,4}-\\d{4}-\\d{2}-\\d{2}|tc-\\d{4}-\\d{2})$', maxLength: 40 }),
});
export type LiveSessionParamsAreCore = AssertSame<Static<typeof LiveSessionParamsSchema>, LiveSessionParams>;

/** The refusal of a registration for a full session, or of one (or a cancellation) once the session has started. */
export function registrationRefused(reason: 'full' | 'closed'): ApiError {
  return reason === 'full'
    ? new ApiError(400, LIVE_SESSION_FULL_ERROR, 400, (locale) => LIVE_SESSION_FULL[locale])
    : new ApiError(400, LIVE_SESSION_CLOSED_ERROR, 400, (locale) => LIVE_SESSION_CLOSED[locale]);
}

/** The seats taken of some sessions, and those the user holds. */
async function seatsOf(
  ctx: AppContext,
  sessionIds: readonly string[],
  userId: number,
): Promise<{ taken: Map<string, number>; mine: Set<string> }> {
  if (sessionIds.length === 0) return { taken: new Map(), mine: new Set() };
  const rows = await ctx.db
    .select({
      sessionId: liveSessionRegistrations.sessionId,
      taken: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${liveSessionRegistrations.userId} = ${userId})`,
    })
    .from(liveSessionRegistrations)
    .where(inArray(liveSessionRegistrations.sessionId, [...sessionIds]))
    .groupBy(liveSessionRegistrations.sessionId);
  return {
    taken: new Map(rows.map((row) => [row.sessionId, Number(row.taken)])),
    mine: new Set(rows.filter((row) => row.mine).map((row) => row.sessionId)),
  };
}

/** A session as the API sends it: its topic in the reader's language, the recording once it has ended. */
function toLiveSession(
  session: ScheduledSession,
  locale: Locale,
  seats: { taken: Map<string, number>; mine: Set<string> },
  now: number,
): LiveSession {
  const start = session.start.toISOString();
  return {
    id: session.id,
    service: session.service,
    title: titleIn(locale, session),
    commodity: session.commodity,
    analysts: [...session.analysts],
    start,
    durationMinutes: session.durationMinutes,
    seats: session.seats,
    seatsTaken: seats.taken.get(session.id) ?? 0,
    registered: seats.mine.has(session.id),
    recording:
      sessionPhase({ start, durationMinutes: session.durationMinutes }, now) === 'past'
        ? { mediaId: session.recordingMediaId }
        : null,
  };
}

/** The session of a registration call, with the user holding the service's option; 400 (5000) for an unknown id. */
async function sessionToRegister(
  ctx: AppContext,
  request: FastifyRequest<{ Params: LiveSessionParams }>,
): Promise<{ user: UserRow; session: ScheduledSession; locale: Locale }> {
  const session = scheduledSession(request.params.id, ctx.now());
  // The option is checked first, so that a plan without the service learns nothing of the schedule.
  const service = request.params.id.startsWith('tc-') ? 'monthly-teleconference' : 'open-line';
  const { user } = await requireService(ctx, request, service);
  if (!session) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  // Only an upcoming session takes or gives back a seat: a started or past one is refused.
  if (
    sessionPhase(
      { start: session.start.toISOString(), durationMinutes: session.durationMinutes },
      ctx.now().getTime(),
    ) !== 'upcoming'
  )
    throw registrationRefused('closed');
  return { user, session, locale: requestLocale(request) };
}

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
          issues.map((issue) => ({ field: issue.field, message: issueText(issue, CATALOGUES[locale]) })),
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
            ? {
                field: 'destination',
                message: issueText({ message: 'services.sameOriginAndDestination' }, CATALOGUES[locale]),
              }
            : { field: 'mode', message: issueText({ message: 'services.noFreightRoute' }, CATALOGUES[locale]) },
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

  app.get<{ Querystring: LiveScheduleQuery; Reply: LiveSchedule }>(
    '/services/live-sessions',
    { schema: { querystring: LiveScheduleSchema } },
    async (request) => {
      const { service } = request.query;
      const { user } = await requireService(ctx, request, service);
      const now = ctx.now();
      const sessions = scheduledSessions(service, now);
      const seats = await seatsOf(
        ctx,
        sessions.map((session) => session.id),
        user.id,
      );
      const locale = requestLocale(request);
      return {
        service,
        sessions: sessions.map((session) => toLiveSession(session, locale, seats, now.getTime())),
      };
    },
  );

  app.post<{ Params: LiveSessionParams; Reply: LiveSession }>(
    '/services/live-sessions/:id/registration',
    { schema: { params: LiveSessionParamsSchema } },
    async (request) => {
      const { user, session, locale } = await sessionToRegister(ctx, request);
      const now = ctx.now();
      // Under a lock of the session (held to the end of the transaction), the seats are counted and the seat taken:
      // of two registrations for the last seat, the second waits, counts the first and is refused.
      const outcome = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`live-session:${session.id}`}))`);
        const [held] = await tx
          .select({ userId: liveSessionRegistrations.userId })
          .from(liveSessionRegistrations)
          .where(and(eq(liveSessionRegistrations.sessionId, session.id), eq(liveSessionRegistrations.userId, user.id)));
        if (held) return 'already' as const;
        const [counted] = await tx
          .select({ taken: sql<number>`count(*)::int` })
          .from(liveSessionRegistrations)
          .where(eq(liveSessionRegistrations.sessionId, session.id));
        if (Number(counted?.taken ?? 0) >= session.seats) return 'full' as const;
        await tx.insert(liveSessionRegistrations).values({ sessionId: session.id, userId: user.id, registeredAt: now });
        return 'registered' as const;
      });
      if (outcome === 'full') throw registrationRefused('full');
      if (outcome === 'registered') {
        const when = DateTime.fromJSDate(session.start, { zone: LIVE_SESSIONS_ZONE })
          .setLocale(LOCALE_TAGS[locale])
          .toLocaleString(DateTime.DATETIME_FULL);
        await ctx.mailer.send(
          registrationConfirmation(
            user.email,
            user.name,
            {
              service: session.service,
              title: titleIn(locale, session),
              analysts: session.analysts,
              when: when.replace(/\s*(BRT|GMT-3|UTC-3)$/, ''),
              durationMinutes: session.durationMinutes,
            },
            locale,
          ),
        );
      }
      return toLiveSession(session, locale, await seatsOf(ctx, [session.id], user.id), now.getTime());
    },
  );

  app.delete<{ Params: LiveSessionParams; Reply: LiveSession }>(
    '/services/live-sessions/:id/registration',
    { schema: { params: LiveSessionParamsSchema } },
    async (request) => {
      const { user, session, locale } = await sessionToRegister(ctx, request);
      const now = ctx.now();
      await ctx.db
        .delete(liveSessionRegistrations)
        .where(and(eq(liveSessionRegistrations.sessionId, session.id), eq(liveSessionRegistrations.userId, user.id)));
      return toLiveSession(session, locale, await seatsOf(ctx, [session.id], user.id), now.getTime());
    },
  );
}
