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
