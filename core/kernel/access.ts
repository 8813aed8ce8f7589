// Profiles and rights (SPEC §6): who sees which content, and what a user without the right sees.
import { type RightsItem } from './active-user';
import { type Locale } from './locale';
import { DEMO_TRIAL_DAYS } from './constants';
import { Profile } from './profile';
import { type Translations } from './errors/catalogue';

/** The four private-content locations (SPEC §6). */
export const ContentLocation = {
  PUBLIC: 'detail-public',
  PRIVATE_SUBSCRIBER: 'detail-private-subscriber',
  PRIVATE_DEMO: 'detail-private-demo',
  PRIVATE_FREE: 'detail-private-free',
} as const;
/** A private-content location. */
export type ContentLocation = (typeof ContentLocation)[keyof typeof ContentLocation];

/** Whether the rights list has the commodity or subject enabled. */
export function hasRight(rights: readonly RightsItem[] | null | undefined, id: number): boolean {
  return (rights ?? []).some((item) => item.id === id && item.habilitado === true);
}

/** What the rule needs to know about the user and the content. */
export interface AccessRequest {
  profile: Profile;
  rights: readonly RightsItem[];
  /** The commodity or subject the content belongs to. */
  commodityId: number;
  /** Whether the content is free content (open to every profile). */
  free?: boolean;
  /** For a Demo user: whether the 7-day trial is still running (assumed running when unknown). */
  trialActive?: boolean;
}

/** The decision: where the content opens, and whether some information is hidden as an upsell. */
export interface AccessDecision {
  location: ContentLocation;
  /** Demo users see the content with some information hidden and an invitation to subscribe. */
  upsell: boolean;
}

/**
 * The profile rules (SPEC §6), decided from the rights list the server sent:
 * - Free sees only free content (or what its rights enable); anything else opens the free upsell page.
 * - Demo sees everything its rights enable while the trial runs, with some information hidden (upsell);
 *   after the trial, or without the right, the demo upsell page.
 * - Subscriber sees what the plan (rights) includes; anything else opens the see-other-plans notice.
 */
export function decideContentAccess(request: AccessRequest): AccessDecision {
  const entitled = hasRight(request.rights, request.commodityId);
  switch (request.profile) {
    case Profile.SUBSCRIBER:
      return { location: entitled ? ContentLocation.PUBLIC : ContentLocation.PRIVATE_SUBSCRIBER, upsell: false };
    case Profile.DEMO: {
      const open = request.trialActive !== false && (entitled || request.free === true);
      return open
        ? { location: ContentLocation.PUBLIC, upsell: true }
        : { location: ContentLocation.PRIVATE_DEMO, upsell: false };
    }
    default:
      return {
        location: request.free === true || entitled ? ContentLocation.PUBLIC : ContentLocation.PRIVATE_FREE,
        upsell: false,
      };
  }
}

/** Whether a profile may ask for a demo: only Free users can. */
export function canRequestDemo(profile: Profile): boolean {
  return profile === Profile.FREE;
}

/** What the no-rights dialog offers besides contacting support. */
export type NoRightsAction = 'see-plans' | 'subscribe' | 'request-demo';

/** The no-rights dialog: wording tailored to the profile, always with contact support. */
export interface NoRightsDialog {
  location: ContentLocation;
  title: string;
  message: string;
  action: NoRightsAction;
  contactSupport: true;
}

/** A text in PtBr, EnEu, EsEs, EsAr and PtPt, in that order. */
const t = (PtBr: string, EnEu: string, EsEs: string, EsAr: string, PtPt: string): Translations => ({
  PtBr,
  EnEu,
  EsEs,
  EsAr,
  PtPt,
});

/** The wording of the no-rights dialog per profile. */
export const NO_RIGHTS_TEXTS: Readonly<
  Record<Profile, { title: Translations; message: Translations; action: NoRightsAction; location: ContentLocation }>
> = {
  [Profile.SUBSCRIBER]: {
    location: ContentLocation.PRIVATE_SUBSCRIBER,
    action: 'see-plans',
    title: t(
      'Conteúdo fora do seu plano',
      'Content not in your plan',
      'Contenido fuera de su plan',
      'Contenido fuera de tu plan',
      'Conteúdo fora do seu plano',
    ),
    message: t(
      'Este conteúdo não está incluído no seu plano. Conheça nossos outros planos ou entre em contato com o suporte.',
      'This content is not included in your plan. See our other plans or contact support.',
      'Este contenido no está incluido en su plan. Conozca nuestros otros planes o contacte con soporte.',
      'Este contenido no está incluido en tu plan. Conocé nuestros otros planes o contactá a soporte.',
      'Este conteúdo não está incluído no seu plano. Conheça os nossos outros planos ou contacte o apoio ao cliente.',
    ),
  },
  [Profile.DEMO]: {
    location: ContentLocation.PRIVATE_DEMO,
    action: 'subscribe',
    title: t(
      'Conteúdo exclusivo para assinantes',
      'Content for subscribers only',
      'Contenido exclusivo para suscriptores',
      'Contenido exclusivo para suscriptores',
      'Conteúdo exclusivo para subscritores',
    ),
    message: t(
      'Este conteúdo não faz parte da sua demonstração. Assine para ter acesso ou entre em contato com o suporte.',
      'This content is not part of your demo. Subscribe to get access or contact support.',
      'Este contenido no forma parte de su demostración. Suscríbase para acceder o contacte con soporte.',
      'Este contenido no forma parte de tu demostración. Suscribite para acceder o contactá a soporte.',
      'Este conteúdo não faz parte da sua demonstração. Subscreva para ter acesso ou contacte o apoio ao cliente.',
    ),
  },
  [Profile.FREE]: {
    location: ContentLocation.PRIVATE_FREE,
    action: 'request-demo',
    title: t(
      'Conteúdo exclusivo para assinantes',
      'Content for subscribers only',
      'Contenido exclusivo para suscriptores',
      'Contenido exclusivo para suscriptores',
      'Conteúdo exclusivo para subscritores',
    ),
    message: t(
      `Este conteúdo é exclusivo para assinantes. Solicite uma demonstração gratuita de ${DEMO_TRIAL_DAYS} dias ou entre em contato com o suporte.`,
      `This content is for subscribers only. Request a free ${DEMO_TRIAL_DAYS}-day demo or contact support.`,
      `Este contenido es exclusivo para suscriptores. Solicite una demostración gratuita de ${DEMO_TRIAL_DAYS} días o contacte con soporte.`,
      `Este contenido es exclusivo para suscriptores. Pedí una demostración gratuita de ${DEMO_TRIAL_DAYS} días o contactá a soporte.`,
      `Este conteúdo é exclusivo para subscritores. Peça uma demonstração gratuita de ${DEMO_TRIAL_DAYS} dias ou contacte o apoio ao cliente.`,
    ),
  },
};

/** The no-rights dialog for a profile, in a locale. */
export function noRightsDialog(profile: Profile, locale: Locale): NoRightsDialog {
  const texts = NO_RIGHTS_TEXTS[profile] ?? NO_RIGHTS_TEXTS[Profile.FREE];
  return {
    location: texts.location,
    title: texts.title[locale],
    message: texts.message[locale],
    action: texts.action,
    contactSupport: true,
  };
}
