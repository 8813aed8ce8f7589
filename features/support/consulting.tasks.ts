import { type ConsultingKind, type ConsultingStatus } from '../../core';

/** The services by the names the page gives them in Portuguese. */
export const CONSULTING_KIND_NAMES: Readonly<Record<string, ConsultingKind>> = {
  'Balanço de oferta e demanda': 'supply-demand',
  'Recomendação de hedge': 'hedge',
  'Custo de produção': 'cost-of-production',
  'Estudo sob encomenda': 'on-demand',
};

/** A deliverable as the consulting page shows it. */
export interface ShownDeliverable {
  kind: ConsultingKind;
  title: string;
  /** The commodity's name in Portuguese. */
  commodity: string;
  status: ConsultingStatus;
  /** YYYY-MM-DD, where the assembly reads it. */
  date?: string;
  documents: number;
}

/** The consulting of one user, implemented once per assembly. */
export interface ConsultingTasks {
  /** The user signs in and opens the consulting page. */
  openConsulting(email: string): Promise<void>;
  /** Whether the plans with consulting are offered instead of deliverables. */
  upsellShown(): Promise<boolean>;
  /** The services shown, in their order. */
  services(): Promise<ConsultingKind[]>;
  /** The deliverables shown, service by service, in their order. */
  deliverables(): Promise<ShownDeliverable[]>;
  /** The commodities the filter offers (Portuguese names), without the "all" choice. */
  commoditiesOffered(): Promise<string[]>;
  /** Chooses a commodity (Portuguese name) and a service. */
  choose(commodity: string, kind: ConsultingKind): Promise<void>;
  /** Opens (reads) the first document of the first deliverable of a service that has one. */
  openFirstDocument(kind: ConsultingKind): Promise<void>;
  /** The name of the document opened last, or null. */
  documentOpened(): Promise<string | null>;
}
