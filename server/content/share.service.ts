// A share of an item by a reader (issue 17, part 3), counted for the publishing desk. The reader must see the item
// (its teaser at least: a locked item is shared as its public page); the report's PDF counts only for a reader whose
// rights include the item's documents, as report/pdf/whatsit checks.
import { ErrorCode, type ShareChannel, type ShareRecorded } from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { businessError, forbidden } from '../errors';
import { findItem } from './repository';
import { accessTo, type Reader } from './service';
import { countShares, insertShare } from './shares.repository';

/** Counts one share of an item by the reader; the item's shares. */
export async function recordShare(
  ctx: AppContext,
  user: UserRow,
  who: Reader,
  id: number,
  channel: ShareChannel,
): Promise<ShareRecorded> {
  const row = await findItem(ctx.db, id);
  if (!row) throw businessError(ErrorCode.DOCUMENT_NOT_FOUND);
  const access = accessTo(who, row);
  if (access.kind === 'forbidden') throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  if (channel === 'pdf' && (access.kind !== 'open' || access.hideAttachments))
    throw forbidden(ErrorCode.INSUFFICIENT_RIGHTS);
  await insertShare(ctx.db, { contentId: id, userId: user.id, channel, createdAt: ctx.now() });
  return { shares: await countShares(ctx.db, id) };
}
