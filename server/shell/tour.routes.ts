// The guided tour's account setting (SPEC §4, Tour; §7 names no call for it): POST client/update/skip-tour keeps
// users.skip_tour, which the login answers as skipTour. Named like client/update/time-spent, the other per-client
// setting the app writes.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { type TourChoice } from '../../core';
import { type AppContext } from '../context';
import { requireSession } from '../session/guard';
import { type AssertSame } from '../wire';
import { chooseTour } from './tour.service';

const TourChoiceBody = Type.Object({ skipTour: Type.Boolean() }, { additionalProperties: false });
export type TourChoiceBodyIsCore = AssertSame<Static<typeof TourChoiceBody>, TourChoice>;

/** Registers client/update/skip-tour (under /api): a live session's account keeps the choice; answered with it. */
export function tourRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: TourChoice; Reply: TourChoice }>(
    '/client/update/skip-tour',
    { schema: { body: TourChoiceBody } },
    async (request) => {
      const { user } = await requireSession(ctx, request);
      return chooseTour(ctx, user, request.body);
    },
  );
}
