// Starred pages (SPEC §9): at most 10.
import { STARRED_PAGES_MAX } from '../kernel/constants';

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
