// Icon sizes (SPEC §5): a number (px) or a number followed by x (em).
import { DEFAULT_ICON_SIZE } from '../constants';

/** An icon size and its unit. */
export interface IconSize {
  value: number;
  unit: 'px' | 'em';
}

/**
 * The size of an icon: 32 or '32' → 32 px, '2x' or '1.5x' → 2 em / 1.5 em; anything else (empty,
 * negative, zero, garbage) gives the default, 24 px unless the icon's own default (e.g. 28) is passed.
 */
export function parseIconSize(value: unknown, defaultSize: number = DEFAULT_ICON_SIZE): IconSize {
  const fallback: IconSize = { value: defaultSize, unit: 'px' };
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? { value, unit: 'px' } : fallback;
  if (typeof value !== 'string') return fallback;
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(x?)\s*$/i.exec(value);
  if (!match) return fallback;
  const size = Number(match[1]);
  if (!(size > 0)) return fallback;
  return { value: size, unit: match[2] ? 'em' : 'px' };
}

/** The CSS length of an icon size: '24px' or '2em'. */
export function iconSizeCss(size: IconSize): string {
  return `${size.value}${size.unit}`;
}
