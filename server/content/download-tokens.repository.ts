// Download links (public/file/download): issued for one attachment of one item to one user, stored hashed, valid for
// 7 days and once (the rules live in core/content/documents.ts).
import { and, eq, gt, isNull } from 'drizzle-orm';
import { downloadTokenExpiry, downloadTokenState, type DownloadTokenState } from '../../core';
import { type Database } from '../db/database';
import { downloadTokens } from '../db/tables';
import { newToken, sha256 } from '../security/tokens';

/** What a link names: the user it was issued to, the item and the attachment's number. */
export interface DownloadGrant {
  userId: number;
  contentId: number;
  attachment: number;
}

/** Issues a download link's token (returned in clear: it goes only into the link); `token` fixes it for tests. */
export async function issueDownloadToken(
  db: Database,
  grant: DownloadGrant,
  now: Date,
  fixed: { token?: string; expiresAt?: Date } = {},
): Promise<string> {
  const token = fixed.token ?? newToken();
  await db.insert(downloadTokens).values({
    tokenHash: sha256(token),
    ...grant,
    createdAt: now,
    expiresAt: fixed.expiresAt ?? downloadTokenExpiry(now),
  });
  return token;
}

/**
 * Uses a token atomically (of two requests at once, one gets the grant): its grant when it was valid; otherwise
 * not-found for a token never issued, invalid for one used or expired.
 */
export async function useDownloadToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ state: 'valid'; grant: DownloadGrant } | { state: Exclude<DownloadTokenState, 'valid'> }> {
  const hash = sha256(token);
  const [used] = await db
    .update(downloadTokens)
    .set({ usedAt: now })
    .where(and(eq(downloadTokens.tokenHash, hash), isNull(downloadTokens.usedAt), gt(downloadTokens.expiresAt, now)))
    .returning({
      userId: downloadTokens.userId,
      contentId: downloadTokens.contentId,
      attachment: downloadTokens.attachment,
    });
  if (used) return { state: 'valid', grant: used };
  const [row] = await db.select().from(downloadTokens).where(eq(downloadTokens.tokenHash, hash)).limit(1);
  const state = downloadTokenState(row, now);
  // A row that reads as valid here was used by a request running at the same moment.
  return { state: state === 'valid' ? 'invalid' : state };
}
