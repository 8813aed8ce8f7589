// What a user may read of one content item (SPEC §6), decided the same way by the server and the app.
import { type RightsItem } from '../kernel/active-user';
import { Profile } from '../kernel/profile';
import { ContentLocation, decideContentAccess } from '../kernel/access';

/** Who is reading: the profile, the rights list, the plan's publication types and the demo trial. */
export interface ContentViewer {
  profile: Profile;
  rights: readonly RightsItem[];
  /** The publication types the plan includes ('all' when the plan has no limit). */
  planTypes: readonly string[] | 'all';
  /** For a Demo user: whether the 7-day trial is still running. */
  trialActive: boolean;
}

/** What the rule needs to know about an item. */
export interface ContentGate {
  subjectId: number;
  /** Whether the item's subject is offered at all (Hedge solutions is not). */
  subjectEnabled: boolean;
  publicationType: string;
  free: boolean;
  exclusive: boolean;
}

/** The decision for one item. */
export interface ItemAccess {
  /** open: the body may be sent; locked: title, summary and badges only; forbidden: not at all (403). */
  kind: 'open' | 'locked' | 'forbidden';
  location: ContentLocation;
  /** Demo users read the item without its attachments. */
  hideAttachments: boolean;
}

const locked = (location: ContentLocation): ItemAccess => ({ kind: 'locked', location, hideAttachments: true });
const forbidden = (location: ContentLocation): ItemAccess => ({ kind: 'forbidden', location, hideAttachments: true });

/**
 * The access to an item:
 * - an item of a subject that is not offered, or a non-free item for a Demo whose trial ended: forbidden;
 * - free content: open to every profile;
 * - Subscriber: open when the rights include the subject and the plan the publication type, else locked (see other plans);
 * - Demo (trial running): open with attachments hidden, but exclusive items locked (subscribe);
 * - Free: locked (request a demo).
 */
export function itemAccess(viewer: ContentViewer, item: ContentGate): ItemAccess {
  const base = decideContentAccess({
    profile: viewer.profile,
    rights: viewer.rights,
    commodityId: item.subjectId,
    free: item.free,
    trialActive: viewer.trialActive,
  });
  if (!item.subjectEnabled) return forbidden(privateLocation(viewer.profile));
  if (item.free) return { kind: 'open', location: ContentLocation.PUBLIC, hideAttachments: false };
  if (viewer.profile === Profile.DEMO && !viewer.trialActive) return forbidden(ContentLocation.PRIVATE_DEMO);
  if (base.location !== ContentLocation.PUBLIC) return locked(base.location);
  if (viewer.profile === Profile.SUBSCRIBER && !planIncludes(viewer.planTypes, item.publicationType))
    return locked(ContentLocation.PRIVATE_SUBSCRIBER);
  if (viewer.profile === Profile.DEMO && item.exclusive) return locked(ContentLocation.PRIVATE_DEMO);
  return { kind: 'open', location: ContentLocation.PUBLIC, hideAttachments: base.upsell };
}

/** Whether a plan includes a publication type. */
export function planIncludes(planTypes: readonly string[] | 'all', publicationType: string): boolean {
  return planTypes === 'all' || planTypes.includes(publicationType);
}

/** The private-content location of a profile. */
export function privateLocation(profile: Profile): ContentLocation {
  if (profile === Profile.SUBSCRIBER) return ContentLocation.PRIVATE_SUBSCRIBER;
  if (profile === Profile.DEMO) return ContentLocation.PRIVATE_DEMO;
  return ContentLocation.PRIVATE_FREE;
}
