// Player qualities (SPEC §9: player quality default 576) and the badge of each quality offered.
import { qualityBadge } from '../content/badges';
import { PLAYER_DEFAULT_QUALITY } from '../kernel/constants';
import { type MediaVariant } from './api';

/** The quality a player starts at when the item offers it (SPEC §9). */
export const DEFAULT_QUALITY = PLAYER_DEFAULT_QUALITY;

/** A quality badge: the document quality badges of SPEC §9 (core/content/badges.ts decides them). */
export type QualityBadge = NonNullable<ReturnType<typeof qualityBadge>>;

/** The badge of each quality offered, highest first (a height without a badge is left out). */
export function qualityBadges(variants: readonly MediaVariant[]): { height: number; badge: QualityBadge }[] {
  return qualitiesOf(variants).flatMap((height) => {
    const badge = qualityBadge(height);
    return badge ? [{ height, badge }] : [];
  });
}

/** The qualities offered, highest first, without repeats. */
export function qualitiesOf(variants: readonly MediaVariant[]): number[] {
  return [...new Set(variants.map((variant) => variant.height))].sort((a, b) => b - a);
}

/**
 * The variant to play: the wanted height when offered (576 by default); otherwise the highest below it; otherwise the
 * lowest offered. Null when there is none.
 */
export function pickVariant(variants: readonly MediaVariant[], wanted: number = DEFAULT_QUALITY): MediaVariant | null {
  if (variants.length === 0) return null;
  const exact = variants.find((variant) => variant.height === wanted);
  if (exact) return exact;
  const below = variants.filter((variant) => variant.height < wanted).sort((a, b) => b.height - a.height);
  return below[0] ?? [...variants].sort((a, b) => a.height - b.height)[0] ?? null;
}
