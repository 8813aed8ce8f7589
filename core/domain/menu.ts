/** A country and the route name a subject uses there. */
export interface PlatformRoute {
  country: string;
  routeName: string;
}

/** A subject or commodity of the main menu, as `main/menu` returns it (SPEC §3). */
export interface SubjectMenuItem {
  id: number;
  nome: string;
  namePtBr: string;
  nameEnEu: string;
  nameEsEs: string;
  nameEsAr: string;
  namePtPt: string;
  icone: string;
  habilitado: boolean;
  originCode: number;
  mne: string;
  platformWdmaRoute: PlatformRoute[];
}

/** The path of the first informative item: the first enabled menu entry, or All (0) when there is none. */
export function firstInformativePath(menu: readonly SubjectMenuItem[]): string {
  const first = menu.find((item) => item.habilitado);
  return `/informative/${first ? first.id : 0}`;
}
