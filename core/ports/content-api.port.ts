import { type SubjectMenuItem } from '../domain/menu';

/** The content calls of the API (SPEC §7). */
export interface ContentApiPort {
  /** GET main/menu: the subjects or commodities of the home menu. */
  mainMenu(): Promise<SubjectMenuItem[]>;
}
export const ContentApiPort = Symbol('ContentApiPort');
