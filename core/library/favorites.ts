// Favourites (SPEC §4): contents saved per commodity.
import { type FavoriteContent } from '../kernel/active-user';

/** Whether a content is among the favourites of a commodity. */
export function isFavorite(list: readonly FavoriteContent[], commodity: number, contentId: number): boolean {
  return list.some((entry) => entry.commodity === commodity && entry.content.some((item) => item.id === contentId));
}

/**
 * The favourites after a toggle: the content is added to the commodity's list when absent and removed
 * when present. A commodity left without contents is dropped; the input is not changed.
 */
export function toggleFavorite(
  list: readonly FavoriteContent[],
  commodity: number,
  contentId: number,
): { favorites: FavoriteContent[]; added: boolean } {
  const added = !isFavorite(list, commodity, contentId);
  const favorites: FavoriteContent[] = [];
  let found = false;
  for (const entry of list) {
    if (entry.commodity !== commodity) {
      favorites.push(entry);
      continue;
    }
    found = true;
    const content = added
      ? [...entry.content, { id: contentId }]
      : entry.content.filter((item) => item.id !== contentId);
    if (content.length > 0) favorites.push({ commodity, content });
  }
  if (added && !found) favorites.push({ commodity, content: [{ id: contentId }] });
  return { favorites, added };
}

/** The ids of the favourite contents of a commodity, or of every commodity (0), in the order they were added. */
export function favoriteIds(list: readonly FavoriteContent[], commodity = 0): number[] {
  const ids = list
    .filter((entry) => commodity === 0 || entry.commodity === commodity)
    .flatMap((entry) => entry.content.map((item) => item.id));
  return [...new Set(ids)];
}

/** The commodities that have favourites, in the order they were first added. */
export function favoriteCommodities(list: readonly FavoriteContent[]): number[] {
  return list.filter((entry) => entry.content.length > 0).map((entry) => entry.commodity);
}

/** Splits ids into batches of at most `size` (the detail-list call takes at most 50 ids). */
export function idBatches(ids: readonly number[], size: number): number[][] {
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += size) batches.push(ids.slice(start, start + size));
  return batches;
}

/** The most ids one detail-list call (news/list-detail) takes. */
export const LIST_DETAIL_MAX_IDS = 50;
