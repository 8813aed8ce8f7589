import { type SubjectMenuItem } from '../../core';

/** A menu item's name in a locale (its nome when it has none there). */
export const labelOf = (item: SubjectMenuItem, locale: string): string => {
  const named = (item as unknown as Record<string, string | undefined>)[`name${locale}`];
  return named && named.trim() !== '' ? named : item.nome;
};
