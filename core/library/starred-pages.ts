// Starred pages (SPEC §9): at most 10.
import { STARRED_PAGES_MAX } from '../kernel/constants';
import { type StoragePort } from '../kernel/storage.port';

/** A starred page: its path and title. */
export interface StarredPage {
  path: string;
  title: string;
}

/** What starring a page did. */
export type StarOutcome = 'added' | 'already-starred' | 'full';

/**
 * Stars a page: a page already starred (same path) changes nothing; with 10 pages starred the new one is
 * refused ('full', nothing is dropped silently); otherwise it is appended. The input is not changed.
 */
export function starPage(
  list: readonly StarredPage[],
  page: StarredPage,
): { pages: StarredPage[]; outcome: StarOutcome } {
  if (list.some((existing) => existing.path === page.path)) return { pages: [...list], outcome: 'already-starred' };
  if (list.length >= STARRED_PAGES_MAX) return { pages: [...list], outcome: 'full' };
  return { pages: [...list, page], outcome: 'added' };
}

/** Unstars a page by path. */
export function unstarPage(list: readonly StarredPage[], path: string): StarredPage[] {
  return list.filter((page) => page.path !== path);
}

/** Local-storage key of the pages a user starred on this device. */
export const starredPagesKey = (owner: string): string => `starredPages:${owner.toLowerCase()}`;

/** Whether a stored value is a starred page (a path inside the app and a title). */
function isStarredPage(value: unknown): value is StarredPage {
  if (typeof value !== 'object' || value === null) return false;
  const { path, title } = value as Record<string, unknown>;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && typeof title === 'string';
}

/**
 * The starred pages of each user, kept on this device (local storage, one key per account): the account's layout
 * (SPEC §3, saveconfig) has no field for them. A broken or foreign value reads as no pages.
 */
export class StarredPagesRepository {
  constructor(private readonly storage: StoragePort) {}

  /** The pages a user starred here, in the order starred (at most 10). */
  list(owner: string): StarredPage[] {
    try {
      const stored: unknown = JSON.parse(this.storage.getItem(starredPagesKey(owner)) ?? '[]');
      return Array.isArray(stored) ? stored.filter(isStarredPage).slice(0, STARRED_PAGES_MAX) : [];
    } catch {
      return [];
    }
  }

  /** Keeps a user's pages. */
  save(owner: string, pages: readonly StarredPage[]): void {
    this.storage.setItem(starredPagesKey(owner), JSON.stringify(pages));
  }
}
