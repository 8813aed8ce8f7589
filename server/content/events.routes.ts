// The calendar and author routes (under /api): the events of a range of days, and an author's page. Rights are those
// of every content route (SPEC §6), enforced by the service (events.service.ts).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { type AuthorDetail, type AuthorQuery, type CalendarEvent, type CalendarEventsQuery } from '../../core';
import { type AppContext } from '../context';
import { type AssertSame, Int } from '../wire';
import { authorDetail, calendarEventsFor } from './events.service';
import { requireReader } from './guard';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const EventsQuery = Type.Object({
  from: Day,
  to: Day,
  commodity: Type.Optional(Int(0)),
  importance: Type.Optional(Type.String({ pattern: '^[a-z,]{0,40}$' })),
  disclosureType: Type.Optional(Int(1, 3)),
});
export type EventsQueryIsCore = AssertSame<Static<typeof EventsQuery>, CalendarEventsQuery>;
const AuthorSchema = Type.Object({ id: Int(1) });
export type AuthorSchemaIsCore = AssertSame<Static<typeof AuthorSchema>, AuthorQuery>;

/** Registers the calendar and author routes (under /api). */
export function eventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: CalendarEventsQuery; Reply: CalendarEvent[] }>(
    '/events/calendar',
    { schema: { querystring: EventsQuery } },
    async (request): Promise<CalendarEvent[]> =>
      calendarEventsFor(ctx, await requireReader(ctx, request), request.query),
  );

  app.get<{ Querystring: AuthorQuery; Reply: AuthorDetail }>(
    '/author/detail',
    { schema: { querystring: AuthorSchema } },
    async (request): Promise<AuthorDetail> => authorDetail(ctx, await requireReader(ctx, request), request.query.id),
  );
}
