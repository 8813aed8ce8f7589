// The consulting route (under /api, SPEC §7 reportData/consulting): the consulting deliverables of the user's plan,
// filtered by commodity and service, a page at a time. A plan without the consulting option (the free plan, the demo,
// a plan that did not contract it) is refused with 403 and the insufficient-rights code, as every service outside a plan
// is; a client sees the deliverables of the commodities its rights include, never another's. The documents are
// attachments of content items, listed only when the reader's rights open them, and read and downloaded through the
// document routes, which check those rights again.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { CONSULTING_KINDS, CONSULTING_MAX_PAGE_SIZE, type ConsultingPage, type ConsultingQuery } from '../../core';
import { type AppContext } from '../context';
import { requestLocale } from '../messages';
import { requireService } from '../services/guard';
import { type AssertSame, Int, literals } from '../wire';
import { consultingPage } from './consulting.service';

const ConsultingQuerySchema = Type.Object({
  commodity: Type.Optional(Int(1)),
  kind: Type.Optional(literals(CONSULTING_KINDS)),
  page: Type.Optional(Int(1, 10_000)),
  pageSize: Type.Optional(Int(1, CONSULTING_MAX_PAGE_SIZE)),
});
export type ConsultingQueryIsCore = AssertSame<Static<typeof ConsultingQuerySchema>, ConsultingQuery>;

/** Registers reportData/consulting. */
export function consultingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ConsultingQuery; Reply: ConsultingPage }>(
    '/reportData/consulting',
    { schema: { querystring: ConsultingQuerySchema } },
    async (request) => {
      const { user } = await requireService(ctx, request, 'consulting');
      return consultingPage(ctx, user, requestLocale(request), request.query);
    },
  );
}
