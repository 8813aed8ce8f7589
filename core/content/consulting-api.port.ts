import { type ConsultingPage, type ConsultingQuery } from './consulting';

/** The consulting call of the API (SPEC §7). */
export interface ConsultingApiPort {
  /** GET reportData/consulting: a page of the consulting deliverables of the user's plan (403 without consulting). */
  consulting(query: ConsultingQuery): Promise<ConsultingPage>;
}
export const ConsultingApiPort = Symbol('ConsultingApiPort');
