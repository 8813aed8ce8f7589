// Who sees which quotes (SPEC §6 applied to the quotes module), decided the same way by the server and the app.
import { type RightsItem } from '../kernel/active-user';
import { Profile } from '../kernel/profile';
import { type Instrument } from './instruments';

/** What the quotes module needs to know about a user. */
export interface QuotesViewer {
  profile: Profile;
  hasQuotesRights: boolean;
  rights: readonly RightsItem[];
  /** For a Demo user: whether the 7-day trial is still running. */
  trialActive: boolean;
}

/** The quotes a user may see: none (Free, no quotes right, a demo after its trial: the upsell), or some, live or delayed. */
export type QuotesAccess = { kind: 'none' } | { kind: 'granted'; delayed: boolean; commodities: ReadonlySet<number> };

/**
 * The quotes access of a user:
 * - without the quotes right (hasQuotesRights), a Free user, or a Demo whose trial ended: none;
 * - a Demo during its trial: the commodities of its rights, 15 minutes late;
 * - a Subscriber: the commodities of its plan's rights, live.
 * Exchange rates (commodity 0) come with any access.
 */
export function quotesAccess(viewer: QuotesViewer): QuotesAccess {
  if (!viewer.hasQuotesRights || viewer.profile === Profile.FREE) return { kind: 'none' };
  if (viewer.profile === Profile.DEMO && !viewer.trialActive) return { kind: 'none' };
  const commodities = new Set(viewer.rights.filter((r) => r.habilitado).map((r) => r.id));
  return { kind: 'granted', delayed: viewer.profile === Profile.DEMO, commodities };
}

/** Whether an access includes an instrument. */
export function includesInstrument(access: QuotesAccess, instrument: Pick<Instrument, 'commodity'>): boolean {
  return access.kind === 'granted' && (instrument.commodity === 0 || access.commodities.has(instrument.commodity));
}

/** The instruments of the visitors' public quotes (cache content-private/quotes-public), always delayed. */
export const PUBLIC_QUOTE_INSTRUMENTS = ['SB1', 'KC1', 'ZC1', 'ZS1', 'BGI1', 'CCM1'] as const;
