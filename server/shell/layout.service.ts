// The user's layout (SPEC §7, Layout): the display preferences, the whole layout and its history, kept per account;
// restoring a version makes it the layout again, as a new version.
import {
  type LayoutConfigChanges,
  type LayoutPreferencesChanges,
  type LayoutVersion,
  type SavedLayout,
  type SavedLayoutConfig,
} from '../../core';
import { type AppContext } from '../context';
import { type UserRow } from '../db/tables';
import { notFound } from '../errors';
import {
  layoutOf,
  layoutVersionOf,
  layoutVersionsOf,
  saveLayout,
  type StoredLayout,
  type StoredLayoutVersion,
} from './layout.repository';

/** The whole layout on the wire. */
function savedConfig(layout: StoredLayout): SavedLayoutConfig {
  return { ...layout.config, updatedAt: layout.updatedAt?.toISOString() ?? null };
}

/** The display preferences on the wire. */
function savedPreferences(layout: StoredLayout): SavedLayout {
  const { favoriteContent: _favorites, saved_news: _savedNews, ...preferences } = layout.config;
  return { ...preferences, updatedAt: layout.updatedAt?.toISOString() ?? null };
}

/** A version of the history on the wire. */
function wireVersion(version: StoredLayoutVersion): LayoutVersion {
  return {
    id: version.id,
    createdAt: version.createdAt.toISOString(),
    updatedAt: version.updatedAt.toISOString(),
    config: version.config,
  };
}

/** The user's display preferences. */
export async function preferences(ctx: AppContext, user: UserRow): Promise<SavedLayout> {
  return savedPreferences(await layoutOf(ctx.db, user));
}

/** Changes the user's display preferences; the preferences now. */
export async function savePreferences(
  ctx: AppContext,
  user: UserRow,
  changes: LayoutPreferencesChanges,
): Promise<SavedLayout> {
  return savedPreferences(await saveLayout(ctx.db, user, changes, ctx.now()));
}

/** The user's whole layout. */
export async function layoutConfig(ctx: AppContext, user: UserRow): Promise<SavedLayoutConfig> {
  return savedConfig(await layoutOf(ctx.db, user));
}

/** Changes the user's whole layout; the layout now. */
export async function saveLayoutConfig(
  ctx: AppContext,
  user: UserRow,
  changes: LayoutConfigChanges,
): Promise<SavedLayoutConfig> {
  return savedConfig(await saveLayout(ctx.db, user, changes, ctx.now()));
}

/** The history of the user's layout. */
export async function layoutHistory(ctx: AppContext, user: UserRow): Promise<LayoutVersion[]> {
  return (await layoutVersionsOf(ctx.db, user.id)).map(wireVersion);
}

/** One version of the user's layout; 404 for one the user does not have. */
export async function layoutVersion(ctx: AppContext, user: UserRow, id: number): Promise<LayoutVersion> {
  const version = await layoutVersionOf(ctx.db, user.id, id);
  if (!version) throw notFound();
  return wireVersion(version);
}

/** Makes a version of the user's layout the layout again, as a new version; 404 for one the user does not have. */
export async function restoreLayoutVersion(ctx: AppContext, user: UserRow, id: number): Promise<SavedLayoutConfig> {
  const version = await layoutVersionOf(ctx.db, user.id, id);
  if (!version) throw notFound();
  return savedConfig(await saveLayout(ctx.db, user, version.config, ctx.now(), true));
}
