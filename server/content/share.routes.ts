// The share route (under /api; issue 17, part 3): POST content/share counts one share of an item by a reader, for the
// publishing desk. The reader must see the item (its teaser at least: a locked item is shared as its public page);
// the report's PDF counts only for a reader whose rights include the item's documents (share.service.ts).
import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance } from 'fastify';
import { SHARE_CHANNELS, type ShareRecorded, type ShareRecordRequest } from '../../core';
import { type AppContext } from '../context';
import { type AssertSame, Int, literals } from '../wire';
import { signedInReader } from './guard';
import { recordShare } from './share.service';

const ShareBody = Type.Object({ id: Int(1), channel: literals(SHARE_CHANNELS) }, { additionalProperties: false });
export type ShareBodyIsCore = AssertSame<Static<typeof ShareBody>, ShareRecordRequest>;

/** Registers the share route (under /api). */
export function shareRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ShareRecordRequest; Reply: ShareRecorded }>(
    '/content/share',
    { schema: { body: ShareBody } },
    async (request): Promise<ShareRecorded> => {
      const { user, who } = await signedInReader(ctx, request);
      return recordShare(ctx, user, who, request.body.id, request.body.channel);
    },
  );
}
