// The share route (under /api; issue 17, part 3): POST content/share counts one share of an item by a reader, for the
// publishing desk. The reader must see the item (its teaser at least: a locked item is shared as its public page);
// the report's PDF counts only for a reader whose rights include the item's documents, as report/pdf/whatsit checks.
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { ErrorCode, SHARE_CHANNELS, type ShareRecorded, type ShareRecordRequest } from '../../core';
import { itemShares } from '../admin/publishing.schema';
import { type AppContext } from '../context';
import { businessError, forbidden } from '../errors';
import { requestLocale } from '../messages';
import { requireSession } from '../session/guard';
import { type AssertSame, Int, literals } from '../wire';
import { findItem } from './repository';
import { accessTo, readerOf } from './service';

const ShareBody = Type.Object({ id: Int(1), channel: literals(SHARE_CHANNELS) }, { additionalProperties: false });
export type ShareBodyIsCore = AssertSame<Static<typeof ShareBody>, ShareRecordRequest>;

/** Registers the share route (under /api). */
export function shareRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ShareRecordRequest; Reply: ShareRecorded }>(
    '/content/share',
    { schema: { body: ShareBody } },
    async (request): Promise<ShareRecorded> => {
      const { user, generations } = await requireSession(ctx, request);
      const { id, channel } = request.body;
      const who = await readerOf(ctx.db, user, requestLocale(request), ctx.now(), generations);
      const row = await findItem(ctx.db, id);
      if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
      const access = accessTo(who, row);
      if (access.kind === 'forbidden') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
      if (channel === 'pdf' && (access.kind !== 'open' || access.hideAttachments))
        throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
      await ctx.db.insert(itemShares).values({ contentId: id, userId: user.id, channel, createdAt: ctx.now() });
      const [counted] = await ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(itemShares)
        .where(eq(itemShares.contentId, id));
      return { shares: counted?.count ?? 0 };
    },
  );
}
