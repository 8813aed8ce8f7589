// The notices routes (under /api): the count of important items sent since a moment, the notifications and the
// private-content upsell texts of a location.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import {
  ContentLocation,
  type ContentNotification,
  type PrivateContent,
  type PrivateContentQuery,
  type SentNewsCount,
  type SentNewsCountQuery,
} from '../../core';
import { type AppContext } from '../context';
import { type AssertSame, literals } from '../wire';
import { requireReader } from './guard';
import { contentNotifications, privateContent, sentNewsCount } from './notices.service';

/** An ISO instant as `toISOString` writes it (milliseconds optional). */
const IsoInstant = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d{1,3})?Z$',
});
const SentNewsQuery = Type.Object({ since: Type.Optional(IsoInstant) });
export type SentNewsQueryIsCore = AssertSame<Static<typeof SentNewsQuery>, SentNewsCountQuery>;
const PrivateQuery = Type.Object({ location: literals(Object.values(ContentLocation)) });
export type PrivateQueryIsCore = AssertSame<Static<typeof PrivateQuery>, PrivateContentQuery>;

/** Registers the notices routes (under /api). */
export function noticesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: SentNewsCountQuery; Reply: SentNewsCount }>(
    '/user/count-sent-news',
    { schema: { querystring: SentNewsQuery } },
    async (request): Promise<SentNewsCount> => {
      const who = await requireReader(ctx, request);
      const since = request.query.since === undefined ? null : Date.parse(request.query.since);
      return sentNewsCount(ctx, who, since);
    },
  );

  app.get<{ Reply: ContentNotification[] }>('/content/notification', async (request): Promise<ContentNotification[]> =>
    contentNotifications(ctx, await requireReader(ctx, request)),
  );

  app.get<{ Querystring: PrivateContentQuery; Reply: PrivateContent }>(
    '/content-private',
    { schema: { querystring: PrivateQuery } },
    async (request): Promise<PrivateContent> =>
      privateContent(await requireReader(ctx, request), request.query.location),
  );
}
