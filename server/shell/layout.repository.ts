// Each account's layout and its history (SPEC §3, Layout preferences saved to the server; SPEC §7, Layout).
import { and, desc, eq, lt } from 'drizzle-orm';
import {
  DEFAULT_LAYOUT_CONFIG,
  type LayoutConfig,
  LAYOUT_HISTORY_SIZE,
  layoutVersionWrite,
  mergeLayout,
  parseDetailAlignment,
  parseTheme,
} from '../../core';
import { type Database } from '../db/database';
import { layoutConfigs, layoutVersions, type UserRow } from '../db/tables';

/** A layout as saved, with the server's time of its last write. */
export interface StoredLayout {
  config: LayoutConfig;
  /** Null while the account never saved a layout. */
  updatedAt: Date | null;
}

/** A version of the history. */
export interface StoredLayoutVersion {
  id: number;
  config: LayoutConfig;
  createdAt: Date;
  updatedAt: Date;
}

/** The layout of an account that never saved one: the display fields and favourites its account row holds. */
function accountDefaults(user: UserRow): LayoutConfig {
  return {
    ...DEFAULT_LAYOUT_CONFIG,
    theme: parseTheme(user.theme),
    zoom: user.zoom,
    zoomDetail: user.zoomDetail,
    formatAlignDetail: parseDetailAlignment(user.formatAlignDetail),
    favoriteContent: user.favoriteContent,
    saved_news: [],
  };
}

/** The account's layout (its defaults, never written, until it saves one). */
export async function layoutOf(db: Database, user: UserRow): Promise<StoredLayout> {
  const [row] = await db.select().from(layoutConfigs).where(eq(layoutConfigs.userId, user.id)).limit(1);
  if (!row) return { config: accountDefaults(user), updatedAt: null };
  return { config: { ...accountDefaults(user), ...row.config }, updatedAt: row.updatedAt };
}

/**
 * Writes fields of the account's layout (the others stay) and its history: the first write keeps the layout it
 * replaces as a version, a write close to the newest version's updates it, any other (and every restore) adds a
 * version, and only the newest versions are kept. The write's time
 * is the server's, and always after the previous write's, so the newest write wins on every device.
 */
export async function saveLayout(
  db: Database,
  user: UserRow,
  changes: Partial<LayoutConfig>,
  now: Date,
  restoring = false,
): Promise<StoredLayout & { updatedAt: Date }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(layoutConfigs)
      .values({ userId: user.id, config: accountDefaults(user), updatedAt: user.createdAt })
      .onConflictDoNothing();
    const [row] = await tx.select().from(layoutConfigs).where(eq(layoutConfigs.userId, user.id)).for('update');
    if (!row) throw new Error('layout row missing after insert');
    const config = mergeLayout({ ...accountDefaults(user), ...row.config }, changes);
    const updatedAt = now > row.updatedAt ? now : new Date(row.updatedAt.getTime() + 1);
    await tx.update(layoutConfigs).set({ config, updatedAt }).where(eq(layoutConfigs.userId, user.id));

    const [newest] = await tx
      .select({ id: layoutVersions.id, updatedAt: layoutVersions.updatedAt })
      .from(layoutVersions)
      .where(eq(layoutVersions.userId, user.id))
      .orderBy(desc(layoutVersions.id))
      .limit(1);
    if (!newest) {
      // The first write keeps the layout it replaces as the first version, so the account can go back to it.
      const previous = { ...accountDefaults(user), ...row.config };
      await tx
        .insert(layoutVersions)
        .values({ userId: user.id, config: previous, createdAt: row.updatedAt, updatedAt: row.updatedAt });
    }
    if (newest && layoutVersionWrite(newest, updatedAt, restoring) === 'update') {
      await tx.update(layoutVersions).set({ config, updatedAt }).where(eq(layoutVersions.id, newest.id));
    } else {
      await tx.insert(layoutVersions).values({ userId: user.id, config, createdAt: updatedAt, updatedAt });
      const kept = await tx
        .select({ id: layoutVersions.id })
        .from(layoutVersions)
        .where(eq(layoutVersions.userId, user.id))
        .orderBy(desc(layoutVersions.id))
        .offset(LAYOUT_HISTORY_SIZE - 1)
        .limit(1);
      const oldestKept = kept[0]?.id;
      if (oldestKept !== undefined) {
        await tx
          .delete(layoutVersions)
          .where(and(eq(layoutVersions.userId, user.id), lt(layoutVersions.id, oldestKept)));
      }
    }
    return { config, updatedAt };
  });
}

/** The columns of a version, as read. */
const versionColumns = {
  id: layoutVersions.id,
  config: layoutVersions.config,
  createdAt: layoutVersions.createdAt,
  updatedAt: layoutVersions.updatedAt,
};

/** The account's layout versions, newest first. */
export async function layoutVersionsOf(db: Database, userId: number): Promise<StoredLayoutVersion[]> {
  return db
    .select(versionColumns)
    .from(layoutVersions)
    .where(eq(layoutVersions.userId, userId))
    .orderBy(desc(layoutVersions.id));
}

/** One of the account's versions (none for another account's). */
export async function layoutVersionOf(
  db: Database,
  userId: number,
  id: number,
): Promise<StoredLayoutVersion | undefined> {
  const [row] = await db
    .select(versionColumns)
    .from(layoutVersions)
    .where(and(eq(layoutVersions.userId, userId), eq(layoutVersions.id, id)))
    .limit(1);
  return row;
}
